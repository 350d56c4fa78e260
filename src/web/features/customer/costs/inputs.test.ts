import { describe, expect, it } from 'vitest';
import {
  formatStoredNumber,
  isInvoiceDateValid,
  maskDateInput,
  parseAmountInput,
  parseAreaInput,
  parseCo2EurInput,
  parseCo2KgInput,
  parseKwhInput,
} from './inputs.ts';

describe('invoice date', () => {
  it('is masked progressively as TT.MM.JJJJ', () => {
    expect(
      ['1', '15', '150', '1501', '15012', '15012026', '15.01.2026x9', 'ab15'].map(maskDateInput),
    ).toEqual(['1', '15', '15.0', '15.01', '15.01.2', '15.01.2026', '15.01.2026', '15']);
  });
  it('is checked against the calendar', () => {
    expect(isInvoiceDateValid('29.02.2024')).toBe(true);
    expect(isInvoiceDateValid('29.02.2025')).toBe(false);
    expect(isInvoiceDateValid('15.01')).toBe(false);
    expect(isInvoiceDateValid('')).toBe(true);
  });
});

describe('numbers', () => {
  it('parses German amounts and rounds to the field’s decimals', () => {
    expect(parseAmountInput('1.234,56 €')).toEqual({ value: 1234.56 });
    expect(parseAmountInput('')).toEqual({ value: null });
    expect(parseAmountInput('-1')).toEqual({ error: 'Der Betrag darf nicht negativ sein.' });
    expect(parseAmountInput('abc')).toEqual({ error: 'Bitte eine gültige Zahl eingeben.' });
    expect(parseKwhInput('1,23456')).toEqual({ value: 1.235 });
    expect(parseKwhInput('-3')).toEqual({ error: 'Der kWh-Wert darf nicht negativ sein.' });
    expect(parseCo2KgInput('-0,1')).toEqual({ error: 'Die CO2-Emissionsmenge darf nicht negativ sein.' });
    expect(parseCo2EurInput('12,345')).toEqual({ value: 12.35 });
    expect(parseCo2EurInput('-12')).toEqual({ error: 'Der CO2-Betrag darf nicht negativ sein.' });
    expect(parseAreaInput('x')).toEqual({ error: 'Bitte eine gültige Fläche angeben.' });
    expect(parseAreaInput('-2')).toEqual({ error: 'Fläche darf nicht negativ sein.' });
  });
  it('formats in German notation', () => {
    expect(formatStoredNumber(7842.18, 2)).toBe('7.842,18');
    expect(formatStoredNumber(null, 2)).toBe('');
    expect(formatStoredNumber(76130, 3, 0)).toBe('76.130');
  });
});
