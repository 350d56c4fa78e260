import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { orderedResponse } from '../workers/statement-tasks.ts';
import { frozenStatements, statementProperty, storedData, today } from './statement-source.ts';

/**
 * The statements of a year as JSON bytes: while open computed from the stored data (in a worker
 * thread), once finalized exactly as they were finalized.
 */
export async function getStatements(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
): Promise<Buffer> {
  const property = await statementProperty(ctx, actor, propertyId);
  const frozen = await frozenStatements(ctx, property.id, year);
  if (frozen) {
    const { status, finalized_at, ...rest } = frozen;
    return Buffer.from(JSON.stringify(orderedResponse(rest, { status, finalized_at })));
  }
  const stored = await storedData(ctx, property, year);
  return ctx.billing.statementsJson(stored, today(ctx), { status: 'open', finalized_at: null });
}
