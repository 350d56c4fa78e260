import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';
import { propertySettingsDefaults, statementProperty } from './statement-source.ts';

/** A year's statement settings as stored, or their defaults (from the property's heating answers); another customer's property is not found. */
export async function getSettings(ctx: AppContext, actor: Actor, propertyId: number, year: number) {
  const property = await statementProperty(ctx, actor, propertyId);
  return repo.toSettingsRecord(
    await repo.findSettings(ctx.db, property.id, year),
    propertySettingsDefaults(property),
  );
}
