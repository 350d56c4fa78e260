/**
 * A tenancy as the payments see it: who may have paid (names, IBANs), what was agreed (the annual
 * advance) and when the tenancy ran. Dates are ISO; a null move-in or move-out is open.
 */
import type { IsoDate } from '../dates.ts';

export interface PaymentTenancy {
  tenant_id: number;
  last_name: string;
  company: string | null;
  /** A number the landlord and tenant use for the tenancy (e.g. the tenant's id), matched as a whole word. */
  tenant_number: string | null;
  /** The tenant's IBANs, normalised (see bank/iban.ts). */
  ibans: readonly string[];
  /** The agreed advance of a year in cents (`annual_advance_cents`); null when none is agreed. */
  annual_advance_cents: number | null;
  move_in: IsoDate | null;
  move_out: IsoDate | null;
}

/** The days of `year` the tenancy covers, or null when it lies outside the year. */
export function tenancyWithinYear(
  t: Pick<PaymentTenancy, 'move_in' | 'move_out'>,
  year: number,
): { from: IsoDate; to: IsoDate } | null {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const from = t.move_in !== null && t.move_in > first ? t.move_in : first;
  const to = t.move_out !== null && t.move_out < last ? t.move_out : last;
  return from <= to ? { from, to } : null;
}

/** Whether the tenancy runs on `date`. */
export const tenancyCovers = (t: Pick<PaymentTenancy, 'move_in' | 'move_out'>, date: IsoDate): boolean =>
  (t.move_in === null || t.move_in <= date) && (t.move_out === null || date <= t.move_out);

/** Whether the tenant had moved out before `date`: nothing booked after the move-out is theirs. */
export const movedOutBefore = (t: Pick<PaymentTenancy, 'move_out'>, date: IsoDate): boolean =>
  t.move_out !== null && t.move_out < date;
