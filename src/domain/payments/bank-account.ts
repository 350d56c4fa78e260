/**
 * A SEPA account money is paid to or from: the landlord's receiving account on a statement's GiroCode, the debtor
 * account of the refund file. Validated with ibantools (ISO 13616 checksum and the country's format, ISO 9362 BIC).
 */
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';

export interface BankAccount {
  /** As stored or typed; spaces and lower case are allowed. */
  iban: string;
  bic: string | null;
  account_holder: string;
}

/** The IBAN in electronic form when it is valid and of a SEPA country, else null. */
export function sepaIban(iban: string | null | undefined): string | null {
  const electronic = electronicFormatIBAN(iban ?? '') ?? '';
  return isValidIBAN(electronic) && isSEPACountry(electronic.slice(0, 2)) ? electronic : null;
}

/**
 * One line of a payment message: no control characters or line breaks (each would end a line of the GiroCode or
 * break the bank's parser), runs of spaces as one.
 */
export function paymentLine(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The account in machine form (IBAN without spaces and upper case, BIC upper case or null, the holder on one
 * trimmed line), or null when a part is missing or invalid: no IBAN, an invalid or non-SEPA IBAN, a
 * BIC given but invalid, no holder.
 */
export function normalizedAccount(account: BankAccount | null | undefined): BankAccount | null {
  if (!account) return null;
  const iban = sepaIban(account.iban);
  const bic = (account.bic ?? '').replace(/\s+/g, '').toUpperCase();
  const holder = paymentLine(account.account_holder ?? '');
  if (iban === null || holder === '' || (bic !== '' && !isValidBIC(bic))) return null;
  return { iban, bic: bic === '' ? null : bic, account_holder: holder };
}
