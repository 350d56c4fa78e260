import { describe, expect, it } from 'vitest';
import { isStrongPassword } from '../../domain/validation/validation.ts';
import { hashToken, newToken, randomPassword } from './tokens.ts';

describe('tokens', () => {
  it('hands out 256-bit tokens and stores only their SHA-256', () => {
    const { token, hash } = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
    expect(newToken().token).not.toBe(token);
  });
});

describe('randomPassword', () => {
  it('meets the password rule, avoids look-alike characters and does not repeat itself', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const pw = randomPassword();
      expect(pw).toHaveLength(16);
      expect(isStrongPassword(pw)).toBe(true);
      expect(pw).not.toMatch(/[0O1lI]/);
      seen.add(pw);
    }
    expect(seen.size).toBe(200);
    const prefixes = new Set([...seen].map((pw) => pw.slice(0, 3)));
    expect(prefixes.size).toBeGreaterThan(150);
  });
});
