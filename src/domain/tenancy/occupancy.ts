import { addDays, isoDateOf, type IsoDate } from '../dates.ts';

/** A tenancy (or explicit vacancy) of one dwelling as occupancy sees it. */
export interface OccupyingTenancy {
  readonly id: number;
  /** null: since forever. */
  readonly moveIn: IsoDate | null;
  /** null: open end. */
  readonly moveOut: IsoDate | null;
  /** An explicit 'Leerstand' record: the dwelling is empty, the landlord bears its share. */
  readonly vacancy: boolean;
}

export interface OccupancyPeriod {
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly kind: 'tenancy' | 'vacancy';
  /** The tenancy or explicit vacancy record; null for days no record covers. */
  readonly tenant_id: number | null;
}

/** Two periods overlap when neither ends before the other begins; null ends are open. */
export function periodsOverlap(
  a: { moveIn: IsoDate | null; moveOut: IsoDate | null },
  b: { moveIn: IsoDate | null; moveOut: IsoDate | null },
): boolean {
  const aStartsAfterB = a.moveIn !== null && b.moveOut !== null && a.moveIn > b.moveOut;
  const bStartsAfterA = b.moveIn !== null && a.moveOut !== null && b.moveIn > a.moveOut;
  return !aStartsAfterB && !bStartsAfterA;
}

/**
 * The periods of a dwelling in a calendar year: each tenancy's days within the year, and the days
 * no tenancy covers as vacancy (the landlord's share, §556a Abs. 1 BGB). The periods cover the
 * year exactly, in order, without overlap. Saving refuses overlapping tenancies; should older
 * data still hold some, the later one counts from the day after the earlier one ends.
 */
export function occupancyPeriods(year: number, tenancies: readonly OccupyingTenancy[]): OccupancyPeriod[] {
  const first = isoDateOf(year, 1, 1);
  const last = isoDateOf(year, 12, 31);
  const within = tenancies
    .map((t) => ({
      t,
      from: t.moveIn === null || t.moveIn < first ? first : t.moveIn,
      to: t.moveOut === null || t.moveOut > last ? last : t.moveOut,
    }))
    .filter((p) => p.from <= p.to)
    .sort((a, b) => (a.from === b.from ? a.t.id - b.t.id : a.from < b.from ? -1 : 1));

  const periods: OccupancyPeriod[] = [];
  let next = first; // the first day not yet covered
  let done = false;
  for (const p of within) {
    if (done || p.to < next) continue;
    const from = p.from < next ? next : p.from;
    if (from > next) periods.push({ from: next, to: addDays(from, -1), kind: 'vacancy', tenant_id: null });
    periods.push({ from, to: p.to, kind: p.t.vacancy ? 'vacancy' : 'tenancy', tenant_id: p.t.id });
    if (p.to === last) done = true;
    else next = addDays(p.to, 1);
  }
  if (!done) periods.push({ from: next, to: last, kind: 'vacancy', tenant_id: null });
  return periods;
}
