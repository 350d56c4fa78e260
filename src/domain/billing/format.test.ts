import { describe, expect, it } from 'vitest';
import { formatCents, formatCount, formatDate, formatNumber, formatQuantity } from './format.ts';

describe('de-DE formatting', () => {
  it('money', () => {
    expect(formatCents(123_456)).toBe('1.234,56 €');
    expect(formatCents(5)).toBe('0,05 €');
    expect(formatCents(-123_456_789)).toBe('-1.234.567,89 €');
    expect(formatCents(100_000_000_00)).toBe('100.000.000,00 €');
  });
  it('numbers and quantities', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(-0.001)).toBe('0,00');
    expect(formatQuantity(1500)).toBe('1.500');
    expect(formatQuantity(442.515)).toBe('442,515');
    expect(formatQuantity(75.5)).toBe('75,5');
    expect(formatQuantity(583.3333, 2)).toBe('583,33');
  });
  it('dates', () => {
    expect(formatDate('2024-02-29')).toBe('29.02.2024');
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
