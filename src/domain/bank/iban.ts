/**
 * The one reader of bank account identifiers typed by people or found in bank files: an IBAN in its
 * electronic form (no spaces, capitals) once its country's length and format and its ISO 7064 check
 * digits (ISO 13616) are right, a BIC (ISO 9362, 8 or 11 characters) in capitals. Both checks are
 * ibantools'.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** "de89 3704 0044 0532 0130 00" → "DE89370400440532013000"; null when it is no valid IBAN. */
export function normaliseIban(text: string): string | null {
  const electronic = electronicFormatIBAN(text) ?? '';
  return isValidIBAN(electronic) ? electronic : null;
}

/** "cobadeff xxx" → "COBADEFFXXX"; null when it is no valid BIC. */
export function normaliseBic(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return isValidBIC(compact) ? compact : null;
}

/** An IBAN as printed and shown: groups of four (DIN 5008), "DE89 3704 0044 0532 0130 00". */
export function printedIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
