import { todayIso } from '../../domain/dates.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { tableBounds } from '../../domain/meters/readings-table.ts';
import type { SetupResponse } from '../../domain/schemas/property-setup.ts';
import { openBillingYear, setupSteps, type SetupData } from '../../domain/setup/setup-steps.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import { readingsOnDays } from '../readings-table/repository.ts';
import * as repo from './repository.ts';

/**
 * The setup checklist of a property the actor may see (another landlord's: not found): eight
 * steps with what is missing and where to fix it, for the open billing year or the year asked.
 * A fixed number of queries; the readings only on the table's two days of the year.
 */
export async function getSetup(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  askedYear?: number,
): Promise<SetupResponse> {
  const property = await findProperty(ctx.db, scopeOf(actor), propertyId);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  const [landlord, dwellings, tenancies, withPersons, meters, finalized] = await Promise.all([
    repo.landlordOf(ctx.db, property.customer_id),
    repo.dwellingsOf(ctx.db, property.id),
    repo.tenanciesOf(ctx.db, property.id),
    repo.tenanciesWithPersons(ctx.db, property.id),
    repo.metersOf(ctx.db, property.id),
    repo.finalizedYears(ctx.db, property.id),
  ]);
  const year = askedYear ?? openBillingYear(todayIso(ctx.now()), finalized);
  const { start, end } = tableBounds(year);
  const [readings, draft] = await Promise.all([
    readingsOnDays(
      ctx.db,
      meters.map((m) => m.id),
      [start, end],
    ),
    repo.draftPayload(ctx.db, property.id, year),
  ]);
  const data: SetupData = {
    property: {
      id: property.id,
      address: property.address,
      heatingSystem: property.heating_system,
      centralHotWater: property.central_hot_water,
      co2BuildingType: property.co2_building_type,
      co2Restriction: property.co2_restriction,
    },
    landlord,
    year,
    dwellings,
    tenancies,
    withPersonsHistory: withPersons,
    meters,
    startRead: new Set(readings.filter((r) => r.date === start).map((r) => r.meterId)),
    endRead: new Set(readings.filter((r) => r.date === end).map((r) => r.meterId)),
    draft: draftCosts(draft),
  };
  return { property_id: property.id, year, steps: setupSteps(data) };
}

/** The cost lines of a stored draft, read leniently: anything else counts as no costs. */
function draftCosts(payload: unknown): SetupData['draft'] {
  if (payload === null || typeof payload !== 'object') return null;
  const costs = (payload as { costs?: unknown }).costs;
  if (!Array.isArray(costs)) return { costs: [] };
  return { costs: costs.filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null) };
}
