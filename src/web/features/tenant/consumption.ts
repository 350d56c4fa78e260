import { parseAddress } from '../../../domain/address.ts';
import { formatDateDe, formatTimeDe, todayIso, type IsoDate } from '../../../domain/dates.ts';
import { formatDecimalDe, formatQuantityDe, parseDecimalPlain } from '../../../domain/decimal.ts';
import { consumptionKindLabels, monthNames, tenantPortalTexts } from '../../../domain/texts/index.ts';
import type { ReceivedStatement } from '../../api/statements.ts';
import type { ConsumptionRange, ConsumptionSeries, Tenancy } from '../../api/tenant-portal.ts';
import { paths } from '../../routing/paths.ts';

/** "2025-03" → year and month (1–12). */
function splitMonth(month: string): { year: number; month: number } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { year, month: m };
}

/** The month `count` months after (or before, when negative) a "YYYY-MM" month. */
export function addMonths(month: string, count: number): string {
  const { year, month: m } = splitMonth(month);
  const index = year * 12 + (m - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "2025-03" → "Mär 25" on a chart axis, "März 2025" in tables and sentences. */
export function monthLabel(month: string, style: 'short' | 'long'): string {
  const { year, month: m } = splitMonth(month);
  const name = monthNames[style][m - 1] ?? month;
  return style === 'short' ? `${name} ${String(year).slice(-2)}` : `${name} ${year}`;
}

/** A decimal string of the API in thousandths; null stays null (no figure, never a zero). */
export function thousandths(value: string | null): number | null {
  return value === null ? null : parseDecimalPlain(value, { places: 3 });
}

/** A decimal string of the API in German notation ("1234.500" → "1.234,5"); null for none. */
export function formatQuantity(value: string | null): string | null {
  const scaled = thousandths(value);
  return scaled === null ? null : formatDecimalDe(scaled, 3, 0);
}

/** A chart number (a value in units, as recharts hands it back) in German notation. */
export function formatChartNumber(value: number): string {
  return formatQuantityDe(value, 3);
}

/**
 * One bar per month. A month's value goes into `read` or `estimated`, never both, so the two
 * stacked series draw one bar per month whose colour tells whether it rests on an interpolated
 * month end. A month without a figure has neither: the chart leaves a gap.
 */
export interface ChartRow {
  month: string;
  label: string;
  read: number | null;
  estimated: number | null;
}

export function chartRows(series: ConsumptionSeries): ChartRow[] {
  return series.months.map((m) => {
    const scaled = thousandths(m.value);
    const value = scaled === null ? null : scaled / 1000;
    return {
      month: m.month,
      label: monthLabel(m.month, 'short'),
      read: m.estimated ? null : value,
      estimated: m.estimated ? value : null,
    };
  });
}

/** The months without a figure, named in full ("Januar 2025, Februar 2025"), or null when none. */
export function gapMonths(series: ConsumptionSeries): string | null {
  const gaps = series.months.filter((m) => m.value === null).map((m) => monthLabel(m.month, 'long'));
  return gaps.length ? gaps.join(', ') : null;
}

export const hasEstimated = (series: ConsumptionSeries) =>
  series.months.some((m) => m.estimated && m.value !== null);

/** Whether any month of any series carries a figure; otherwise the screen says there is no data yet. */
export const hasAnyValue = (series: readonly ConsumptionSeries[]) =>
  series.some((s) => s.months.some((m) => m.value !== null));

const ENERGY_UNITS: readonly string[] = ['kWh', 'MWh'];

/** Heating shown in the meters' own unit (allocator units): not converted, because no factor is set. */
export const unconvertedHeating = (series: ConsumptionSeries) =>
  series.kind === 'heating' && !ENERGY_UNITS.includes(series.unit);

const KIND_ORDER: readonly string[] = [
  'heating',
  'heat',
  'hot_water',
  'cold_water',
  'gas',
  'electricity',
  'other',
];

/** Heating first, then water, then the rest, as the consumption information puts them. */
export function orderedSeries(series: readonly ConsumptionSeries[]): ConsumptionSeries[] {
  const rank = (kind: string) => {
    const index = KIND_ORDER.indexOf(kind);
    return index === -1 ? KIND_ORDER.length : index;
  };
  return [...series].sort((a, b) => rank(a.kind) - rank(b.kind));
}

export const kindLabel = (kind: ConsumptionSeries['kind']) => consumptionKindLabels[kind] ?? kind;

/** A tenancy that ended before today: it keeps its history but gets no new consumption months. */
export function hasEnded(tenancy: Pick<Tenancy, 'to'>, today: IsoDate): boolean {
  return tenancy.to !== null && tenancy.to < today;
}

/**
 * The months to ask for. A current tenancy takes the server's default, the last twelve complete
 * months. A former tenant's range ends with the month of moving out (complete months only), so
 * the screen shows the time the tenant lived there rather than an empty year after it.
 */
export function consumptionRange(
  tenancy: Pick<Tenancy, 'from' | 'to'>,
  today: IsoDate,
): ConsumptionRange | null {
  if (!hasEnded(tenancy, today)) return null;
  const runningMonth = today.slice(0, 7);
  const moveOutMonth = tenancy.to!.slice(0, 7);
  const to = moveOutMonth < runningMonth ? moveOutMonth : addMonths(runningMonth, -1);
  let from = addMonths(to, -11);
  const moveInMonth = tenancy.from?.slice(0, 7);
  if (moveInMonth && moveInMonth > from) from = moveInMonth <= to ? moveInMonth : to;
  return { from, to };
}

/** "Lindenstraße 12" as the tile's title, "10115 Berlin" beneath it. */
export function tenancyAddressLines(tenancy: Pick<Tenancy, 'property'>): [string, string] {
  const { street, house_number, zip, city } = tenancy.property;
  return [`${street} ${house_number}`.trim(), `${zip} ${city}`.trim()];
}

export const tenancyAddress = (tenancy: Pick<Tenancy, 'property'>) => tenancyAddressLines(tenancy).join(', ');

const same = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('de-DE').replace(/\s+/g, ' ') ===
  b.trim().toLocaleLowerCase('de-DE').replace(/\s+/g, ' ');

/**
 * The delivered statements of one tenancy: same property address and a period that overlaps the
 * tenancy's. The statements list carries the property's one-line address but no tenancy id, and
 * the tenancy carries the address in parts, so both are compared part by part.
 */
export function statementsOfTenancy(
  statements: readonly ReceivedStatement[],
  tenancy: Pick<Tenancy, 'property' | 'from' | 'to'>,
): ReceivedStatement[] {
  const { street, house_number, zip, city } = tenancy.property;
  return statements.filter((s) => {
    const parts = parseAddress(s.address);
    const sameAddress =
      same(parts.streetName, street) &&
      same(parts.houseNumber, house_number) &&
      same(parts.zip, zip) &&
      same(parts.city, city);
    const overlaps =
      (tenancy.from === null || s.to >= tenancy.from) && (tenancy.to === null || s.from <= tenancy.to);
    return sameAddress && overlaps;
  });
}

/** When a gateway meter last reported: date and Berlin time for a timestamp, the date for a reading day. */
export function readingTime(at: string): { date: string; time: string | null } {
  if (!at.includes('T')) return { date: formatDateDe(at), time: null };
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return { date: formatDateDe(at), time: null };
  return { date: formatDateDe(todayIso(instant)), time: formatTimeDe(instant) };
}

/** The deep link of a tenancy's detail screen. */
export const tenancyLink = (id: number) => `${paths.tenantPropertyDetail}?id=${id}`;

/** "Mietbeginn 01.04.2019", "Mietzeitraum 01.01.2018 – 30.06.2024" or "bis …"; null when unknown. */
export function periodText(tenancy: Pick<Tenancy, 'from' | 'to'>): string | null {
  const texts = tenantPortalTexts.dashboard;
  const { from, to } = tenancy;
  if (from && to) return texts.period(formatDateDe(from), formatDateDe(to));
  if (from) return texts.since(formatDateDe(from));
  if (to) return texts.until(formatDateDe(to));
  return null;
}

export interface LandlordContact {
  landlord: Tenancy['landlord'];
  addresses: string[];
}

/** One card per landlord: a tenant who moved within one landlord's houses sees it once. */
export function landlordContacts(tenancies: readonly Tenancy[]): LandlordContact[] {
  const byKey = new Map<string, LandlordContact>();
  for (const tenancy of tenancies) {
    const { name, email, phone } = tenancy.landlord;
    const key = [name, email ?? '', phone ?? ''].join('\u0000');
    const entry = byKey.get(key) ?? { landlord: tenancy.landlord, addresses: [] };
    const address = tenancyAddress(tenancy);
    if (!entry.addresses.includes(address)) entry.addresses.push(address);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}
