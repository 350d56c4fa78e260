import { describe, expect, it } from 'vitest';
import { HASHING_CONCURRENCY, hashPassword, passwordWork, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies what it hashed and rejects other passwords and unknown users', async () => {
    const hash = await hashPassword('Richtig-Passwort1');
    expect(await verifyPassword(hash, 'Richtig-Passwort1')).toBe(true);
    expect(await verifyPassword(hash, 'falsch')).toBe(false);
    expect(await verifyPassword(null, 'Richtig-Passwort1')).toBe(false);
    expect(await verifyPassword('kein-hash', 'x')).toBe(false);
  });

  it('queues a burst instead of hashing it all at once', async () => {
    const hash = await hashPassword('Richtig-Passwort1');
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, passwordWork.active)), 1);
    const burst = Array.from({ length: 12 }, () => verifyPassword(hash, 'falsch'));
    expect(passwordWork.active).toBeLessThanOrEqual(HASHING_CONCURRENCY);
    expect(passwordWork.waiting).toBeGreaterThan(0);
    await Promise.all(burst);
    clearInterval(watch);
    expect(peak).toBeLessThanOrEqual(HASHING_CONCURRENCY);
    expect(passwordWork.active).toBe(0);
  });
});
