// Source: §35a Abs. 2, 3 EStG (labour in operating costs, certified per tenant).
/**
 * §35a EStG: labour costs contained in allocable operating costs, certified
 * per tenant so that they can be claimed as household services (Abs. 2) or
 * craftsmen's services (Abs. 3).
 */
import { largestRemainder, type TieRanks } from './largest-remainder.ts';
import { floorDiv } from './rational.ts';
import type { Section35aKind } from './types.ts';

export interface LabourOutcome {
  readonly kind: Section35aKind;
  /** null when the labour amount is not certifiable (below 0 or above the line amount). */
  readonly shares: number[] | null;
  readonly allocableLabourCents: number;
}

/**
 * The labour part follows the line: only its allocable fraction is passed on
 * (rounded down, so no more is certified than was paid), and it is split with
 * the line's own weights.
 */
export function labourShares(
  labourCents: number,
  kind: Section35aKind,
  amountCents: number,
  allocableCents: number,
  weights: readonly bigint[],
  ids: readonly string[] | TieRanks,
): LabourOutcome {
  if (labourCents < 0 || labourCents > amountCents) return { kind, shares: null, allocableLabourCents: 0 };
  const allocableLabour =
    amountCents === 0
      ? 0
      : Number(floorDiv(BigInt(labourCents) * BigInt(allocableCents), BigInt(amountCents)));
  const shares =
    allocableLabour === 0
      ? new Array<number>(weights.length).fill(0)
      : largestRemainder(allocableLabour, weights, ids);
  return { kind, shares, allocableLabourCents: allocableLabour };
}
