import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A new intake key: 16 characters of lower-case base32 (80 random bits), so that one property's
 * address says nothing about another's (INTAKE_KEY_PATTERN in domain/invoices/intake-address.ts).
 */
export function newIntakeKey(): string {
  const bytes = randomBytes(16);
  let key = '';
  for (const byte of bytes) key += BASE32[byte & 31];
  return key;
}
