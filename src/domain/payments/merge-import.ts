/**
 * A new import's transactions against those already stored for the property. A transaction is the
 * same booking as a stored one when the bank's reference is the same, or, without a reference, when
 * booking date, amount, the other party's IBAN and the remittance text are. Two equal bookings in one
 * file (a tenant paying the same advance twice on one day) stay two: the n-th of a file's equal
 * bookings is the n-th stored one, so the same file imported again adds nothing, and a statement that
 * overlaps an earlier one adds only what is new.
 *
 * Stored automatic matches are matched again with the current tenancies (an IBAN entered since the
 * last import then takes effect); a landlord's own assignment or removal (`manual`) stays as it is.
 */
import type { BankTransaction } from '../bank/bank-statement.ts';
import { transactionMatcher, type Assignment, type TransactionMatcher } from './match-transaction.ts';
import type { PaymentTenancy } from './tenancy.ts';

export type StoredTransaction = BankTransaction & Assignment & { id: number };

export interface MergedImport {
  /** The file's bookings not stored yet, with their match. */
  added: Array<BankTransaction & Assignment>;
  /** Stored transactions whose automatic match changes. */
  rematched: Array<{ id: number } & Assignment>;
  /** The file's bookings already stored. */
  duplicates: number;
  /** The file's credits assigned to a tenant and not, after the merge. */
  matched: number;
  unmatched: number;
}

/** The identity of a booking: the bank's reference, else date, amount, IBAN and text. */
export function transactionIdentity(
  tx: Pick<BankTransaction, 'reference' | 'booking_date' | 'amount_cents' | 'counterparty_iban' | 'text'>,
): string {
  if (tx.reference) return JSON.stringify(['ref', tx.reference]);
  return JSON.stringify([tx.booking_date, tx.amount_cents, tx.counterparty_iban ?? '', tx.text]);
}

export function mergeImport(
  stored: readonly StoredTransaction[],
  incoming: readonly BankTransaction[],
  tenancies: readonly PaymentTenancy[],
): MergedImport {
  const match = transactionMatcher(tenancies);
  const storedByIdentity = groupByIdentity(stored);
  const seen = new Map<string, number>();
  const result: MergedImport = { added: [], rematched: [], duplicates: 0, matched: 0, unmatched: 0 };
  for (const tx of incoming) {
    const identity = transactionIdentity(tx);
    const nth = seen.get(identity) ?? 0;
    seen.set(identity, nth + 1);
    const existing = storedByIdentity.get(identity)?.[nth];
    const assignment = existing ? keptOrRematched(existing, match, result) : addNew(tx, match, result);
    if (tx.amount_cents > 0) {
      if (assignment.tenant_id === null) result.unmatched += 1;
      else result.matched += 1;
    }
  }
  return result;
}

function groupByIdentity(stored: readonly StoredTransaction[]): Map<string, StoredTransaction[]> {
  const groups = new Map<string, StoredTransaction[]>();
  for (const tx of [...stored].sort((a, b) => a.id - b.id)) {
    const identity = transactionIdentity(tx);
    const group = groups.get(identity);
    if (group) group.push(tx);
    else groups.set(identity, [tx]);
  }
  return groups;
}

function addNew(tx: BankTransaction, match: TransactionMatcher, result: MergedImport): Assignment {
  const assignment = match(tx);
  result.added.push({ ...tx, ...assignment });
  return assignment;
}

function keptOrRematched(
  existing: StoredTransaction,
  match: TransactionMatcher,
  result: MergedImport,
): Assignment {
  result.duplicates += 1;
  if (existing.reason === 'manual') return { tenant_id: existing.tenant_id, reason: 'manual' };
  const assignment = match(existing);
  if (assignment.tenant_id !== existing.tenant_id || assignment.reason !== existing.reason)
    result.rematched.push({ id: existing.id, ...assignment });
  return assignment;
}
