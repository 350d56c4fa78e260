import { propertyTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import { loadProperty, saveStatus } from './property-status.ts';
import * as repo from './repository.ts';

/** Ends an active property on a date: every tenancy still open then moves out on it, in the same transaction. */
export async function endProperty(ctx: AppContext, actor: Actor, id: number, endedAt: string) {
  const property = await loadProperty(ctx, id);
  if (property.status !== 'active') throw new ConflictError(propertyTexts.notActive);
  if ((await repo.countTenantsMovingInAfter(ctx.db, id, endedAt)) > 0)
    throw new ConflictError(propertyTexts.tenantMovesInLater);
  return saveStatus(ctx, actor, id, 'property.end', { status: 'ended', endedAt }, (tx) =>
    repo.endOpenTenancies(tx, id, endedAt),
  );
}
