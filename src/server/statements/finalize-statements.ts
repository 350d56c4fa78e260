import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { statementDocuments } from '../db/schema.ts';
import { openYearDocuments } from './open-year-documents.ts';
import * as repo from './repository.ts';
import { statementProperty } from './statement-source.ts';

/**
 * PDF bytes per insert (at least one document). The embedded database keeps the working memory of
 * its largest statement for good (WebAssembly memory does not shrink), and a bytea parameter
 * passes through it as hex text and several copies: 1,100 PDFs of 60 kB grew the process by 170 MB
 * in inserts of 50, by 58 MB one by one, which was also the fastest (4.0 s against 5.8 s).
 */
const INSERT_BYTES = 128 * 1024;

/** Consecutive slices of `documents` of at most INSERT_BYTES of PDF each, or one document. */
function* insertBatches<T extends { pdf: Uint8Array }>(documents: readonly T[]): Generator<T[]> {
  let batch: T[] = [];
  let bytes = 0;
  for (const d of documents) {
    if (batch.length > 0 && bytes + d.pdf.byteLength > INSERT_BYTES) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(d);
    bytes += d.pdf.byteLength;
  }
  if (batch.length > 0) yield batch;
}

/**
 * Finalizing closes the year and freezes what the tenants receive: the answer of this moment and
 * every PDF. Later changes to tenants, readings or costs do not alter them, and the year's draft
 * refuses changes. Not while a check reports an error; a year is finalized once (the close is one
 * conditional update, so two requests cannot both win).
 */
export async function finalizeStatements(ctx: AppContext, actor: Actor, propertyId: number, year: number) {
  const property = await statementProperty(ctx, actor, propertyId);
  if ((await repo.findBillingYear(ctx.db, property.id, year))?.closedAt)
    throw new ConflictError(statementCheckTexts.alreadyFinalized(year));
  // The moment of finalizing is written into the frozen answer by the worker, and is the close's.
  const at = ctx.now();
  const finalizedAt = at.toISOString();
  const year_ = await openYearDocuments(ctx, property, year, {
    summary: true,
    answer: { status: 'finalized', finalized_at: finalizedAt },
  });
  const { head } = year_;
  if (head.firstError) {
    year_.cancel();
    throw new ConflictError(`${statementCheckTexts.finalizeBlocked} ${head.firstError}`);
  }
  const answerJson = new TextDecoder().decode(head.answer);

  const documents: Array<typeof statementDocuments.$inferInsert> = [];
  const statements = new Map(head.statements.map((s) => [s.tenant_id, s]));
  for await (const d of year_.documents()) {
    const s = d.tenantId === null ? undefined : statements.get(d.tenantId);
    documents.push({
      propertyId: property.id,
      year,
      tenantId: d.tenantId,
      kind: d.kind,
      name: d.name,
      fileName: d.fileName,
      periodFrom: s?.from ?? head.period.from,
      periodTo: s?.to ?? head.period.to,
      balanceCents: s?.balance_cents ?? 0,
      pdf: Buffer.from(d.pdf.buffer, d.pdf.byteOffset, d.pdf.byteLength),
    });
  }

  await ctx.db.transaction(async (tx) => {
    const closed = await repo.closeYear(tx, property.id, year, actor.userId, answerJson, at);
    if (!closed) throw new ConflictError(statementCheckTexts.alreadyFinalized(year));
    for (const batch of insertBatches(documents)) await repo.insertDocuments(tx, batch);
    await writeAudit(tx, actor, {
      action: 'statements.finalize',
      entity: 'property',
      entityId: property.id,
      details: { year, statements: documents.length - 1 },
    });
  });
  return { status: 'finalized' as const, finalized_at: finalizedAt };
}
