import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { statementDocuments } from '../db/schema.ts';
import { openYearDocuments } from './open-year-documents.ts';
import * as repo from './repository.ts';
import { statementProperty } from './statement-source.ts';

/** Documents per insert: a statement's PDF is tens of kB, so one statement stays a few MB. */
const INSERT_BATCH = 50;

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
  const year_ = await openYearDocuments(ctx, property, year, { summary: true, withAnswer: true });
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

  const at = ctx.now();
  const finalizedAt = at.toISOString();
  await ctx.db.transaction(async (tx) => {
    const closed = await repo.closeYear(tx, property.id, year, actor.userId, answerJson, at);
    if (!closed) throw new ConflictError(statementCheckTexts.alreadyFinalized(year));
    for (let i = 0; i < documents.length; i += INSERT_BATCH)
      await repo.insertDocuments(tx, documents.slice(i, i + INSERT_BATCH));
    await writeAudit(tx, actor, {
      action: 'statements.finalize',
      entity: 'property',
      entityId: property.id,
      details: { year, statements: documents.length - 1 },
    });
  });
  return { status: 'finalized' as const, finalized_at: finalizedAt };
}
