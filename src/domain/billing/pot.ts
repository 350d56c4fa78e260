import { billingInputTexts } from '../texts/billing.ts';
import { BillingInputError } from './errors.ts';
import { largestRemainder, ZeroBasisError, type TieRanks } from './largest-remainder.ts';
import type { CostKey, Distribution } from './types.ts';

/** One amount distributed over all occupancies with one basis. */
export interface Pot {
  readonly cost: string;
  readonly name: string;
  readonly key: CostKey;
  readonly section: 'operating' | 'heating' | 'hot_water';
  /** Full amount of the cost line (before the non-allocable part is removed). */
  readonly amountCents: number;
  /** Amount that is distributed. */
  readonly totalCents: number;
  readonly distribution: Distribution;
  readonly shares: number[];
  /** Occupancies the pot belongs to (a user group's heating pots); all when absent. */
  readonly members?: readonly boolean[];
}

export function distribute(
  totalCents: number,
  distribution: Distribution,
  ids: readonly string[] | TieRanks,
  field: string,
  basisName: string,
): number[] {
  try {
    return largestRemainder(totalCents, distribution.weights, ids);
  } catch (e) {
    if (e instanceof ZeroBasisError) {
      throw new BillingInputError(field, billingInputTexts.basisZero(basisName));
    }
    throw e;
  }
}
