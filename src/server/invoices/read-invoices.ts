import { NotFoundError } from '../../domain/errors.ts';
import type { InvoiceListQuery, InvoiceRecord } from '../../domain/schemas/invoices.ts';
import { invoiceTexts, propertyTexts } from '../../domain/texts/index.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';

/** An invoice the actor may see (its property's); another customer's is not found, never refused. */
export async function visibleInvoice(ctx: AppContext, actor: Actor, id: number): Promise<repo.InvoiceRow> {
  const row = await repo.findInvoice(ctx.db, scopeOf(actor), id);
  if (!row) throw new NotFoundError(invoiceTexts.notFound);
  return row;
}

export async function listInvoices(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  query: InvoiceListQuery,
): Promise<{ rows: InvoiceRecord[]; total: number }> {
  const property = await findProperty(ctx.db, scopeOf(actor), propertyId);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  const { rows, total } = await repo.listInvoicesPage(ctx.db, property.id, query);
  return { rows: rows.map(repo.toInvoiceRecord), total };
}

export async function getInvoice(ctx: AppContext, actor: Actor, id: number): Promise<InvoiceRecord> {
  return repo.toInvoiceRecord(await visibleInvoice(ctx, actor, id));
}

export interface InvoiceFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The file exactly as it was received, with the name it came with. */
export async function storedFileOf(ctx: AppContext, row: repo.InvoiceRow): Promise<InvoiceFile> {
  const bytes = await repo.fileBytesOf(ctx.db, row.id);
  if (!bytes) throw new NotFoundError(invoiceTexts.notFound);
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

export async function getInvoiceFile(ctx: AppContext, actor: Actor, id: number): Promise<InvoiceFile> {
  return storedFileOf(ctx, await visibleInvoice(ctx, actor, id));
}
