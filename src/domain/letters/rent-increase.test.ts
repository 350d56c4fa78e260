import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, toEpochDay, toIsoDate } from '../dates.ts';
import {
  comparativeEffectiveFrom,
  comparativeRentCents,
  comparativeRentIncrease,
  consentDeadline,
  earliestComparativeRequest,
  earliestIndexDeclaration,
  indexEffectiveFrom,
  indexRentChange,
  type ComparativeRentInput,
} from './rent-increase.ts';

const base: ComparativeRentInput = {
  currentRentCents: 60_000,
  newRentCents: 66_000,
  receipt: '2026-12-02',
  rentUnchangedSince: '2023-01-01',
  cappedMunicipality: false,
  comparativeRentPerSqmCents: 950,
  areaM2: 72.5,
};

describe('§ 558 BGB increase to the comparative rent', () => {
  it('consent until the end of the second month, new rent from the start of the third', () => {
    expect(consentDeadline('2026-12-02')).toBe('2027-02-28');
    expect(comparativeEffectiveFrom('2026-12-02')).toBe('2027-03-01');
    const r = comparativeRentIncrease(base);
    expect(r).toMatchObject({
      consentDeadline: '2027-02-28',
      effectiveFrom: '2027-03-01',
      capPercent: 20,
      capBaseCents: 60_000,
      capMaxCents: 72_000,
      comparativeMaxCents: 68_875,
      maxCents: 68_875,
      increaseCents: 6_000,
    });
  });

  it('waiting period: request one year after, effective 15 months after the last increase', () => {
    expect(earliestComparativeRequest('2025-03-01')).toBe('2026-03-01');
    // Unchanged since the 15th: 15 months are complete on 2026-06-15, the next month start is
    // 1 July, so the request may reach the tenant from 1 April.
    expect(earliestComparativeRequest('2025-03-15')).toBe('2026-04-01');
    expect(() =>
      comparativeRentIncrease({ ...base, rentUnchangedSince: '2026-01-01', receipt: '2026-12-31' }),
    ).toThrow(
      'Die Miete ist noch keine 15 Monate unverändert (§ 558 Abs. 1 BGB). Das Erhöhungsverlangen darf dem Mieter frühestens am 01.01.2027 zugehen.',
    );
    expect(() =>
      comparativeRentIncrease({
        ...base,
        rentUnchangedSince: '2025-12-01',
        rentThreeYearsAgoCents: 60_000,
        receipt: '2026-12-01',
      }),
    ).not.toThrow();
  });

  it('every admissible request takes effect after 15 unchanged months', () => {
    const plus = (date: string, months: number) => toIsoDate(addMonths(toEpochDay(date), months));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_000 }), fc.integer({ min: 0, max: 120 }), (offset, extra) => {
        const since = addDays('2000-01-01', offset);
        const earliest = earliestComparativeRequest(since);
        const receipt = addDays(earliest, extra);
        expect(receipt >= plus(since, 12)).toBe(true);
        expect(comparativeEffectiveFrom(receipt) >= plus(since, 15)).toBe(true);
        // And the day before the earliest would be too early for one of the two rules.
        const before = addDays(earliest, -1);
        expect(before < plus(since, 12) || comparativeEffectiveFrom(before) < plus(since, 15)).toBe(true);
      }),
    );
  });

  it('cap of 20 %, or 15 % in a capped municipality, naming the maximum', () => {
    expect(() =>
      comparativeRentIncrease({ ...base, newRentCents: 72_001, comparativeRentPerSqmCents: 1_200 }),
    ).toThrow(
      'Die neue Miete übersteigt die Kappungsgrenze von 20 % in drei Jahren (§ 558 Abs. 3 BGB). Höchstens zulässig sind 720,00 €.',
    );
    expect(() =>
      comparativeRentIncrease({
        ...base,
        newRentCents: 69_001,
        cappedMunicipality: true,
        comparativeRentPerSqmCents: 1_200,
      }),
    ).toThrow('Kappungsgrenze von 15 % in drei Jahren (§ 558 Abs. 3 BGB). Höchstens zulässig sind 690,00 €.');
    expect(
      comparativeRentIncrease({
        ...base,
        newRentCents: 69_000,
        cappedMunicipality: true,
        comparativeRentPerSqmCents: 1_200,
      }).capMaxCents,
    ).toBe(69_000);
  });

  it('the base of the cap is the rent three years before the increase', () => {
    // Rent raised within the three years: without the earlier rent the cap cannot be checked.
    const recent = { ...base, rentUnchangedSince: '2025-06-01' };
    expect(() => comparativeRentIncrease(recent)).toThrow('Bitte die Nettokaltmiete am 01.03.2024 angeben');
    expect(() => comparativeRentIncrease({ ...recent, rentThreeYearsAgoCents: 52_000 })).toThrow(
      'Höchstens zulässig sind 624,00 €.',
    );
    expect(comparativeRentIncrease({ ...recent, rentThreeYearsAgoCents: 56_000 }).capMaxCents).toBe(67_200);
  });

  it('never above the comparative rent', () => {
    expect(comparativeRentCents(950, 72.5)).toBe(68_875);
    expect(comparativeRentCents(1_033, 61.37)).toBe(63_395); // 633,9521 € rounded down
    expect(() => comparativeRentIncrease({ ...base, newRentCents: 68_876 })).toThrow(
      'Die neue Miete übersteigt die ortsübliche Vergleichsmiete (§ 558 Abs. 1 BGB). Höchstens zulässig sind 688,75 €.',
    );
  });

  it('refuses a new rent that is not higher', () => {
    expect(() => comparativeRentIncrease({ ...base, newRentCents: 60_000 })).toThrow(
      'höher sein als die bisherige',
    );
  });
});

describe('§ 557b BGB index rent', () => {
  it('old × new index ÷ old index, rounded down, from the start of the month after next', () => {
    const r = indexRentChange({
      currentRentCents: 66_000,
      oldIndexHundredths: 11_740,
      newIndexHundredths: 12_120,
      receipt: '2026-12-02',
      rentUnchangedSince: '2025-09-01',
    });
    // 660 × 121,2 / 117,4 = 681,3628…
    expect(r).toEqual({ newRentCents: 68_136, increaseCents: 2_136, effectiveFrom: '2027-02-01' });
    expect(indexEffectiveFrom('2026-12-31')).toBe('2027-02-01');
  });

  it('the new index rent never exceeds the index change and misses it by less than a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 500_000 }),
        fc.integer({ min: 5_000, max: 20_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        (rent, oldIdx, rise) => {
          const r = indexRentChange({
            currentRentCents: rent,
            oldIndexHundredths: oldIdx,
            newIndexHundredths: oldIdx + rise,
            receipt: '2026-12-02',
            rentUnchangedSince: '2020-01-01',
          });
          // rent × new / old, compared exactly in integers.
          expect(r.newRentCents * oldIdx).toBeLessThanOrEqual(rent * (oldIdx + rise));
          expect((r.newRentCents + 1) * oldIdx).toBeGreaterThan(rent * (oldIdx + rise));
        },
      ),
    );
  });

  it('the rent stays unchanged for at least a year', () => {
    expect(earliestIndexDeclaration('2026-03-01')).toBe('2027-01-01');
    expect(earliestIndexDeclaration('2026-03-10')).toBe('2027-02-01');
    expect(() =>
      indexRentChange({
        currentRentCents: 66_000,
        oldIndexHundredths: 11_740,
        newIndexHundredths: 12_120,
        receipt: '2026-12-31',
        rentUnchangedSince: '2026-03-01',
      }),
    ).toThrow('Die Erklärung darf dem Mieter frühestens am 01.01.2027 zugehen.');
  });

  it('refuses an index that did not rise', () => {
    expect(() =>
      indexRentChange({
        currentRentCents: 66_000,
        oldIndexHundredths: 11_740,
        newIndexHundredths: 11_740,
        receipt: '2026-12-31',
        rentUnchangedSince: '2020-03-01',
      }),
    ).toThrow('höher sein als der bisherige');
  });
});
