import { wmbusTexts } from '../texts/gateways.ts';

/**
 * Every failure of the wM-Bus decoder is a value, never a thrown exception: the gateway code keeps
 * a telegram that fails for inspection and stores the German message as the meter's gateway status.
 */
export type WmbusErrorCode =
  | 'bad_hex'
  | 'too_short'
  | 'length_mismatch'
  | 'unsupported_ci'
  | 'unsupported_security'
  | 'key_missing'
  | 'bad_key'
  | 'decryption_failed'
  | 'truncated_record'
  | 'bad_record'
  | 'no_total';

export interface WmbusError {
  code: WmbusErrorCode;
  /** German, shown to the landlord in `last_gateway_status`. */
  message: string;
}

export type WmbusResult<T> = { ok: true; value: T } | { ok: false; error: WmbusError };

export function ok<T>(value: T): WmbusResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: WmbusErrorCode, message: string): WmbusResult<T> {
  return { ok: false, error: { code, message } };
}

export const DECRYPTION_FAILED_MESSAGE = wmbusTexts.decryptionFailed;

/** "0x7A": hex bytes in messages are written as the standards print them. */
export function hexByte(n: number): string {
  return '0x' + n.toString(16).toUpperCase().padStart(2, '0');
}
