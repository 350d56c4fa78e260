import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDeposit, depositInstalments, maxDepositCents } from './security-deposit.ts';

describe('§ 551 BGB security deposit', () => {
  it('allows at most three net rents and names the maximum', () => {
    expect(maxDepositCents(66_000)).toBe(198_000);
    expect(() => checkDeposit(198_000, 66_000)).not.toThrow();
    expect(() => checkDeposit(198_001, 66_000)).toThrow(
      'Die Mietsicherheit darf höchstens drei Nettokaltmieten betragen (§ 551 Abs. 1 BGB), also 1.980,00 €.',
    );
  });

  it('splits into three instalments due at the start and with the next two rents', () => {
    // Start Saturday 2026-08-01: the rent of September is due on its third working day (Thu 3),
    // that of October on Mon 5 (Thu 1, Fri 2, then Sat 3 is a Saturday and a holiday).
    expect(depositInstalments(198_001, '2026-08-01')).toEqual([
      { number: 1, due: '2026-08-01', cents: 66_001 },
      { number: 2, due: '2026-09-03', cents: 66_000 },
      { number: 3, due: '2026-10-05', cents: 66_000 },
    ]);
    expect(depositInstalments(100, '2026-12-15').map((i) => i.due)).toEqual([
      '2026-12-15',
      '2027-01-06',
      '2027-02-03',
    ]);
  });

  it('instalments add up to the deposit and differ by at most a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (deposit) => {
        const parts = depositInstalments(deposit, '2026-03-01').map((i) => i.cents);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(deposit);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
