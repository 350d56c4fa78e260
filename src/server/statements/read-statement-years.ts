import type { StatementYearRecord } from '../../domain/schemas/statements.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';
import { statementProperty } from './statement-source.ts';

/**
 * Every billing year of a property that has a cost draft or finalized statements, newest first,
 * with its status and the delivery proof. Nothing records whether a tenant opened a statement
 * (neither the mail nor the tenant portal's download), so `opened` stays null: unknown, not none.
 */
export async function listStatementYears(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
): Promise<StatementYearRecord[]> {
  const property = await statementProperty(ctx, actor, propertyId);
  const [{ draftYears, billingYears }, counts] = await Promise.all([
    repo.listStatementYears(ctx.db, property.id),
    repo.countDeliveriesByYear(ctx.db, property.id),
  ]);
  const closedAt = new Map(billingYears.flatMap((y) => (y.closedAt ? [[y.year, y.closedAt] as const] : [])));
  const countOf = new Map(counts.map((c) => [c.year, c]));
  const years = [...new Set([...draftYears, ...closedAt.keys()])].sort((a, b) => b - a);
  return years.map((year) => {
    const closed = closedAt.get(year);
    const count = countOf.get(year);
    return {
      year,
      status: closed ? 'finalized' : 'open',
      finalized_at: closed ? closed.toISOString() : null,
      deliveries: { email_sent: count?.emailSent ?? 0, post: count?.post ?? 0, opened: null },
    };
  });
}
