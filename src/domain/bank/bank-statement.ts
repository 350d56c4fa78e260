/**
 * A bank statement as the payments need it, whatever format the bank exported: camt.052/053/054 (ISO 20022),
 * MT940 or a German bank's CSV. Batch bookings are split into their single transactions, so each tenant's
 * payment is one transaction even when the bank booked several together.
 */
/** Largest bank statement taken (upload and screen): a busy account's year as camt.053 is a few MB. */
export const BANK_STATEMENT_MAX_BYTES = 20 * 1024 * 1024;

export const BANK_STATEMENT_FORMATS = ['camt.053', 'camt.052', 'camt.054', 'mt940', 'csv'] as const;
export type BankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];

export interface BankTransaction {
  /** ISO date of the booking (camt BookgDt, MT940 :61: entry date, CSV Buchungstag). */
  booking_date: string;
  /** ISO value date where stated. */
  value_date: string | null;
  /** Signed cents: credits (money in) positive, debits negative. */
  amount_cents: number;
  /** ISO 4217 code as stated (EUR). */
  currency: string;
  /** The other party: for a credit the payer (camt Dbtr / MT940 :86: ?32/?33 / CSV Auftraggeber). */
  counterparty_name: string | null;
  /** The other party's IBAN, normalised (no spaces, upper case), or null. */
  counterparty_iban: string | null;
  /** Remittance text (Verwendungszweck), lines joined with a space. */
  text: string;
  /**
   * The bank's own reference of this transaction (AcctSvcrRef, else EndToEndId unless NOTPROVIDED, else the MT940
   * :61: bank reference), or null: re-imports recognise a transaction by it, else by date, amount, IBAN and text.
   */
  reference: string | null;
}

export interface ParsedBankStatement {
  format: BankStatementFormat;
  /** The IBAN of the account the statement is for, normalised; null when the file does not say (some CSV). */
  account_iban: string | null;
  transactions: BankTransaction[];
}
