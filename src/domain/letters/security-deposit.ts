/**
 * The security deposit of a tenancy of a dwelling (§ 551 BGB).
 * - At most three monthly rents without the operating costs shown as a flat rate or advance
 *   (§ 551 Abs. 1 BGB): three net rents (Nettokaltmiete). An agreement above that is void as far
 *   as it exceeds the limit (§ 551 Abs. 4 BGB), so the letter refuses it.
 * - The tenant may pay it in three equal monthly instalments; the first is due at the start of the
 *   tenancy, the others with the two rents that follow (§ 551 Abs. 2 BGB). Rent is due by the third
 *   working day of the month (§ 556b Abs. 1 BGB; the Saturday does not count, BGH VIII ZR 129/09).
 *   A remainder of the division falls on the first instalments, one cent each.
 */
import type { IsoDate } from '../dates.ts';
import { ValidationError } from '../errors.ts';
import type { Cents } from '../money.ts';
import { letterRuleTexts } from '../texts/letters.ts';
import { nthWorkingDayOfMonth } from './receipt-date.ts';

export function maxDepositCents(netRentCents: Cents): Cents {
  return 3 * netRentCents;
}

/** Refuses a deposit above three net rents, naming the maximum. */
export function checkDeposit(depositCents: Cents, netRentCents: Cents): void {
  const max = maxDepositCents(netRentCents);
  if (depositCents > max) throw new ValidationError(letterRuleTexts.depositTooHigh(max));
}

export interface DepositInstalment {
  readonly number: 1 | 2 | 3;
  readonly due: IsoDate;
  readonly cents: Cents;
}

/** The three instalments of § 551 Abs. 2 BGB for a tenancy starting on `tenancyStart`. */
export function depositInstalments(depositCents: Cents, tenancyStart: IsoDate): DepositInstalment[] {
  const base = Math.floor(depositCents / 3);
  const rest = depositCents - 3 * base;
  const y = Number(tenancyStart.slice(0, 4));
  const m = Number(tenancyStart.slice(5, 7));
  const rentDue = (k: number) => {
    const idx = y * 12 + (m - 1) + k;
    return nthWorkingDayOfMonth(Math.floor(idx / 12), (idx % 12) + 1, 3);
  };
  return ([1, 2, 3] as const).map((number) => ({
    number,
    due: number === 1 ? tenancyStart : rentDue(number - 1),
    cents: base + (number <= rest ? 1 : 0),
  }));
}
