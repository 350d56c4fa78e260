import { hash, randomBytes } from 'node:crypto';
import { isStrongPassword } from '../../domain/validation/validation.ts';

/** Opaque random token for the client; only its SHA-256 is stored, so a database leak yields no usable token. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Every request with a token asks this: Node's one-shot `hash` costs a third of a hash object's time. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A readable random password (no 0/O, 1/l/I) that meets the platform's own password rule.
 * Bytes at or above the largest multiple of the alphabet size are skipped, so every character
 * is equally likely; a draw without upper case, lower case or digit is simply drawn again.
 */
export function randomPassword(length = 16): string {
  const limit = 256 - (256 % ALPHABET.length);
  for (;;) {
    let out = '';
    while (out.length < length) {
      for (const b of randomBytes(length * 2)) {
        if (b < limit && out.length < length) out += ALPHABET[b % ALPHABET.length];
      }
    }
    if (isStrongPassword(out)) return out;
  }
}
