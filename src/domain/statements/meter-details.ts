/**
 * The meter facts a tenant's statement shows beside the money: each meter of the dwelling with
 * its states at the tenancy's boundaries and how each state came about, and the consumption
 * comparison §6a Abs. 3 HeizkostenV requires (the previous year's period, the property's
 * average), so every consumption figure can be checked against a reading.
 */
import { addDays, type IsoDate } from '../dates.ts';
import { toPlainDecimal } from '../decimal.ts';
import { cumulativeSeries, type CumulativeSeries } from '../meters/cumulative-series.ts';
import { readingAt, type BoundaryReading } from '../meters/reading-at.ts';
import type { ConsumptionInput } from '../billing/schema.ts';
import type { ConsumptionComparison, MeterShown, MeterState } from '../schemas/statements.ts';
import { meterTexts } from '../texts/meters.ts';
import { dwellingUnitId, dwellingUnits } from './dwelling-units.ts';
import { kindOfMeter } from './meter-kind.ts';
import { milliOf, type StoredBillingData, type StoredMeter, type StoredReading } from './stored-data.ts';

type Kind = ConsumptionInput['kind'];

interface PreparedMeter {
  meter: StoredMeter;
  kind: Kind | null;
  unit: string | undefined;
  series: CumulativeSeries<StoredReading>;
}

export interface MeterDetails {
  metersOf(tenantId: number, from: IsoDate, to: IsoDate): MeterShown[];
  comparisonOf(tenantId: number, from: IsoDate, to: IsoDate): ConsumptionComparison[];
}

/** Kinds the comparison covers: the energy §6a HeizkostenV is about. */
const COMPARED: readonly Kind[] = ['heating', 'hot_water'];

const shiftYear = (day: IsoDate, years: number): IsoDate => {
  const y = Number(day.slice(0, 4)) + years;
  const md = day.slice(5);
  // 29 February of a leap year becomes 28 February.
  if (md === '02-29' && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) return `${y}-02-28`;
  return `${y}-${md}`;
};

function stateOf(prepared: PreparedMeter, lastDay: IsoDate): MeterState | null {
  const raw = readingAt(prepared.series.raw, lastDay);
  if (!raw) return null;
  const estimated = raw.from.some((p) => prepared.series.stored.get(p)?.isEstimated === true);
  return {
    date: lastDay,
    value: toPlainDecimal(raw.value, 3),
    source: estimated
      ? 'estimated'
      : raw.interpolated
        ? 'interpolated'
        : raw.unchanged
          ? 'unchanged'
          : 'read',
  };
}

/** Consumption in thousandths over [from, to], from the count that never falls; null without states. */
function usedOver(prepared: PreparedMeter, from: IsoDate, to: IsoDate): number | null {
  const start: BoundaryReading | null = readingAt(prepared.series.points, addDays(from, -1));
  const end = readingAt(prepared.series.points, to);
  return start && end ? end.value - start.value : null;
}

export function meterDetails(stored: StoredBillingData): MeterDetails {
  const units = dwellingUnits(stored);
  const dwellings = units.ofTenant;
  const tenants = new Map(stored.tenants.map((t) => [t.id, t]));
  const prepared: PreparedMeter[] = stored.meters
    .filter((m) => m.meterType !== 'Einspeisezähler')
    .map((meter) => ({
      meter,
      kind: kindOfMeter(meter),
      unit: units.ofMeter(meter),
      series: cumulativeSeries(meter.readings),
    }));
  const byUnit = new Map<string, PreparedMeter[]>();
  for (const p of prepared) if (p.unit) byUnit.set(p.unit, [...(byUnit.get(p.unit) ?? []), p]);

  /** A dwelling's area: the latest tenancy's with an area, as the mapping takes it. */
  const areaOf = new Map<string, number>();
  for (const t of [...stored.tenants].sort((a, b) => ((a.moveIn ?? '') < (b.moveIn ?? '') ? -1 : 1))) {
    const area = milliOf(t.areaM2);
    if (area !== null && area > 0) areaOf.set(dwellings.get(t.id)!, area);
  }
  // The dwelling's own area wins, as in the mapping.
  for (const d of stored.dwellings ?? []) {
    const area = milliOf(d.areaM2);
    if (area !== null && area > 0) areaOf.set(dwellingUnitId(d.id), area);
  }

  /** The dwelling's consumption of one kind over the dates; null when a meter lacks a state. */
  const dwellingUse = (unit: string, kind: Kind, from: IsoDate, to: IsoDate): number | null => {
    const meters = (byUnit.get(unit) ?? []).filter((p) => p.kind === kind);
    if (meters.length === 0) return null;
    let sum = 0;
    for (const p of meters) {
      const used = usedOver(p, from, to);
      if (used === null) return null;
      sum += used;
    }
    return sum;
  };

  // The property average for the same dates is the same for every tenancy with those dates.
  const averages = new Map<string, { used: number; area: number } | null>();
  const averageOver = (kind: Kind, from: IsoDate, to: IsoDate) => {
    const key = `${kind}|${from}|${to}`;
    if (averages.has(key)) return averages.get(key)!;
    let used = 0;
    let area = 0;
    for (const unit of byUnit.keys()) {
      const a = areaOf.get(unit);
      const u = dwellingUse(unit, kind, from, to);
      if (a === undefined || u === null) continue;
      used += u;
      area += a;
    }
    const value = area > 0 ? { used, area } : null;
    averages.set(key, value);
    return value;
  };

  return {
    metersOf(tenantId, from, to) {
      const unit = dwellings.get(tenantId);
      return (unit ? (byUnit.get(unit) ?? []) : []).map((p) => {
        const used = usedOver(p, from, to);
        return {
          meter_id: p.meter.id,
          meter_number: p.meter.meterNumber,
          meter_type: p.kind === 'hot_water' ? meterTexts.hotWaterType : p.meter.meterType,
          unit: p.meter.unit,
          start: stateOf(p, addDays(from, -1)),
          end: stateOf(p, to),
          consumption: used === null ? null : toPlainDecimal(used, 3),
          exchange: p.series.drops.some(
            (r) => r.readingDate >= addDays(from, -1) && r.readingDate <= addDays(to, 1),
          ),
        };
      });
    },

    comparisonOf(tenantId, from, to) {
      const unit = dwellings.get(tenantId);
      const tenant = tenants.get(tenantId);
      if (!unit || !tenant) return [];
      const out: ConsumptionComparison[] = [];
      for (const kind of COMPARED) {
        const meters = (byUnit.get(unit) ?? []).filter((p) => p.kind === kind);
        const current = dwellingUse(unit, kind, from, to);
        if (meters.length === 0 || current === null) continue;
        // The previous year counts only where this tenant lived there then: another household's
        // consumption says nothing about this one's.
        const prevFrom = shiftYear(from, -1);
        const prevTo = shiftYear(to, -1);
        const livedThere = (tenant.moveIn ?? prevFrom) <= prevFrom;
        const previous = livedThere ? dwellingUse(unit, kind, prevFrom, prevTo) : null;
        const average = averageOver(kind, from, to);
        const area = areaOf.get(unit);
        const scaled =
          average && area !== undefined ? Math.round((average.used * area) / average.area) : null;
        out.push({
          kind,
          unit: meters[0]!.meter.unit,
          current: toPlainDecimal(current, 3),
          previous_year: previous === null ? null : toPlainDecimal(previous, 3),
          property_average: scaled === null ? null : toPlainDecimal(scaled, 3),
        });
      }
      return out;
    },
  };
}
