import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import { orderedResponse } from '../workers/statement-tasks.ts';
import { prepareOpenYear } from './prepare.ts';
import { renderStatements, renderSummary } from './render-statements.ts';
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
  const prepared = await prepareOpenYear(ctx, property, year);
  const firstError = prepared.response.checks.find((c) => c.level === 'error');
  if (firstError) throw new ConflictError(`${statementCheckTexts.finalizeBlocked} ${firstError.message}`);

  const documents: Array<typeof import('../db/schema.ts').statementDocuments.$inferInsert> = [];
  const balances = new Map(prepared.response.statements.map((s) => [s.tenant_id, s]));
  for await (const r of renderStatements(ctx, prepared.render)) {
    const s = balances.get(r.tenantId)!;
    documents.push({
      propertyId: property.id,
      year,
      tenantId: r.tenantId,
      kind: 'tenant',
      name: r.name,
      fileName: r.fileName,
      periodFrom: s.from,
      periodTo: s.to,
      balanceCents: s.balance_cents,
      pdf: r.pdf,
    });
  }

  const summary = await renderSummary(ctx, prepared.render);
  documents.push({
    propertyId: property.id,
    year,
    tenantId: null,
    kind: 'summary',
    name: property.address,
    fileName: summary.fileName,
    periodFrom: prepared.response.period.from,
    periodTo: prepared.response.period.to,
    balanceCents: 0,
    pdf: summary.pdf,
  });

  const at = ctx.now();
  const finalizedAt = at.toISOString();
  await ctx.db.transaction(async (tx) => {
    const closed = await repo.closeYear(
      tx,
      property.id,
      year,
      actor.userId,
      orderedResponse(prepared.response, { status: 'finalized', finalized_at: finalizedAt }),
      at,
    );
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
