import { NotFoundError } from '../../domain/errors.ts';
import {
  postboxItemId,
  type PostboxKind,
  type TenantPostboxItem,
  type TenantPostboxQuery,
} from '../../domain/schemas/postbox.ts';
import { postboxTexts } from '../../domain/texts/postbox.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { letterFileName } from './letter-file.ts';
import { statementTitle } from './statement-title.ts';
import * as repo from './repository.ts';

/**
 * The Postbox of the actor's login: the statements delivered to its tenancies and the letters
 * sent to them, also after moving out, newest first. The login is the scope, so no other tenant's
 * document is ever among them.
 */
export async function listTenantPostbox(
  ctx: AppContext,
  actor: Actor,
  query: TenantPostboxQuery,
): Promise<{ rows: TenantPostboxItem[]; total: number }> {
  const { rows, total } = await repo.tenantPostboxPage(ctx.db, actor.userId, query);
  return {
    total,
    rows: rows.map((r) => ({
      id: postboxItemId(r.kind, r.id),
      kind: r.kind,
      title: r.kind === 'statement' ? statementTitle(r.year ?? 0, r.title) : r.title,
      created_at: new Date(r.createdAt).toISOString(),
      opened_at: r.openedAt ? new Date(r.openedAt).toISOString() : null,
    })),
  };
}

/**
 * A document of the login's Postbox as PDF. The first opening is recorded as the landlord's proof
 * of receipt and never changed later; another tenant's document is not found, like an unknown one.
 */
export async function openPostboxItem(
  ctx: AppContext,
  actor: Actor,
  item: { kind: PostboxKind; id: number },
): Promise<{ fileName: string; pdf: Buffer }> {
  const now = ctx.now();
  if (item.kind === 'letter') {
    const letter = await repo.openLetter(ctx.db, actor.userId, item.id, now);
    if (!letter) throw new NotFoundError(postboxTexts.itemNotFound);
    return { fileName: letterFileName(letter.title, item.id), pdf: asBuffer(letter.pdf) };
  }
  const statement = await repo.openStatement(ctx.db, actor.userId, item.id, now);
  if (!statement) throw new NotFoundError(postboxTexts.itemNotFound);
  return { fileName: statement.fileName, pdf: asBuffer(statement.pdf) };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
