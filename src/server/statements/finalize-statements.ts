import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { statementDocuments } from '../db/schema.ts';
import { openYearDocuments } from './open-year-documents.ts';
import { openPdfSpool } from './pdf-spool.ts';
import * as repo from './repository.ts';
import { statementProperty } from './statement-source.ts';

/**
 * PDF bytes per insert (at least one document). The embedded database keeps the working memory of
 * its largest statement for good (WebAssembly memory does not shrink), and a bytea parameter
 * passes through it as hex text and several copies: 1,100 PDFs of 60 kB grew the process by 170 MB
 * in inserts of 50, by 58 MB one by one, which was also the fastest (4.0 s against 5.8 s).
 */
const INSERT_BYTES = 128 * 1024;

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
  const answerGzip = head.answerGzip;
  if (!answerGzip) throw new Error('The PDF worker sent no answer to freeze.');

  // Until the transaction the PDFs wait in a temporary file, not in memory (see pdf-spool.ts).
  const spool = await openPdfSpool<Omit<typeof statementDocuments.$inferInsert, 'pdf'>>();
  try {
    const statements = new Map(head.statements.map((s) => [s.tenant_id, s]));
    for await (const d of year_.documents()) {
      const s = d.tenantId === null ? undefined : statements.get(d.tenantId);
      await spool.add(
        {
          propertyId: property.id,
          year,
          tenantId: d.tenantId,
          kind: d.kind,
          name: d.name,
          fileName: d.fileName,
          periodFrom: s?.from ?? head.period.from,
          periodTo: s?.to ?? head.period.to,
          balanceCents: s?.balance_cents ?? 0,
        },
        d.pdf,
      );
    }

    await ctx.db.transaction(async (tx) => {
      const closed = await repo.closeYear(tx, property.id, year, actor.userId, answerGzip, at);
      if (!closed) throw new ConflictError(statementCheckTexts.alreadyFinalized(year));
      for await (const slice of spool.slices(INSERT_BYTES)) await repo.insertDocuments(tx, slice);
      await writeAudit(tx, actor, {
        action: 'statements.finalize',
        entity: 'property',
        entityId: property.id,
        details: { year, statements: spool.count - 1 },
      });
    });
  } finally {
    await spool.close();
  }
  return { status: 'finalized' as const, finalized_at: finalizedAt };
}
