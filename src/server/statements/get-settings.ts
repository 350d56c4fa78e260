import type { StatementSettingsResponse } from '../../domain/schemas/statements.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';
import { propertySettingsDefaults, statementProperty } from './statement-source.ts';

/**
 * A year's statement settings as stored, or their defaults (from the property's heating answers), with the basis
 * the year's statements credit the advances on; another customer's property is not found.
 */
export async function getSettings(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
): Promise<StatementSettingsResponse> {
  const property = await statementProperty(ctx, actor, propertyId);
  const [row, bookingDates] = await Promise.all([
    repo.findSettings(ctx.db, property.id, year),
    repo.bookingDatesOfYear(ctx.db, property.id, year),
  ]);
  return repo.toSettingsAnswer(
    repo.toSettingsRecord(row, propertySettingsDefaults(property)),
    row,
    year,
    bookingDates,
  );
}
