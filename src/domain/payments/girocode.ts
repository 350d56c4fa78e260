/**
 * The payload of a GiroCode, the EPC QR code of a SEPA credit transfer (EPC069-12 "Quick Response Code: Guidelines
 * to Enable Data Capture for the Initiation of a SEPA Credit Transfer", version 002): a banking app scanning it
 * fills in beneficiary, IBAN, amount and remittance, so the tenant pays the back-payment without typing.
 */
import { centsToEuroString } from '../money.ts';
import { giroCodeTexts } from '../texts/girocode.ts';
import { normalizedAccount, paymentLine, type BankAccount } from './bank-account.ts';

/** EPC069-12: the beneficiary's name has at most 70 characters, the unstructured remittance 140. */
const NAME_MAX = 70;
const REMITTANCE_MAX = 140;
/** EPC069-12: the whole payload has at most 331 bytes. */
const PAYLOAD_MAX_BYTES = 331;
/** EPC069-12: 0.01 to 999999999.99 euro. */
const AMOUNT_MAX_CENTS = 99_999_999_999;

export interface GiroCodeRequest {
  /** The account the tenant pays to; its holder is the beneficiary's name. */
  account: BankAccount | null | undefined;
  amount_cents: number;
  /** The statement's year as printed ("2025", or "2025/2026" for a period across the turn of a year). */
  year: string;
  tenant_last_name: string;
}

/**
 * The payload line by line, joined by line feeds, or null when no code can be made: an account part missing or
 * invalid, a holder longer than the standard allows (a shortened name could fail the bank's check of the payee's
 * name), an amount out of range, no tenant name. The remittance is our own text and is shortened to its limit.
 * Version 002 lets the BIC line stay empty within the EEA. Purpose and structured reference stay empty; the last
 * line is the unstructured remittance, because the standard lets a payload end after its last used element.
 */
export function giroCodePayload(request: GiroCodeRequest): string | null {
  const account = normalizedAccount(request.account);
  const lastName = paymentLine(request.tenant_last_name);
  const cents = request.amount_cents;
  if (account === null || account.account_holder.length > NAME_MAX || lastName === '') return null;
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > AMOUNT_MAX_CENTS) return null;
  const remittance = [...paymentLine(giroCodeTexts.remittance(request.year, lastName))]
    .slice(0, REMITTANCE_MAX)
    .join('')
    .trim();
  const payload = [
    'BCD',
    '002',
    '1',
    'SCT',
    account.bic ?? '',
    account.account_holder,
    account.iban,
    `EUR${centsToEuroString(cents)}`,
    '',
    '',
    remittance,
  ].join('\n');
  return new TextEncoder().encode(payload).length <= PAYLOAD_MAX_BYTES ? payload : null;
}
