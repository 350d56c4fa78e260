import { printedIban } from '../../../../domain/bank/iban.ts';
import { TENANT_IBANS_MAX } from '../../../../domain/texts/index.ts';

/**
 * The IBANs typed in the tenant's field: one a line (commas and semicolons separate too), blank
 * lines dropped, each as typed; the server checks and normalises them and names a wrong one.
 */
export function ibansFromText(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The stored IBANs as the field shows them: one a line, in groups of four. */
export const ibansText = (ibans: readonly string[] | null | undefined): string =>
  (ibans ?? []).map(printedIban).join('\n');

/** Whether two lists name the same accounts (spaces and case aside), so an unchanged field sends nothing. */
export function sameIbans(a: readonly string[], b: readonly string[]): boolean {
  const key = (list: readonly string[]) => list.map((i) => i.replace(/\s+/g, '').toUpperCase()).join('|');
  return key(a) === key(b);
}

export const tooManyIbans = (ibans: readonly string[]) => ibans.length > TENANT_IBANS_MAX;
