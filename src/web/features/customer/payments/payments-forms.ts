import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import { BANK_STATEMENT_MAX_BYTES } from '../../../../domain/bank/bank-statement.ts';
import type { BankAccount, BankStatementImportResponse } from '../../../api/payments.ts';

const texts = paymentsScreenTexts;

/** The receiving account's fields as typed. */
export interface AccountForm {
  iban: string;
  bic: string;
  holder: string;
}

export const accountForm = (account: BankAccount | null | undefined): AccountForm => ({
  iban: account?.iban ?? '',
  bic: account?.bic ?? '',
  holder: account?.account_holder ?? '',
});

export type AccountResult =
  { ok: true; body: BankAccount } | { ok: false; field: keyof AccountForm; message: string };

/**
 * The body of the account's save. Only what is plainly missing is refused here; whether the IBAN and
 * BIC are valid the server decides (ibantools) and answers in German, naming the field.
 */
export function accountBody(form: AccountForm): AccountResult {
  const iban = form.iban.trim();
  const holder = form.holder.trim();
  if (iban === '') return { ok: false, field: 'iban', message: texts.account.ibanRequired };
  if (holder === '') return { ok: false, field: 'holder', message: texts.account.holderRequired };
  const bic = form.bic.trim();
  return { ok: true, body: { iban, bic: bic === '' ? null : bic, account_holder: holder } };
}

/** Which field a server's message is about, to show it there; the form's own words as a fallback. */
export function accountFieldOf(message: string): keyof AccountForm {
  if (/\bBIC\b/.test(message)) return 'bic';
  if (/Kontoinhaber/.test(message)) return 'holder';
  return 'iban';
}

/** The route's limit for one bank statement file. */
export const STATEMENT_FILE_MAX_BYTES = BANK_STATEMENT_MAX_BYTES;

/** What the upload takes; the server recognises the format by content, not by name. */
export const STATEMENT_EXTENSIONS = ['.xml', '.sta', '.mt940', '.txt', '.csv'] as const;
export const STATEMENT_ACCEPT = [
  ...STATEMENT_EXTENSIONS,
  'application/xml',
  'text/xml',
  'text/csv',
  'text/plain',
].join(',');

/** What the browser refuses before sending: another kind of file, or one over 20 MB. Null: send it. */
export function statementFileRefusal(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!STATEMENT_EXTENSIONS.some((ext) => name.endsWith(ext))) return texts.upload.wrongType(file.name);
  if (file.size > STATEMENT_FILE_MAX_BYTES) return texts.upload.tooLarge(file.name);
  return null;
}

/** „12 Buchungen gelesen, 10 neu, 2 bereits vorhanden, 8 zugeordnet, 1 offen“ for one file. */
export const importResultText = (fileName: string, result: BankStatementImportResponse) =>
  texts.upload.result(fileName, result);
