import type { ReadingsTable } from '../../domain/schemas/readings-table.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import { loadFrame, toTable } from './table.ts';

/** The readings table of a property the actor may see (another landlord's: not found). */
export async function getReadingsTable(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
): Promise<ReadingsTable> {
  const property = await findProperty(ctx.db, scopeOf(actor), propertyId);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  return toTable(await loadFrame(ctx.db, property.id, year));
}
