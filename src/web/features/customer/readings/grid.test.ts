import { describe, expect, it } from 'vitest';
import type { ReadingsTableRow } from '../../../api/readings-table.ts';
import { cellText, marksOf, pastedCells, refusedCell, saveBody, spreadPaste } from './grid.ts';

const row = (id: number, number: string, interim: string[] = [], source: 'manual' | 'gateway' = 'manual') =>
  ({
    meter_id: id,
    dwelling_id: 1,
    label: 'EG',
    meter_number: number,
    meter_type: 'Wasserzähler',
    unit: 'm³',
    source_type: source,
    start: { date: '2024-12-31', value: '10.500' },
    end: { date: '2025-12-31', value: null },
    interim: interim.map((date) => ({ date, value: null })),
  }) satisfies ReadingsTableRow;

const rows = [row(1, 'WZ-1', ['2025-06-30']), row(2, 'GW', [], 'gateway'), row(3, 'WZ-10'), row(4, 'WZ-2')];

describe('the readings grid', () => {
  it('shows stored values in German until typed over, and marks and computes from what is shown', () => {
    expect(cellText(rows[0]!, 'start', {})).toBe('10,5');
    expect(cellText(rows[0]!, 'start', { '1:start': '11' })).toBe('11');
    expect(marksOf(rows[0]!, { '1:end': '20,25' })).toEqual({
      start: null,
      end: null,
      interim: ['missing'],
      consumptionMilli: 9_750,
    });
  });

  it('spreads a pasted block down the typed rows and to the right within each row', () => {
    const edits = spreadPaste(
      rows,
      {},
      { meterId: 1, column: 'start' },
      pastedCells('1\t2\t3\r\n4\t5\n6\n7\n'),
    );
    expect(edits).toEqual({
      '1:start': '1',
      '1:interim:0': '2',
      '1:end': '3',
      '3:start': '4',
      '3:end': '5',
      '4:start': '6',
    });
    expect(spreadPaste(rows, {}, { meterId: 1, column: 'end' }, [['9'], ['8']])).toEqual({
      '1:end': '9',
      '3:end': '8',
    });
  });

  it('sends the typed rows with machine decimals, unreadable text as typed and empty cells as null', () => {
    const body = saveBody(rows, { '1:end': '1.234,5', '1:interim:0': 'x', '3:start': '' });
    expect(body.rows.map((r) => r.meter_id)).toEqual([1, 3, 4]);
    expect(body.rows[0]).toEqual({
      meter_id: 1,
      start: { date: '2024-12-31', value: '10.500' },
      end: { date: '2025-12-31', value: '1234.500' },
      interim: [{ date: '2025-06-30', value: 'x' }],
    });
    expect(body.rows[1]!.start.value).toBeNull();
  });

  it('finds the cell a refusal names, not confusing WZ-1 with WZ-10', () => {
    expect(refusedCell(rows, {}, 'Zähler WZ-10, Endstand: Bitte eine gültige Zahl eingeben.')).toBe('3:end');
    expect(refusedCell(rows, {}, 'Zähler WZ-1, Zwischenstand: nein')).toBe('1:interim:0');
    expect(refusedCell(rows, {}, 'Etwas anderes')).toBeNull();
  });
});
