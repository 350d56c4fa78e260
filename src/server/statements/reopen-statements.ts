import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import * as repo from './repository.ts';
import { statementProperty } from './statement-source.ts';

/**
 * Reopening a finalized year (administrators only, recorded in the audit log) discards its frozen
 * result and PDFs so a corrected statement can be finalized; the mails already sent stay in the
 * mail log as proof of what went out.
 */
export async function reopenStatements(ctx: AppContext, actor: Actor, propertyId: number, year: number) {
  const property = await statementProperty(ctx, actor, propertyId);
  await ctx.db.transaction(async (tx) => {
    const reopened = await repo.reopenYear(tx, property.id, year);
    if (!reopened) throw new ConflictError(statementCheckTexts.notOpenYet(year));
    await writeAudit(tx, actor, {
      action: 'statements.reopen',
      entity: 'property',
      entityId: property.id,
      details: { year },
    });
  });
  return { status: 'open' as const };
}
