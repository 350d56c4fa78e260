/**
 * Which tenant an incoming payment on the property's account came from. Only credits are matched;
 * the rules run in this order and the first that names exactly one tenant decides:
 * 1. `iban`: the payer's IBAN is one of a tenant's IBANs. Where several tenancies share it (a tenant
 *    who moved from one flat to another, a couple renting twice), the one that runs on the booking
 *    date; where none runs on it yet, the one that starts next (advances are paid before the month
 *    begins, §556b Abs. 1 BGB).
 * 2. `name_and_amount`: the remittance text names the tenant (last name, company or tenant number,
 *    as a whole word, case ignored) and the amount is the monthly advance or two or three of them.
 * A tenant who had moved out before the booking date is never a candidate. `manual` marks a
 * landlord's own assignment, which no re-import changes (merge-import.ts).
 */
import { monthlyAdvanceCents } from '../billing/advance-payments.ts';
import type { BankTransaction } from '../bank/bank-statement.ts';
import { movedOutBefore, tenancyCovers, type PaymentTenancy } from './tenancy.ts';

export const MATCH_REASONS = ['iban', 'name_and_amount', 'manual'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** Whom a stored transaction is assigned to, and why; both null while unmatched. */
export interface Assignment {
  tenant_id: number | null;
  reason: MatchReason | null;
}

/** The most advances one payment may settle to count as matching by amount. */
export const MAX_ADVANCES_PER_PAYMENT = 3;

export const UNMATCHED: Assignment = { tenant_id: null, reason: null };

type Payment = Pick<BankTransaction, 'booking_date' | 'amount_cents' | 'counterparty_iban' | 'text'>;

export function matchTransaction(tx: Payment, tenancies: readonly PaymentTenancy[]): Assignment {
  if (tx.amount_cents <= 0) return UNMATCHED;
  const eligible = tenancies.filter((t) => !movedOutBefore(t, tx.booking_date));
  const byIban = tenancyOfIban(tx, eligible);
  if (byIban) return { tenant_id: byIban.tenant_id, reason: 'iban' };
  const byName = eligible.filter((t) => namesTenant(tx.text, t) && paysAdvances(tx.amount_cents, t));
  if (byName.length === 1)
    return { tenant_id: (byName[0] as PaymentTenancy).tenant_id, reason: 'name_and_amount' };
  return UNMATCHED;
}

function tenancyOfIban(tx: Payment, eligible: readonly PaymentTenancy[]): PaymentTenancy | null {
  const iban = tx.counterparty_iban;
  if (!iban) return null;
  const holders = eligible.filter((t) => t.ibans.includes(iban));
  if (holders.length <= 1) return holders[0] ?? null;
  const running = holders.filter((t) => tenancyCovers(t, tx.booking_date));
  if (running.length > 0) return running.length === 1 ? (running[0] as PaymentTenancy) : null;
  const next = holders
    .filter((t) => t.move_in !== null && t.move_in > tx.booking_date)
    .sort((a, b) => ((a.move_in as string) < (b.move_in as string) ? -1 : 1));
  const [first, second] = next;
  return first && first.move_in !== second?.move_in ? first : null;
}

/** The amount is one, two or three monthly advances of the tenancy. */
function paysAdvances(amountCents: number, t: PaymentTenancy): boolean {
  if (t.annual_advance_cents === null) return false;
  const monthly = monthlyAdvanceCents(t.annual_advance_cents);
  if (monthly <= 0) return false;
  return amountCents % monthly === 0 && amountCents / monthly <= MAX_ADVANCES_PER_PAYMENT;
}

/** The remittance text names the tenant by last name, company or number, each as whole words. */
function namesTenant(text: string, t: PaymentTenancy): boolean {
  const words = ` ${wordsOf(text)} `;
  return [t.last_name, t.company, t.tenant_number].some((name) => {
    const wanted = name ? wordsOf(name) : '';
    return wanted !== '' && words.includes(` ${wanted} `);
  });
}

/** Lower-case letters and digits, every other run of characters one space: "Müller-Lüdenscheidt" → "müller lüdenscheidt". */
const wordsOf = (text: string): string =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
