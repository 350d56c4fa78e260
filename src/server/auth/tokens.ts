import { createHash, randomBytes } from 'node:crypto';

/** Opaque random token for the client; only its SHA-256 is stored, so a database leak yields no usable token. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A readable random password for demo and generated accounts: upper, lower and digits. */
export function randomPassword(length = 16): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out.replace(/^(.)(.)(.)/, 'Ab3');
}
