import { euroToCents, type Cents } from '../../../../domain/money.ts';
import type { DraftContent } from './draft.ts';

const cents = (euro: number | null): Cents => (euro === null ? 0 : (euroToCents(euro) ?? 0));

export interface DraftTotals {
  heating: Cents;
  general: Cents;
  costs: Cents;
  advances: Cents;
  /** Costs minus advances: positive or zero is a back-payment, negative a refund. */
  balance: Cents;
}

/** Sums in integer cents; the euro numbers of the draft are converted digit by digit, never added as floats. */
export function draftTotals(draft: DraftContent): DraftTotals {
  const heating = draft.costs
    .filter((c) => c.group === 'heating')
    .reduce((sum, c) => sum + cents(c.amount), 0);
  const general = draft.costs
    .filter((c) => c.group === 'general')
    .reduce((sum, c) => sum + cents(c.amount), 0);
  const advances = draft.tenants.reduce((sum, t) => sum + cents(t.monthly_advance), 0);
  return { heating, general, costs: heating + general, advances, balance: heating + general - advances };
}
