/** Reading stored letters: the record, the frozen PDF and the property's list. Another customer's letter is not found. */
import { NotFoundError } from '../../domain/errors.ts';
import type { LetterListQuery, LetterRecord } from '../../domain/schemas/letters.ts';
import { letterServerTexts } from '../../domain/texts/letters.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { visibleProperty } from '../payments/visible-property.ts';
import { findProperty } from '../properties/repository.ts';
import { toLetterRecord } from './letter-record.ts';
import * as repo from './repository.ts';

const DEFAULT_LIMIT = 50;

async function mayRead(ctx: AppContext, actor: Actor, propertyId: number | undefined) {
  if (propertyId === undefined || !(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(letterServerTexts.notFound);
}

export async function getLetter(ctx: AppContext, actor: Actor, id: number): Promise<LetterRecord> {
  const row = await repo.findLetter(ctx.db, id);
  await mayRead(ctx, actor, row?.propertyId);
  return toLetterRecord(row!);
}

export async function letterPdf(ctx: AppContext, actor: Actor, id: number) {
  const row = await repo.findLetterPdf(ctx.db, id);
  await mayRead(ctx, actor, row?.propertyId);
  const { title, recipientName, pdf, createdAt } = row!;
  return {
    fileName: letterServerTexts.fileName(title, recipientName, createdAt.toISOString().slice(0, 10)),
    pdf,
  };
}

export async function listPropertyLetters(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  query: LetterListQuery,
): Promise<{ rows: LetterRecord[]; total: number }> {
  const property = await visibleProperty(ctx, actor, propertyId);
  const { rows, total } = await repo.listLetters(ctx.db, property.id, {
    limit: query.limit ?? DEFAULT_LIMIT,
    offset: query.offset ?? 0,
  });
  return { rows: rows.map(toLetterRecord), total };
}
