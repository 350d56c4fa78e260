import { describe, expect, it } from 'vitest';
import { formatNumberDe, formatQuantityDe } from './decimal.ts';
import { formatMoneyDe } from './money.ts';
import { formatDateDe } from './dates.ts';
import { formatCount } from './texts/billing.ts';

describe('de-DE formatting', () => {
  it('money', () => {
    expect(formatMoneyDe(123_456, 'plain')).toBe('1.234,56 €');
    expect(formatMoneyDe(5, 'plain')).toBe('0,05 €');
    expect(formatMoneyDe(-123_456_789, 'plain')).toBe('-1.234.567,89 €');
    expect(formatMoneyDe(100_000_000_00, 'plain')).toBe('100.000.000,00 €');
  });
  it('numbers and quantities', () => {
    expect(formatNumberDe(1234.5)).toBe('1.234,50');
    expect(formatNumberDe(-0.001)).toBe('0,00');
    expect(formatQuantityDe(1500)).toBe('1.500');
    expect(formatQuantityDe(442.515)).toBe('442,515');
    expect(formatQuantityDe(75.5)).toBe('75,5');
    expect(formatQuantityDe(583.3333, 2)).toBe('583,33');
  });
  it('dates', () => {
    expect(formatDateDe('2024-02-29')).toBe('29.02.2024');
  });
});

describe('formatCount', () => {
  it('inflects the engine’s plural units', () => {
    expect(formatCount(1, 'Personentage')).toBe('1 Personentag');
    expect(formatCount(428, 'Personentage')).toBe('428 Personentage');
    expect(formatCount(5002, 'Personentage', { dative: true })).toBe('5.002 Personentagen');
    expect(formatCount(1, 'Personentage', { dative: true })).toBe('1 Personentag');
    expect(formatCount(60, 'Personenmonate', { dative: true })).toBe('60 Personenmonaten');
    expect(formatCount(1, 'Tage')).toBe('1 Tag');
    expect(formatCount(1.5, 'Einheiten')).toBe('1,5 Einheiten');
    expect(formatCount(85.25, 'm²', { dative: true })).toBe('85,25 m²');
  });
});
