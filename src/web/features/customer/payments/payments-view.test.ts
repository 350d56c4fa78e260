import { describe, expect, it } from 'vitest';
import {
  balanceStatus,
  chartRows,
  chartSummary,
  formatChartEuro,
  monthLabel,
  monthRows,
  nameOf,
  propertyMonths,
  refundsWithoutIban,
  tenancyLine,
  yearTotals,
} from './payments-view.ts';

const tenant = (id: number, months: Array<[string, number, number]>) => {
  const due = months.reduce((sum, [, d]) => sum + d, 0);
  const received = months.reduce((sum, [, , r]) => sum + r, 0);
  return {
    tenant_id: id,
    due_cents: due,
    received_cents: received,
    difference_cents: due - received,
    months: months.map(([month, d, r]) => ({ month, due_cents: d, received_cents: r })),
  };
};

describe('month table', () => {
  it('shows the twelve months in order, a missing month as zero, difference due − received', () => {
    const rows = monthRows(2025, [
      { month: '2025-03', due_cents: 4570, received_cents: 0 },
      { month: '2025-01', due_cents: 8333, received_cents: 8333 },
      { month: '2025-02', due_cents: 8333, received_cents: 10000 },
    ]);
    expect(rows.map((r) => r.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    expect(rows[0]).toEqual({ month: '2025-01', due_cents: 8333, received_cents: 8333, difference_cents: 0 });
    expect(rows[1]!.difference_cents).toBe(-1667);
    expect(rows[2]!.difference_cents).toBe(4570);
    expect(rows[11]).toEqual({ month: '2025-12', due_cents: 0, received_cents: 0, difference_cents: 0 });
  });

  it('ignores months of another year', () => {
    const rows = monthRows(2025, [{ month: '2024-12', due_cents: 100, received_cents: 0 }]);
    expect(rows.every((r) => r.due_cents === 0)).toBe(true);
  });

  it('sums the tenants per month for the property', () => {
    const rows = propertyMonths(2025, [
      tenant(1, [
        ['2025-01', 18500, 18500],
        ['2025-02', 18500, 0],
      ]),
      tenant(2, [
        ['2025-01', 21000, 21000],
        ['2025-02', 21000, 42000],
      ]),
    ]);
    expect(rows[0]).toEqual({
      month: '2025-01',
      due_cents: 39500,
      received_cents: 39500,
      difference_cents: 0,
    });
    expect(rows[1]).toEqual({
      month: '2025-02',
      due_cents: 39500,
      received_cents: 42000,
      difference_cents: -2500,
    });
    expect(rows[2]!.due_cents).toBe(0);
  });

  it('totals the year and names the status: positive difference is arrears', () => {
    const totals = yearTotals([tenant(1, [['2025-01', 18500, 0]]), tenant(2, [['2025-01', 21000, 21000]])]);
    expect(totals).toEqual({ due_cents: 39500, received_cents: 21000, difference_cents: 18500 });
    expect(balanceStatus(18500)).toBe('arrears');
    expect(balanceStatus(-1)).toBe('overpaid');
    expect(balanceStatus(0)).toBe('settled');
  });
});

describe('names and labels', () => {
  it('takes the name the answer carries, else the id in words', () => {
    expect(nameOf({ tenant_id: 1, name: 'Anna Berger' })).toBe('Anna Berger');
    expect(nameOf({ tenant_id: 9, name: ' ' })).toBe('Mieter 9');
  });

  it('describes the tenancy under the name: dwelling, dates, a missing IBAN', () => {
    const row = { dwelling_label: 'EG links', move_in: '2019-04-01', move_out: null, has_iban: true };
    expect(tenancyLine(row)).toBe('EG links · seit 01.04.2019');
    expect(tenancyLine({ ...row, move_out: '2025-06-30', has_iban: false })).toBe(
      'EG links · 01.04.2019 – 30.06.2025 · keine IBAN hinterlegt',
    );
    expect(tenancyLine({ dwelling_label: null, move_in: null, move_out: '2025-06-30', has_iban: true })).toBe(
      'bis 30.06.2025',
    );
  });

  it('writes months and chart values the German way', () => {
    expect(monthLabel('2025-03')).toBe('März 2025');
    expect(formatChartEuro(185)).toBe('185,00\u00a0€');
    expect(formatChartEuro(83.33)).toBe('83,33\u00a0€');
    const rows = chartRows(monthRows(2025, [{ month: '2025-01', due_cents: 8333, received_cents: 5000 }]));
    expect(rows[0]).toEqual({ label: 'Jan', due: 83.33, received: 50 });
    expect(rows[11]!.label).toBe('Dez');
  });

  it('summarises the chart in words: sums and the months short of their due', () => {
    const rows = monthRows(2025, [
      { month: '2025-01', due_cents: 10000, received_cents: 10000 },
      { month: '2025-02', due_cents: 10000, received_cents: 0 },
      { month: '2025-03', due_cents: 10000, received_cents: 5000 },
    ]);
    const summary = chartSummary(2025, rows);
    expect(summary).toContain('fällig 300,00\u00a0€, eingegangen 150,00\u00a0€');
    expect(summary).toContain('Weniger eingegangen als fällig: Februar, März.');
    expect(chartSummary(2025, monthRows(2025, []))).toContain('In keinem Monat ging weniger ein als fällig.');
  });
});

describe('refunds without IBAN', () => {
  it('names the tenants with a refund but no IBAN, in the order given', () => {
    expect(
      refundsWithoutIban([
        { name: 'Anna Berger', iban: 'DE89370400440532013000' },
        { name: 'Mehmet Yilmaz', iban: null },
        { name: 'Lena Schulz', iban: null },
      ]),
    ).toEqual(['Mehmet Yilmaz', 'Lena Schulz']);
    expect(refundsWithoutIban([])).toEqual([]);
  });
});
