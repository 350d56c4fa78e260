import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonth } from '../dates.ts';
import { noticeOf, noticePeriodMonths, terminationEnd } from './notice-period.ts';
import { receiptDate, thirdWorkingDayOfMonth } from './receipt-date.ts';

describe('§ 573c BGB notice period', () => {
  // Letter dated Friday 2026-11-27: assumed received on the third working day after it, Wednesday
  // 2026-12-02, before the third working day of December (Tue 1, Wed 2, Thu 3).
  const receipt = receiptDate('2026-11-27');

  it('landlord after 4 years: three months', () => {
    const n = noticeOf({ party: 'landlord', tenancyStart: '2022-12-01', receipt });
    expect(n.periodMonths).toBe(3);
    expect(receipt <= thirdWorkingDayOfMonth(receipt)).toBe(true);
    expect(n.countsForMonth).toBe('2026-12-01');
    expect(n.earliestEnd).toBe('2027-02-28');
  });

  it('landlord after 6 years: six months', () => {
    const n = noticeOf({ party: 'landlord', tenancyStart: '2020-10-01', receipt });
    expect(n.periodMonths).toBe(6);
    expect(n.earliestEnd).toBe('2027-05-31');
  });

  it('landlord after 9 years: nine months', () => {
    const n = noticeOf({ party: 'landlord', tenancyStart: '2017-09-01', receipt });
    expect(n.periodMonths).toBe(9);
    expect(n.earliestEnd).toBe('2027-08-31');
  });

  it('the tenant always has three months', () => {
    expect(noticePeriodMonths({ party: 'tenant', tenancyStart: '2010-01-01', receipt })).toBe(3);
    expect(noticeOf({ party: 'tenant', tenancyStart: '2010-01-01', receipt }).earliestEnd).toBe('2027-02-28');
  });

  it('counts the years to the day of receipt', () => {
    expect(noticePeriodMonths({ party: 'landlord', tenancyStart: '2021-12-02', receipt })).toBe(6);
    expect(noticePeriodMonths({ party: 'landlord', tenancyStart: '2021-12-03', receipt })).toBe(3);
    expect(noticePeriodMonths({ party: 'landlord', tenancyStart: '2018-12-02', receipt })).toBe(9);
    expect(noticePeriodMonths({ party: 'landlord', tenancyStart: '2018-12-03', receipt })).toBe(6);
  });

  it('a notice received after the third working day counts for the next month', () => {
    // August 2026: Sat 1, Mon 3, Tue 4 are the first three Werktage (the Saturday counts, BGH VIII ZR 206/04).
    const onTime = noticeOf({ party: 'tenant', tenancyStart: '2024-01-01', receipt: '2026-08-04' });
    const late = noticeOf({ party: 'tenant', tenancyStart: '2024-01-01', receipt: '2026-08-05' });
    expect(onTime.earliestEnd).toBe('2026-10-31');
    expect(late.earliestEnd).toBe('2026-11-30');
  });

  it('refuses a desired end too early, naming the earliest valid one', () => {
    expect(() =>
      terminationEnd({ party: 'landlord', tenancyStart: '2020-10-01', receipt, desiredEnd: '2027-02-28' }),
    ).toThrow('Nach § 573c BGB endet das Mietverhältnis frühestens am 31.05.2027.');
  });

  it('refuses an end that is not a month end, accepts a later month end', () => {
    expect(() =>
      terminationEnd({ party: 'landlord', tenancyStart: '2022-12-01', receipt, desiredEnd: '2027-03-15' }),
    ).toThrow('31.03.2027');
    expect(
      terminationEnd({ party: 'landlord', tenancyStart: '2022-12-01', receipt, desiredEnd: '2027-03-31' })
        .end,
    ).toBe('2027-03-31');
    expect(terminationEnd({ party: 'landlord', tenancyStart: '2022-12-01', receipt }).end).toBe('2027-02-28');
  });

  it('always ends on a month end at least the period after receipt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom('landlord' as const, 'tenant' as const),
        (startOffset, days, party) => {
          const tenancyStart = addDays('1990-01-01', startOffset);
          const r = addDays(tenancyStart, days);
          const n = noticeOf({ party, tenancyStart, receipt: r });
          expect(n.earliestEnd).toBe(lastDayOfMonth(n.earliestEnd));
          // The period runs at least `periodMonths` − 1 whole months after the month of receipt.
          const months =
            (Number(n.earliestEnd.slice(0, 4)) - Number(r.slice(0, 4))) * 12 +
            Number(n.earliestEnd.slice(5, 7)) -
            Number(r.slice(5, 7));
          expect(months === n.periodMonths - 1 || months === n.periodMonths).toBe(true);
        },
      ),
    );
  });
});
