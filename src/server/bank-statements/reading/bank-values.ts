import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { isIsoDate, parseDateDe, type IsoDate } from '../../../domain/dates.ts';
import { euroToCents, parseMoneyDe, type Cents } from '../../../domain/money.ts';

/**
 * An IBAN as the payments compare it: electronic format (no spaces, upper case), checksum and the
 * country's length and format checked (ISO 13616); anything else is null, since a payer's account
 * that is no IBAN (an old account number) can still be matched by name and text.
 */
export function normalisedIban(text: string | null | undefined): string | null {
  if (!text) return null;
  const iban = electronicFormatIBAN(text.trim());
  return iban && isValidIBAN(iban) ? iban : null;
}

/** The first valid IBAN written somewhere in a text ("Girokonto DE12 3456 …"), normalised. */
export function ibanInText(text: string): string | null {
  for (const match of text.toUpperCase().matchAll(/[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}/g)) {
    const words = match[0].split(' ');
    // A trailing word may be the next field ("DE… EUR"): the longest prefix that is an IBAN wins.
    for (let end = words.length; end > 0; end--) {
      const iban = normalisedIban(words.slice(0, end).join(''));
      if (iban) return iban;
    }
  }
  return null;
}

/** A German amount ("-1.234,56", "1234,5", "100,"), as CSV exports and MT940 write it, to cents. */
export function centsOfGermanAmount(text: string): Cents | null {
  const plain = text
    .trim()
    .replace(/\s*(EUR|€)$/i, '')
    .replace(/,$/, ',0');
  return plain === '' ? null : parseMoneyDe(plain);
}

/** A machine amount ("1234.56", camt's xs:decimal) to cents; more than two decimals is no amount. */
export function centsOfXmlAmount(text: string | null): Cents | null {
  return text === null ? null : euroToCents(text);
}

/** "31.12.2025" or "31.12.25" (Sparkasse, DKB) to an ISO date; two-digit years are 20xx. */
export function isoOfGermanDate(text: string): IsoDate | null {
  const trimmed = text.trim();
  const short = /^(\d{1,2}\.\d{1,2}\.)(\d{2})$/.exec(trimmed);
  return parseDateDe(short ? `${short[1]}20${short[2]}` : trimmed);
}

/** camt's xs:date or xs:dateTime ("2025-01-03", "2025-01-03T10:15:00+01:00") to its calendar day. */
export function isoOfXmlDate(text: string | null): IsoDate | null {
  if (text === null) return null;
  const day = text.slice(0, 10);
  return isIsoDate(day) ? day : null;
}

/** Decodes a bank file: UTF-8 where it is valid, else Windows-1252, which German banks' exports use. */
export function decodeBankFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
