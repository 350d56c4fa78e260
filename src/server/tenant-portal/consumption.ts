import { parseAddress } from '../../domain/address.ts';
import type { MeterType } from '../../domain/catalog.ts';
import { todayIso } from '../../domain/dates.ts';
import { toPlainDecimal } from '../../domain/decimal.ts';
import { cumulativeSeries } from '../../domain/meters/cumulative-series.ts';
import {
  addMonths,
  isMonth,
  lastCompleteMonth,
  monthSpan,
  monthsBetween,
  monthlyConsumption,
  readingWindow,
  type Month,
  type PortalDwelling,
  type PortalMeter,
  type PortalTenancy,
} from '../../domain/meters/monthly-consumption.ts';
import type {
  ConsumptionResponse,
  ConsumptionSeries,
  LatestReading,
  Tenancy,
} from '../../domain/schemas/tenant-portal.ts';
import { kindOfMeter, type StoredTenant } from '../../domain/statements/engine-input.ts';
import { dwellingUnits } from '../../domain/statements/dwelling-units.ts';
import {
  CONSUMPTION_MAX_MONTHS,
  consumptionInfoTexts as texts,
} from '../../domain/texts/consumption-information.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import type { tenants } from '../db/schema.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import * as repo from './repository.ts';
import { landlordName } from '../mail/letter-columns.ts';
import { partyName } from '../../domain/party-name.ts';
import { milliOf } from '../../domain/statements/engine-input.ts';

type TenantRow = typeof tenants.$inferSelect;

/** The dwelling's name (Kennung / Etage), else the tenant's name. */
export const tenancyName = (t: TenantRow) => t.floor?.trim() || partyName(t);

export async function listTenancies(ctx: AppContext, actor: Actor): Promise<Tenancy[]> {
  const rows = await repo.tenanciesOfLogin(ctx.db, actor.userId);
  return rows.map((r) => {
    const address = parseAddress(r.address);
    return {
      id: r.tenant.id,
      property: {
        street: address.streetName,
        house_number: address.houseNumber,
        zip: address.zip,
        city: address.city,
      },
      name: tenancyName(r.tenant),
      from: r.tenant.moveIn,
      to: r.tenant.moveOut,
      landlord: { name: landlordName(r) ?? '', email: r.landlordEmail, phone: r.landlordPhone },
    };
  });
}

/**
 * A property's dwellings as the monthly figures see them, as the statements see them
 * (`dwellingUnits`): a tenancy's dwelling, and the meters of that dwelling, which stay when the
 * tenant changes. Tenancies stored before dwellings existed form one by their predecessor chain.
 */
export function consumptionModel(data: repo.PropertyMeterData) {
  const stored: StoredTenant[] = data.tenants.map((t) => ({
    id: t.id,
    firstName: t.firstName,
    lastName: t.lastName,
    company: t.company,
    floor: t.floor,
    areaM2: t.areaM2,
    volumeM3: t.volumeM3,
    usageUnits: t.usageUnits,
    moveIn: t.moveIn,
    moveOut: t.moveOut,
    annualAdvanceCents: t.annualAdvanceCents,
    predecessorId: t.predecessorId,
    dwellingId: t.dwellingId,
  }));
  const units = dwellingUnits({ tenants: stored });
  const dwellingOf = units.ofTenant;
  const tenancies = new Map<number, PortalTenancy>(
    data.tenants.map((t) => [
      t.id,
      { id: t.id, moveIn: t.moveIn, moveOut: t.moveOut, areaMilli: milliOf(t.areaM2) },
    ]),
  );
  const readingsOf = new Map<number, repo.PortalReading[]>();
  for (const r of data.readings) {
    const own = readingsOf.get(r.meterId);
    if (own) own.push(r);
    else readingsOf.set(r.meterId, [r]);
  }
  const dwellings = new Map<string, PortalDwelling & { meters: PortalMeter[]; tenancies: PortalTenancy[] }>();
  for (const t of data.tenants) {
    const id = dwellingOf.get(t.id)!;
    const dwelling = dwellings.get(id) ?? { id, tenancies: [], meters: [] };
    dwelling.tenancies.push(tenancies.get(t.id)!);
    dwellings.set(id, dwelling);
  }
  const metersOf = new Map<string, typeof data.meters>();
  for (const meter of data.meters) {
    const kind = kindOfMeter({ meterType: meter.meterType as MeterType, hotWater: meter.hotWater });
    const id = units.ofMeter({ dwellingId: meter.dwellingId, tenantId: meter.tenantId });
    // A dwelling nobody rented yet has no tenancy to show its meters to.
    if (!kind || !id || !dwellings.has(id)) continue;
    // The count is built once per meter: every tenancy's figures and averages read the same one.
    dwellings
      .get(id)!
      .meters.push({ kind, unit: meter.unit, series: cumulativeSeries(readingsOf.get(meter.id) ?? []) });
    const own = metersOf.get(id);
    if (own) own.push(meter);
    else metersOf.set(id, [meter]);
  }
  return {
    data,
    dwellings: [...dwellings.values()],
    dwellingOf,
    tenancies,
    /** The meters of a tenancy's dwelling (consumption kinds only). */
    metersOfTenancy: (tenancyId: number) => metersOf.get(dwellingOf.get(tenancyId)!) ?? [],
  };
}

export type ConsumptionModel = ReturnType<typeof consumptionModel>;

export function tenancySeries(model: ConsumptionModel, tenancyId: number, months: readonly Month[]) {
  return monthlyConsumption({
    dwellings: model.dwellings,
    dwellingId: model.dwellingOf.get(tenancyId)!,
    tenancy: model.tenancies.get(tenancyId)!,
    months,
  });
}

/** The gateway meters whose newest reading a tenancy's page shows. */
export const gatewayMetersOf = (model: ConsumptionModel, tenancyId: number) =>
  model.metersOfTenancy(tenancyId).filter((meter) => meter.sourceType === 'gateway');

/**
 * The newest reading of each gateway meter of the dwelling while the tenancy lived there: after
 * moving out a tenant sees no new data. `newest` holds, per meter, the id of its newest reading
 * and its newest one within the tenancy (`repo.newestReadings`).
 */
export function latestReadings(
  model: ConsumptionModel,
  tenancyId: number,
  newest: Awaited<ReturnType<typeof repo.newestReadings>>,
): LatestReading[] {
  const byMeter = new Map(newest.map((n) => [n.meterId, n]));
  const out: LatestReading[] = [];
  for (const meter of gatewayMetersOf(model, tenancyId)) {
    const found = byMeter.get(meter.id);
    const shown = found?.shown;
    if (!shown) continue;
    const milli = milliOf(shown.readingValue);
    if (milli === null) continue;
    const synced = meter.lastSyncAt;
    const at =
      shown.id === found.newestId && synced && todayIso(synced) >= shown.readingDate
        ? synced.toISOString()
        : shown.readingDate;
    out.push({
      meter_number: meter.meterNumber,
      kind: kindOfMeter({ meterType: meter.meterType as MeterType, hotWater: meter.hotWater })!,
      unit: meter.unit,
      value: toPlainDecimal(milli, 3),
      at,
    });
  }
  return out;
}

/**
 * The months asked for: by default the last twelve complete months. At most
 * CONSUMPTION_MAX_MONTHS at once; the running month and later ones are never answered.
 */
export function monthsOf(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): Month[] {
  const last = lastCompleteMonth(today);
  if (query.from !== undefined && !isMonth(query.from))
    throw new ValidationError(texts.fromInvalid, { field: 'from' });
  if (query.to !== undefined && !isMonth(query.to))
    throw new ValidationError(texts.toInvalid, { field: 'to' });
  const to = query.to ?? (query.from !== undefined ? addMonths(query.from, 11) : last);
  const from = query.from ?? addMonths(to, -11);
  if (from > to) throw new ValidationError(texts.rangeReversed, { field: 'from' });
  if (monthSpan(from, to) > CONSUMPTION_MAX_MONTHS)
    throw new ValidationError(texts.rangeTooLong, { field: 'to' });
  return monthsBetween(from, to < last ? to : last);
}

/** How far back the default view looks for months with data. */
const LOOKBACK_MONTHS = 36;

/**
 * The `count` months ending with the newest month that has a figure in any series; the newest
 * `count` months when none has one.
 */
export function lastMonthsWithData(series: readonly ConsumptionSeries[], count: number): ConsumptionSeries[] {
  const withData = series.flatMap((s) => s.months.filter((m) => m.value !== null).map((m) => m.month));
  const newest = withData.sort().at(-1);
  const end = newest ?? series[0]?.months.at(-1)?.month;
  if (end === undefined) return [...series];
  const start = addMonths(end, -(count - 1));
  return series.map((s) => ({ ...s, months: s.months.filter((m) => m.month >= start && m.month <= end) }));
}

export async function tenancyConsumption(
  ctx: AppContext,
  actor: Actor,
  id: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<ConsumptionResponse> {
  const asked = query.from !== undefined || query.to !== undefined;
  const months = monthsOf(query, todayIso(ctx.now()));
  const tenancy = await repo.tenancyOfLogin(ctx.db, actor.userId, id);
  if (!tenancy) throw new NotFoundError(texts.tenancyNotFound);
  // Without a range asked for, the screen opens on the last twelve months that have data: the
  // newest months stay empty until their readings arrive (a metering service reads once a year).
  const looked = asked
    ? months
    : monthsBetween(addMonths(months.at(-1)!, -(LOOKBACK_MONTHS - 1)), months.at(-1)!);
  const model = consumptionModel(
    await repo.propertyMeterData(ctx.db, tenancy.propertyId, readingWindow(looked)),
  );
  const all: ConsumptionSeries[] = tenancySeries(model, id, looked);
  const series = asked ? all : lastMonthsWithData(all, months.length);
  const newest = await repo.newestReadings(
    ctx.db,
    gatewayMetersOf(model, id).map((m) => m.id),
    tenancy.moveIn,
    tenancy.moveOut,
  );
  return { series, latest: latestReadings(model, id, newest) };
}
