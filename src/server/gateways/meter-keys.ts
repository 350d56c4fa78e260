import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The meters' OMS keys (AES-128, 32 hex characters) at rest: sealed with AES-256-GCM under a key
 * derived from `METER_KEY_SECRET` by HKDF-SHA256, so a database dump alone yields no meter key.
 * Stored as `v1.<base64url of IV (12) | tag (16) | ciphertext (16)>`; the version leaves room to
 * change the scheme or rotate the secret. Details: docs/security.md.
 */
export interface MeterKeys {
  seal(hexKey: string): string;
  open(sealed: string): Uint8Array;
}

const AAD = Buffer.from('nebenkostenplus meter aes key v1');

export function meterKeys(secret: string): MeterKeys {
  const key = Buffer.from(hkdfSync('sha256', secret, 'nebenkostenplus', 'meter-aes-keys v1', 32));
  return {
    seal(hexKey) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(AAD);
      const data = Buffer.concat([cipher.update(Buffer.from(hexKey, 'hex')), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
    },
    open(sealed) {
      if (!sealed.startsWith('v1.')) throw new Error('unknown meter key format');
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(AAD);
      decipher.setAuthTag(raw.subarray(12, 28));
      return new Uint8Array(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]));
    },
  };
}

/** 32 hex characters, as meter suppliers print the key (spaces and dashes between groups allowed). */
export function normaliseAesKey(input: string): string | null {
  const hex = input.replace(/[\s-]/g, '');
  return /^[0-9a-fA-F]{32}$/.test(hex) ? hex.toLowerCase() : null;
}
