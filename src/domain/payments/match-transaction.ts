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
export type TransactionMatcher = (tx: Payment) => Assignment;

/** One transaction against a property's tenancies; for many, `transactionMatcher` indexes them once. */
export const matchTransaction = (tx: Payment, tenancies: readonly PaymentTenancy[]): Assignment =>
  transactionMatcher(tenancies)(tx);

/**
 * The tenancies indexed once by IBAN and by the first word of each name, so that matching a year of
 * bookings looks at the few tenancies an IBAN or a word of the text names, not at every tenancy per
 * booking.
 */
export function transactionMatcher(tenancies: readonly PaymentTenancy[]): TransactionMatcher {
  const byIban = new Map<string, PaymentTenancy[]>();
  const byFirstWord = new Map<string, Array<{ words: string[]; tenancy: PaymentTenancy }>>();
  for (const t of tenancies) {
    for (const iban of t.ibans) pushTo(byIban, iban, t);
    for (const name of new Set([t.last_name, t.company, t.tenant_number].map((n) => (n ? wordsOf(n) : '')))) {
      if (name === '') continue;
      const words = name.split(' ');
      pushTo(byFirstWord, words[0] as string, { words, tenancy: t });
    }
  }
  return (tx) => {
    if (tx.amount_cents <= 0) return UNMATCHED;
    const eligible = (t: PaymentTenancy) => !movedOutBefore(t, tx.booking_date);
    const holders = tx.counterparty_iban ? (byIban.get(tx.counterparty_iban) ?? []).filter(eligible) : [];
    const ibanHolder = tenancyOfIban(tx, holders);
    if (ibanHolder) return { tenant_id: ibanHolder.tenant_id, reason: 'iban' };
    const named = tenanciesNamed(tx.text, byFirstWord);
    const byName = [...named].filter((t) => eligible(t) && paysAdvances(tx.amount_cents, t));
    if (byName.length === 1)
      return { tenant_id: (byName[0] as PaymentTenancy).tenant_id, reason: 'name_and_amount' };
    return UNMATCHED;
  };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Of the eligible holders of the payer's IBAN, the tenancy the payment belongs to, or null. */
function tenancyOfIban(tx: Payment, holders: readonly PaymentTenancy[]): PaymentTenancy | null {
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

/** The tenancies whose last name, company or number the text holds as whole words, case ignored. */
function tenanciesNamed(
  text: string,
  byFirstWord: ReadonlyMap<string, ReadonlyArray<{ words: string[]; tenancy: PaymentTenancy }>>,
): Set<PaymentTenancy> {
  const words = wordsOf(text).split(' ');
  const named = new Set<PaymentTenancy>();
  words.forEach((word, at) => {
    for (const { words: wanted, tenancy } of byFirstWord.get(word) ?? [])
      if (wanted.every((w, i) => words[at + i] === w)) named.add(tenancy);
  });
  return named;
}

/** Lower-case letters and digits, every other run of characters one space: "Müller-Lüdenscheidt" → "müller lüdenscheidt". */
const wordsOf = (text: string): string =>
  text
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
