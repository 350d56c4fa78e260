import { NotFoundError } from '../../domain/errors.ts';
import type { DwellingListQuery, DwellingRecord } from '../../domain/schemas/dwellings.ts';
import { dwellingTexts, propertyTexts } from '../../domain/texts/index.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';

/** A page of the dwellings of a property the actor may see, with the total. */
export async function listDwellings(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  query: DwellingListQuery,
): Promise<{ rows: DwellingRecord[]; total: number }> {
  if (!(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(propertyTexts.notFound);
  return repo.listDwellingsPage(ctx.db, propertyId, query);
}

/** One dwelling of a property the actor may see; any other is not found, never refused. */
export async function getDwelling(ctx: AppContext, actor: Actor, id: number): Promise<DwellingRecord> {
  const row = await repo.findDwelling(ctx.db, scopeOf(actor), id);
  if (!row) throw new NotFoundError(dwellingTexts.notFound);
  return repo.toDwellingRecord(row);
}
