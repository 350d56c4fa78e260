import { createHash } from 'node:crypto';
import { DomainError, NotFoundError } from '../../domain/errors.ts';
import {
  claimedInvoiceFileKind,
  INVOICE_CONTENT_TYPES,
  INVOICE_FILE_MAX_BYTES,
  INVOICE_FILES_PER_REQUEST,
  sniffInvoiceFileKind,
  type InvoiceFileKind,
} from '../../domain/invoices/invoice-files.ts';
import type { InvoiceReading } from '../../domain/invoices/invoice-reading.ts';
import { unreadableReading } from '../../domain/invoices/reading-result.ts';
import { suggestInvoice } from '../../domain/invoices/suggest-invoice.ts';
import type { InvoiceRecord } from '../../domain/schemas/invoices.ts';
import { invoiceTexts, propertyTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { listCostCategories } from '../cost-categories/repository.ts';
import { findProperty } from '../properties/repository.ts';
import type { ReceivedFile } from './reading/invoice-readers.ts';
import { readingColumns } from './reading-columns.ts';
import * as repo from './repository.ts';

export const MIB = 1024 * 1024;

interface CheckedFile extends ReceivedFile {
  claimed: InvoiceFileKind;
  sniffed: InvoiceFileKind | null;
}

/**
 * Every file must claim an accepted kind and stay within the size limit before anything is stored:
 * one refused file refuses the whole sending, so that nobody has to find out which files got in.
 */
function checkFiles(files: ReceivedFile[]): CheckedFile[] {
  if (files.length === 0) throw new DomainError('invalid', invoiceTexts.noFile);
  if (files.length > INVOICE_FILES_PER_REQUEST)
    throw new DomainError('too_large', invoiceTexts.tooManyFiles(INVOICE_FILES_PER_REQUEST));
  return files.map((file) => {
    const claimed = claimedInvoiceFileKind(file.fileName, file.contentType);
    if (!claimed) throw new DomainError('unsupported_content', invoiceTexts.typeNotAccepted(file.fileName));
    if (file.bytes.byteLength > INVOICE_FILE_MAX_BYTES)
      throw new DomainError(
        'too_large',
        invoiceTexts.fileTooLarge(file.fileName, INVOICE_FILE_MAX_BYTES / MIB),
      );
    return { ...file, claimed, sniffed: sniffInvoiceFileKind(file.bytes) };
  });
}

/**
 * A file that is not what its name or type says (a PNG named .pdf, text named .xml) is kept, so the
 * sender can see what arrived, but not read: its bytes are served as what they are, never as what
 * the name claims.
 */
async function readFile(ctx: AppContext, file: CheckedFile): Promise<InvoiceReading> {
  if (file.sniffed !== file.claimed) return unreadableReading(invoiceTexts.kindMismatch(file.fileName));
  return ctx.invoiceReaders.read({ bytes: file.bytes, fileName: file.fileName, kind: file.claimed });
}

async function propertyOf(ctx: AppContext, by: Actor | null, propertyId: number) {
  const property = by
    ? await findProperty(ctx.db, scopeOf(by), propertyId)
    : await findProperty(ctx.db, { kind: 'all' }, propertyId);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  return property;
}

/**
 * The one way in for invoices, uploaded (`by` the signed-in person) or mailed to the property's
 * intake address (`by` null): each file is read off the event loop, suggested a cost type among the
 * property's categories, checked against the same customer's earlier invoices for a duplicate, and
 * stored unchanged with its SHA-256, all files of one sending in one transaction.
 */
export async function receiveInvoices(
  ctx: AppContext,
  by: Actor | null,
  propertyId: number,
  files: ReceivedFile[],
  via: 'upload' | 'email',
): Promise<InvoiceRecord[]> {
  const checked = checkFiles(files);
  const property = await propertyOf(ctx, by, propertyId);
  const categories = await listCostCategories(ctx.db, property.id, false);
  const readings = await Promise.all(checked.map((file) => readFile(ctx, file)));
  const receivedAt = ctx.now();
  const rows = await ctx.db.transaction(async (tx) => {
    const stored: repo.InvoiceRow[] = [];
    for (const [i, file] of checked.entries()) {
      const reading = readings[i]!;
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const duplicate = await repo.findDuplicate(tx, {
        customerId: property.customer_id,
        sha256,
        sellerName: reading.seller_name,
        invoiceNumber: reading.invoice_number,
      });
      const problems = duplicate
        ? [
            ...reading.problems,
            duplicate.sameFile
              ? invoiceTexts.duplicateFile(duplicate.id)
              : invoiceTexts.duplicateNumber(duplicate.id),
          ]
        : reading.problems;
      const row = await repo.insertInvoice(
        tx,
        {
          customerId: property.customer_id,
          propertyId: property.id,
          status: duplicate && reading.status === 'read' ? 'needs_review' : reading.status,
          fileName: file.fileName,
          contentType: file.sniffed ? INVOICE_CONTENT_TYPES[file.sniffed] : 'application/octet-stream',
          sizeBytes: file.bytes.byteLength,
          sha256,
          receivedVia: via,
          receivedAt,
          ...readingColumns(reading),
          suggestion: suggestInvoice(reading, categories),
          problems,
          duplicateOf: duplicate?.id ?? null,
          createdBy: by?.userId ?? null,
        },
        file.bytes,
      );
      await writeAudit(tx, by, {
        action: 'invoice.receive',
        entity: 'invoice',
        entityId: row.id,
        details: { property_id: property.id, via, file_name: file.fileName, sha256, status: row.status },
      });
      stored.push(row);
    }
    return stored;
  });
  return rows.map(repo.toInvoiceRecord);
}
