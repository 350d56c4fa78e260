export type BalanceKind = 'backPayment' | 'credit' | 'settled';

/**
 * A statement's balance as landlord and tenant read it: positive is a back-payment (Nachzahlung),
 * negative a credit (Guthaben); the amount is shown without its sign.
 */
export function balanceOf(cents: number): { kind: BalanceKind; cents: number } {
  if (cents > 0) return { kind: 'backPayment', cents };
  if (cents < 0) return { kind: 'credit', cents: -cents };
  return { kind: 'settled', cents: 0 };
}
