import { isVacancy } from '../../domain/catalog.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { DwellingOccupancyRecord } from '../../domain/schemas/occupancy.ts';
import { occupancyPeriods } from '../../domain/tenancy/occupancy.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import { dwellingsOfProperty, tenanciesInDwellings } from './dwelling-repository.ts';

/**
 * Every dwelling of the property with its tenancies and vacancies in the year, covering the year
 * exactly: the days without a tenancy are the landlord's (§556a Abs. 1 BGB).
 */
export async function getOccupancy(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
): Promise<DwellingOccupancyRecord[]> {
  if (!(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(propertyTexts.notFound);
  const dwellings = await dwellingsOfProperty(ctx.db, propertyId);
  const tenancies = await tenanciesInDwellings(
    ctx.db,
    dwellings.map((d) => d.id),
  );
  return dwellings.map((d) => ({
    dwelling_id: d.id,
    label: d.label,
    periods: occupancyPeriods(
      year,
      tenancies
        .filter((t) => t.dwellingId === d.id)
        .map((t) => ({ id: t.id, moveIn: t.moveIn, moveOut: t.moveOut, vacancy: isVacancy(t.lastName) })),
    ),
  }));
}
