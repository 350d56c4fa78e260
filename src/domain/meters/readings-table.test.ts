import { describe, expect, it } from 'vitest';
import { parseReadingCsv } from './reading-import.ts';
import {
  cellTextOf,
  compareRows,
  interimDates,
  readTypedCell,
  readingsTemplateCsv,
  rowMarks,
  tableBounds,
} from './readings-table.ts';

describe('the days of the readings table', () => {
  it('reads at the start on the day before the year and at the end on its last day', () => {
    expect(tableBounds(2025)).toEqual({ start: '2024-12-31', end: '2025-12-31' });
  });

  it('adds the last day of each tenancy ending within the year, once each, not on 31.12.', () => {
    expect(
      interimDates(2024, [
        '2024-06-30',
        null,
        '2023-12-31',
        '2024-12-31',
        '2024-02-29',
        '2024-06-30',
        '2024-12-30',
      ]),
    ).toEqual(['2024-02-29', '2024-06-30', '2024-12-30']);
    expect(interimDates(2024, ['2024-01-01'])).toEqual(['2024-01-01']);
  });
});

describe('the order of the rows', () => {
  it('follows the dwellings’ order, puts building meters last, then label and number as people read them', () => {
    const rows = [
      { dwellingSort: null, label: 'Gebäude', meterNumber: 'A-1' },
      { dwellingSort: 2, label: '1. OG', meterNumber: 'WZ-10' },
      { dwellingSort: 2, label: '1. OG', meterNumber: 'WZ-9' },
      { dwellingSort: 1, label: 'EG', meterNumber: 'Z' },
    ];
    expect([...rows].sort(compareRows).map((r) => r.meterNumber)).toEqual(['Z', 'WZ-9', 'WZ-10', 'A-1']);
  });
});

describe('typed cells', () => {
  it('reads German input and machine decimals exactly', () => {
    expect(readTypedCell(' 1.234,5 ')).toEqual({ kind: 'value', milli: 1_234_500 });
    expect(readTypedCell('1234.567')).toEqual({ kind: 'value', milli: 1_234_567 });
    expect(readTypedCell('1.234')).toEqual({ kind: 'value', milli: 1_234_000 });
    expect(readTypedCell('')).toEqual({ kind: 'empty' });
    expect(readTypedCell('zwölf')).toEqual({ kind: 'invalid' });
    expect(cellTextOf('1234.500')).toBe('1.234,5');
    expect(cellTextOf(null)).toBe('');
  });

  it('marks missing, unreadable and implausible cells and computes the consumption exactly', () => {
    const v = (text: string) => readTypedCell(text);
    expect(rowMarks(v('100,1'), v('250,3'), [v('120'), v('300'), v('')])).toEqual({
      start: null,
      end: null,
      interim: [null, 'interim_outside', 'missing'],
      consumptionMilli: 150_200,
    });
    expect(rowMarks(v(''), v('x'), [])).toMatchObject({
      start: 'missing',
      end: 'invalid',
      consumptionMilli: null,
    });
    expect(rowMarks(v('10'), v('9,999'), [])).toMatchObject({ end: 'end_below_start', consumptionMilli: -1 });
  });
});

describe('the CSV template', () => {
  it('has one line per meter and day in the import’s columns, and the import reads it back', () => {
    const csv = readingsTemplateCsv([
      { meterNumber: 'WZ-1', dates: ['2024-12-31', '2025-06-30', '2025-12-31'] },
      { meterNumber: 'A;"B"', dates: ['2024-12-31'] },
    ]);
    expect(csv).toBe(
      '\uFEFFZählernummer;Datum;Wert\r\nWZ-1;31.12.2024;\r\nWZ-1;30.06.2025;\r\nWZ-1;31.12.2025;\r\n"A;""B""";31.12.2024;\r\n',
    );
    const rows = parseReadingCsv(csv.replace(/;\r\n/g, ';12,5\r\n'));
    expect(rows).toHaveLength(4);
    expect(rows).toContainEqual({
      line: 5,
      meterNumber: 'A;"B"',
      date: '2024-12-31',
      milli: 12_500,
      reason: null,
    });
  });
});
