/**
 * The advance payments one tenancy is credited on the statement, from the stored annual figure and
 * the year's billing draft (§556 Abs. 2 and 3 BGB), or from what reached the property's account.
 *
 * As agreed: the tenancy's figure (`tenants.annual_advance_cents`, else the draft's figure where the
 * tenancy has none) is a rate: a twelfth of it per month, credited for the months of the tenancy in
 * the period (`creditedAdvance`). The draft copies the tenancy's figure when it is created; where
 * the landlord has entered a different figure in the draft, that figure is what the tenant actually
 * paid in the year and is credited as entered. Where such an entered figure is more than the months
 * of the tenancy give, a warning asks the landlord to check it.
 *
 * As received: the statement sets the costs against the advances the tenant paid (§556 Abs. 3 BGB),
 * so the credits assigned to the tenant and booked within the tenancy's days of the period are
 * credited, whatever was agreed or entered; months without a payment show as zero.
 */
import { creditedAdvance, type AdvanceCredit } from '../billing/advance-payments.ts';
import type { IsoDate } from '../dates.ts';
import { monthKey } from '../payments/monthly-dues.ts';
import { receivedByMonth, receivedInPeriod } from '../payments/received.ts';
import type { DraftTenant } from '../schemas/billing-drafts.ts';
import type { ReceivedMonth } from '../schemas/statements.ts';
import { statementTexts } from '../texts/statements.ts';
import {
  centsOf,
  tenantName,
  type MappingNote,
  type StoredAdvances,
  type StoredTenant,
} from './stored-data.ts';

export interface TenancyAdvance {
  creditedCents: number;
  /** The tenancy's agreed monthly advance (a twelfth of its annual figure), rounded to the cent; null: none agreed. */
  monthlyCents: number | null;
  /** The months credited as agreed; null where the draft's entered figure or the received credits are credited. */
  credit: AdvanceCredit | null;
  /** As received: each month of the tenancy in the period with the credits booked in it; null as agreed. */
  received: ReceivedMonth[] | null;
}

export function tenancyAdvance(
  tenant: StoredTenant,
  entry: DraftTenant | undefined,
  from: IsoDate,
  to: IsoDate,
  notes: MappingNote[],
  advances?: StoredAdvances,
): TenancyAdvance | null {
  const stored = tenant.annualAdvanceCents;
  const drafted = centsOf(entry?.monthly_advance, entry?.annual_advance_cents);
  const annual = stored ?? drafted;
  if (advances?.basis === 'received') return receivedAdvance(tenant.id, annual, from, to, advances);
  if (annual === null) return null;
  const credit = creditedAdvance(annual, from, to);
  if (drafted === null || stored === null || drafted === stored)
    return { creditedCents: credit.creditedCents, monthlyCents: credit.monthlyCents, credit, received: null };
  if (drafted > credit.creditedCents)
    notes.push({
      kind: 'advance_above_share',
      message: statementTexts.advanceAboveShare(tenantName(tenant), drafted, credit.creditedCents),
      tenantId: tenant.id,
    });
  return { creditedCents: drafted, monthlyCents: credit.monthlyCents, credit: null, received: null };
}

/** The credits booked within [from, to], in total and per month of the tenancy ("YYYY-MM", zero without one). */
function receivedAdvance(
  tenantId: number,
  annual: number | null,
  from: IsoDate,
  to: IsoDate,
  advances: StoredAdvances,
): TenancyAdvance {
  const within = advances.bookings.filter((b) => b.booking_date >= from && b.booking_date <= to);
  const byMonth = receivedByMonth(within, tenantId, Number(from.slice(0, 4)));
  return {
    creditedCents: receivedInPeriod(advances.bookings, tenantId, from, to),
    monthlyCents: annual === null ? null : creditedAdvance(annual, from, to).monthlyCents,
    credit: null,
    received: monthsBetween(from, to).map((month) => ({ month, amount_cents: byMonth.get(month) ?? 0 })),
  };
}

/** The months "YYYY-MM" from the one of `from` to the one of `to`. */
function monthsBetween(from: IsoDate, to: IsoDate): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = monthKey(year, month);
    if (key > last) return months;
    months.push(key);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}
