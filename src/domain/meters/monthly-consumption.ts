/**
 * Monthly consumption of a dwelling's meters and the comparisons the monthly consumption
 * information must give (§6a Abs. 2 HeizkostenV: the previous month, the same month of the
 * previous year, and the average user of the same user category). Pure: the caller loads the rows.
 *
 * - A reading dated D is the meter's state at the end of day D. A month's consumption is the state
 *   at the end of its last day minus the state at the end of the previous month's last day.
 * - Only a reading on that very day is a read state. Unlike the yearly statement (`readingAt`,
 *   where a metering service's reading of 1 January still counts for 31 December), a reading of
 *   the next day is not the boundary here: it lies a day off, which matters in a month, so the
 *   state is interpolated linearly by days between the nearest readings before and after, and
 *   the month is marked estimated.
 * - Nothing is extrapolated: before a meter's first or after its last reading there is no state,
 *   and the month has no figure (null).
 * - Counting goes on over meter exchanges (`cumulativeSeries`): a lower reading adds nothing.
 */
import { CONSUMPTION_KINDS } from '../billing/schema.ts';
import { daysInMonth, toEpochDay, type IsoDate } from '../dates.ts';
import { toPlainDecimal } from '../decimal.ts';
import type { ConsumptionSeries } from '../schemas/tenant-portal.ts';
import type { CumulativeSeries } from './cumulative-series.ts';
import { firstAfter } from './neighbours.ts';
import type { BoundaryReading, DatedReading } from './reading-at.ts';

type ConsumptionKind = (typeof CONSUMPTION_KINDS)[number];

/** A calendar month, 'YYYY-MM'. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  const m = MONTH.exec(value);
  return !!m && Number(m[1]) >= 1;
}

const indexOf = (month: Month) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const fromIndex = (index: number): Month =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

export const addMonths = (month: Month, n: number): Month => fromIndex(indexOf(month) + n);
/** Months from `from` to `to`, both included; empty when `to` lies before `from`. */
export const monthsBetween = (from: Month, to: Month): Month[] => {
  const out: Month[] = [];
  for (let i = indexOf(from); i <= indexOf(to); i++) out.push(fromIndex(i));
  return out;
};
/** Number of months from `from` to `to`, both included. */
export const monthSpan = (from: Month, to: Month) => indexOf(to) - indexOf(from) + 1;
export const firstDayOf = (month: Month): IsoDate => `${month}-01`;
export const lastDayOf = (month: Month): IsoDate =>
  `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, '0')}`;
/**
 * The days whose readings the figures of these months need: the months themselves, the month
 * before each (its start state and the previous-month comparison) and the same month a year
 * earlier with its previous month's end. A state on a day in it also needs the last reading
 * before and the first after the window (interpolation), which the caller adds per meter.
 * Null for no months: nothing is needed.
 */
export function readingWindow(months: readonly Month[]): { from: IsoDate; to: IsoDate } | null {
  if (months.length === 0) return null;
  const first = months.reduce((a, b) => (b < a ? b : a));
  const last = months.reduce((a, b) => (b > a ? b : a));
  return { from: lastDayOf(addMonths(first, -13)), to: lastDayOf(last) };
}

/** The running month is never reported: the last complete month is the one before today's. */
export const lastCompleteMonth = (today: IsoDate): Month => addMonths(today.slice(0, 7), -1);

/**
 * The meter state at the end of `day`: the last reading dated that day, else interpolated
 * linearly by days between the nearest readings before and after (integer thousandths, rounded
 * half away from zero), else none. `points` must be in date order.
 */
export function stateAtEndOf(points: readonly DatedReading[], day: IsoDate): BoundaryReading | null {
  const next = firstAfter(points, day);
  const exact = points[next - 1];
  if (exact?.date === day) return { value: exact.milli, interpolated: false, from: [exact] };
  const before = exact;
  const after = points[next];
  if (!before || !after) return null;
  const span = toEpochDay(after.date) - toEpochDay(before.date);
  const elapsed = toEpochDay(day) - toEpochDay(before.date);
  const delta = after.milli - before.milli;
  const step = Math.sign(delta) * Math.round((Math.abs(delta) * elapsed) / span);
  return { value: before.milli + step, interpolated: true, from: [before, after] };
}

export interface MonthFigure {
  /** Thousandths of the meter's unit. */
  milli: number;
  /** A boundary was interpolated, or rests on a reading flagged as estimated (§9a HeizkostenV). */
  estimated: boolean;
}

/** One meter's month; null when a boundary has no state. */
export function meterMonth(series: CumulativeSeries, month: Month): MonthFigure | null {
  const start = stateAtEndOf(series.points, lastDayOf(addMonths(month, -1)));
  const end = stateAtEndOf(series.points, lastDayOf(month));
  if (!start || !end) return null;
  const flagged = [start, end].some((s) => s.from.some((p) => series.stored.get(p)?.isEstimated === true));
  return { milli: end.value - start.value, estimated: start.interpolated || end.interpolated || flagged };
}

/**
 * The month of several meters summed; null as soon as one of them has no figure, so that a month
 * is never shown smaller than it was. Meters without any reading count nothing and are left out.
 */
export function metersMonth(series: readonly CumulativeSeries[], month: Month): MonthFigure | null {
  const read = series.filter((s) => s.points.length > 0);
  if (read.length === 0) return null;
  let milli = 0;
  let estimated = false;
  for (const s of read) {
    const figure = meterMonth(s, month);
    if (!figure) return null;
    milli += figure.milli;
    estimated ||= figure.estimated;
  }
  return { milli, estimated };
}

// ---------------------------------------------------------------- the portal's series

export interface PortalMeter {
  kind: ConsumptionKind;
  unit: string;
  /** The meter's readings as a count (`cumulativeSeries`), built once per meter and reused. */
  series: CumulativeSeries;
}

export interface PortalTenancy {
  id: number;
  moveIn: IsoDate | null;
  moveOut: IsoDate | null;
  /** Living area in thousandths of m² (`tenants.area_m2`); null when not stored. */
  areaMilli: number | null;
}

/** A dwelling: a chain of tenancies (see `dwellingIds`) and the meters assigned to any of them. */
export interface PortalDwelling {
  id: string;
  tenancies: readonly PortalTenancy[];
  meters: readonly PortalMeter[];
}

/**
 * Whether a month belongs to a tenancy: it lived there from the month's first to its last day.
 * A month shared with a predecessor or successor is not shown, so no tenant sees another's use,
 * and a tenant who has moved out sees no month after it (the dwelling's meters go on counting).
 */
export function tenancyCoversMonth(t: Pick<PortalTenancy, 'moveIn' | 'moveOut'>, month: Month): boolean {
  return (t.moveIn ?? '0000-01-01') <= firstDayOf(month) && (t.moveOut ?? '9999-12-31') >= lastDayOf(month);
}

/** The area the dwelling counts with in a month: its occupant's at the month's end, else the latest stored. */
function areaInMonth(dwelling: PortalDwelling, month: Month): number | null {
  const end = lastDayOf(month);
  const withArea = dwelling.tenancies.filter((t) => t.areaMilli !== null);
  const living = withArea.find(
    (t) => (t.moveIn ?? '0000-01-01') <= end && (t.moveOut ?? '9999-12-31') >= end,
  );
  if (living) return living.areaMilli;
  const latest = [...withArea].sort((a, b) => ((a.moveIn ?? '') < (b.moveIn ?? '') ? 1 : -1))[0];
  return latest?.areaMilli ?? null;
}

/** round(a · b / c) half away from zero, exact for any size (BigInt). */
function mulDiv(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  const sign = n < 0n !== d < 0n ? -1n : 1n;
  const abs = (x: bigint) => (x < 0n ? -x : x);
  const q = (2n * abs(n) + abs(d)) / (2n * abs(d));
  return Number(sign * q);
}

type SeriesKey = string;
const keyOf = (kind: string, unit: string): SeriesKey => `${kind}\u0000${unit}`;

export interface MonthlyConsumptionInput {
  /** Every dwelling of the property, the tenant's own included. */
  dwellings: readonly PortalDwelling[];
  /** The tenant's dwelling and tenancy. */
  dwellingId: string;
  tenancy: PortalTenancy;
  /** The months to answer, in order; complete months only (the caller cuts off the running one). */
  months: readonly Month[];
}

/**
 * The tenancy's consumption per kind (and unit: allocator units and kWh are never added up) for
 * each month asked, with the three comparisons. A month outside the tenancy answers nulls.
 *
 * `property_average` is area-weighted over the property's dwellings with meters of the same kind
 * and unit, the tenant's own included: their summed consumption divided by their summed area,
 * times this dwelling's area. Dwellings without a figure for the month or without an area are
 * left out; it is null without this dwelling's area.
 */
export function monthlyConsumption(input: MonthlyConsumptionInput): ConsumptionSeries[] {
  const groups = new Map<SeriesKey, Array<{ dwelling: PortalDwelling; series: CumulativeSeries[] }>>();
  for (const dwelling of input.dwellings) {
    const byKey = new Map<SeriesKey, CumulativeSeries[]>();
    for (const meter of dwelling.meters) {
      const key = keyOf(meter.kind, meter.unit);
      const same = byKey.get(key);
      if (same) same.push(meter.series);
      else byKey.set(key, [meter.series]);
    }
    for (const [key, series] of byKey) {
      const members = groups.get(key);
      if (members) members.push({ dwelling, series });
      else groups.set(key, [{ dwelling, series }]);
    }
  }
  const own = input.dwellings.find((d) => d.id === input.dwellingId);
  if (!own) return [];
  const ownKeys = [...new Set(own.meters.map((m) => keyOf(m.kind, m.unit)))];
  const kindOrder: readonly string[] = CONSUMPTION_KINDS;
  ownKeys.sort((a, b) => {
    const [ka, ua] = a.split('\u0000') as [string, string];
    const [kb, ub] = b.split('\u0000') as [string, string];
    return kindOrder.indexOf(ka) - kindOrder.indexOf(kb) || (ua < ub ? -1 : ua > ub ? 1 : 0);
  });

  const plain = (milli: number | null | undefined) => (milli == null ? null : toPlainDecimal(milli, 3));
  return ownKeys.map((key) => {
    const [kind, unit] = key.split('\u0000') as [ConsumptionKind, string];
    const members = groups.get(key)!;
    const mine = members.find((m) => m.dwelling.id === own.id)!;
    const ownMonth = (month: Month) =>
      tenancyCoversMonth(input.tenancy, month) ? metersMonth(mine.series, month) : null;
    const average = (month: Month): number | null => {
      const area = input.tenancy.areaMilli;
      if (area === null) return null;
      let sum = 0;
      let areas = 0;
      for (const member of members) {
        const figure = metersMonth(member.series, month);
        const memberArea = member.dwelling.id === own.id ? area : areaInMonth(member.dwelling, month);
        if (!figure || memberArea === null || memberArea <= 0) continue;
        sum += figure.milli;
        areas += memberArea;
      }
      return areas > 0 ? mulDiv(sum, area, areas) : null;
    };
    return {
      kind,
      unit,
      months: input.months.map((month) => {
        const covered = tenancyCoversMonth(input.tenancy, month);
        const figure = ownMonth(month);
        return {
          month,
          value: plain(figure?.milli),
          estimated: figure?.estimated ?? false,
          previous_month: covered ? plain(ownMonth(addMonths(month, -1))?.milli) : null,
          same_month_last_year: covered ? plain(ownMonth(addMonths(month, -12))?.milli) : null,
          property_average: covered ? plain(average(month)) : null,
        };
      }),
    };
  });
}
