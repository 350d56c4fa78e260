import { describe, expect, it } from 'vitest';
import type { ReceivedStatement } from '../../api/statements.ts';
import type { ConsumptionMonth, ConsumptionSeries, Tenancy } from '../../api/tenant-portal.ts';
import {
  addMonths,
  chartRows,
  consumptionRange,
  formatChartNumber,
  formatQuantity,
  gapMonths,
  hasAnyValue,
  hasEnded,
  hasEstimated,
  landlordContacts,
  monthLabel,
  orderedSeries,
  periodText,
  readingTime,
  statementsOfTenancy,
  tenancyAddressLines,
  tenancyLink,
  unconvertedHeating,
} from './consumption.ts';

const month = (m: string, value: string | null, estimated = false): ConsumptionMonth => ({
  month: m,
  value,
  estimated,
  previous_month: null,
  same_month_last_year: null,
  property_average: null,
});

const series = (
  kind: ConsumptionSeries['kind'],
  unit: string,
  months: ConsumptionMonth[],
): ConsumptionSeries => ({
  kind,
  unit,
  months,
});

const tenancy = (from: string | null, to: string | null): Tenancy => ({
  id: 1,
  property: { street: 'Lindenstraße', house_number: '12', zip: '10115', city: 'Berlin' },
  name: 'EG links',
  from,
  to,
  landlord: { name: 'Hausverwaltung Sommer GmbH', email: null, phone: null },
});

describe('months', () => {
  it('counts months across year ends both ways', () => {
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2025-06', -11)).toBe('2024-07');
    expect(addMonths('2025-06', 0)).toBe('2025-06');
  });

  it('labels a month short for the axis and in full for tables', () => {
    expect(monthLabel('2025-03', 'short')).toBe('Mär 25');
    expect(monthLabel('2025-03', 'long')).toBe('März 2025');
    expect(monthLabel('2024-12', 'long')).toBe('Dezember 2024');
  });
});

describe('quantities', () => {
  it('shows the API decimals in German notation without invented digits', () => {
    expect(formatQuantity('1234.500')).toBe('1.234,5');
    expect(formatQuantity('0.015')).toBe('0,015');
    expect(formatQuantity('12.000')).toBe('12');
    expect(formatQuantity(null)).toBeNull();
    expect(formatChartNumber(1234.5)).toBe('1.234,5');
    expect(formatChartNumber(0.1 + 0.2)).toBe('0,3');
  });
});

describe('chart rows', () => {
  it('puts each month into the read or the estimated bar and leaves months without a figure empty', () => {
    const rows = chartRows(
      series('cold_water', 'm³', [
        month('2025-01', '4.250'),
        month('2025-02', '3.100', true),
        month('2025-03', null),
      ]),
    );
    expect(rows).toEqual([
      { month: '2025-01', label: 'Jan 25', read: 4.25, estimated: null },
      { month: '2025-02', label: 'Feb 25', read: null, estimated: 3.1 },
      { month: '2025-03', label: 'Mär 25', read: null, estimated: null },
    ]);
  });

  it('keeps a measured zero as a value, not as a gap', () => {
    const [row] = chartRows(series('hot_water', 'm³', [month('2025-01', '0.000')]));
    expect(row?.read).toBe(0);
    expect(gapMonths(series('hot_water', 'm³', [month('2025-01', '0.000')]))).toBeNull();
  });

  it('names the gaps in full and tells whether any bar is estimated', () => {
    const s = series('cold_water', 'm³', [
      month('2025-01', null),
      month('2025-02', '1.000'),
      month('2025-03', null),
    ]);
    expect(gapMonths(s)).toBe('Januar 2025, März 2025');
    expect(hasEstimated(s)).toBe(false);
    // An estimated flag on a month without a value marks no bar.
    expect(hasEstimated(series('cold_water', 'm³', [month('2025-01', null, true)]))).toBe(false);
    expect(hasEstimated(series('cold_water', 'm³', [month('2025-01', '1.000', true)]))).toBe(true);
  });

  it('sees no data when every month is null', () => {
    expect(hasAnyValue([])).toBe(false);
    expect(hasAnyValue([series('heating', 'kWh', [month('2025-01', null)])])).toBe(false);
    expect(hasAnyValue([series('heating', 'kWh', [month('2025-01', '0.000')])])).toBe(true);
  });

  it('notes heating in allocator units, not heating in kWh or water', () => {
    expect(unconvertedHeating(series('heating', 'Einheiten', []))).toBe(true);
    expect(unconvertedHeating(series('heating', 'kWh', []))).toBe(false);
    expect(unconvertedHeating(series('hot_water', 'm³', []))).toBe(false);
  });

  it('orders heating before water before the rest', () => {
    const kinds = orderedSeries([
      series('electricity', 'kWh', []),
      series('cold_water', 'm³', []),
      series('heating', 'Einheiten', []),
      series('hot_water', 'm³', []),
    ]).map((s) => s.kind);
    expect(kinds).toEqual(['heating', 'hot_water', 'cold_water', 'electricity']);
  });
});

describe('tenancy periods', () => {
  it('asks a current tenancy for the server default', () => {
    expect(consumptionRange(tenancy('2019-04-01', null), '2025-08-14')).toBeNull();
    expect(consumptionRange(tenancy('2019-04-01', '2026-01-31'), '2025-08-14')).toBeNull();
    expect(hasEnded(tenancy('2019-04-01', '2025-08-14'), '2025-08-14')).toBe(false);
  });

  it('ends a former tenancy’s range with the month of moving out', () => {
    expect(consumptionRange(tenancy('2019-04-01', '2025-03-31'), '2025-08-14')).toEqual({
      from: '2024-04',
      to: '2025-03',
    });
    // Moved in during the year: nothing before the move-in month.
    expect(consumptionRange(tenancy('2024-11-15', '2025-03-31'), '2025-08-14')).toEqual({
      from: '2024-11',
      to: '2025-03',
    });
    // Moved out earlier this month: the running month is not reported.
    expect(consumptionRange(tenancy('2019-04-01', '2025-08-05'), '2025-08-14')).toEqual({
      from: '2024-08',
      to: '2025-07',
    });
  });

  it('words the period as far as it is known', () => {
    expect(periodText(tenancy('2019-04-01', null))).toBe('Mietbeginn 01.04.2019');
    expect(periodText(tenancy('2018-01-01', '2024-06-30'))).toBe('Mietzeitraum 01.01.2018 – 30.06.2024');
    expect(periodText(tenancy(null, '2024-06-30'))).toBe('bis 30.06.2024');
    expect(periodText(tenancy(null, null))).toBeNull();
    expect(tenancyLink(42)).toBe('/tenant/property-detail?id=42');
  });

  it('splits the address into the tile’s two lines', () => {
    expect(tenancyAddressLines(tenancy(null, null))).toEqual(['Lindenstraße 12', '10115 Berlin']);
  });
});

describe('statements of a tenancy', () => {
  const statement = (id: number, address: string, from: string, to: string): ReceivedStatement => ({
    id,
    property_id: 7,
    address,
    year: Number(from.slice(0, 4)),
    from,
    to,
    balance_cents: 0,
    delivered_at: '2025-02-01T10:00:00.000Z',
  });
  const list = [
    statement(1, 'Lindenstraße 12, 10115 Berlin, Deutschland', '2024-01-01', '2024-12-31'),
    statement(2, 'Am Stadtpark 3, 04109 Leipzig, Deutschland', '2024-01-01', '2024-12-31'),
    statement(3, 'Lindenstraße 12, 10115 Berlin, Deutschland', '2018-01-01', '2018-12-31'),
    statement(4, 'lindenstraße  12, 10115 Berlin', '2023-01-01', '2023-12-31'),
  ];

  it('keeps the statements of the same address whose period overlaps the tenancy', () => {
    expect(statementsOfTenancy(list, tenancy('2019-04-01', null)).map((s) => s.id)).toEqual([1, 4]);
    expect(statementsOfTenancy(list, tenancy(null, '2018-06-30')).map((s) => s.id)).toEqual([3]);
    expect(statementsOfTenancy(list, tenancy(null, null)).map((s) => s.id)).toEqual([1, 3, 4]);
  });
});

describe('reading time', () => {
  it('shows a timestamp in Berlin time and a reading day as a date', () => {
    expect(readingTime('2025-01-31T23:30:00.000Z')).toEqual({ date: '01.02.2025', time: '00:30' });
    expect(readingTime('2025-01-31')).toEqual({ date: '31.01.2025', time: null });
  });
});

describe('landlord contacts', () => {
  it('lists each landlord once with the addresses rented from it', () => {
    const other = {
      ...tenancy(null, null),
      id: 2,
      property: { street: 'Am Stadtpark', house_number: '3', zip: '04109', city: 'Leipzig' },
    };
    const foreign = {
      ...tenancy(null, null),
      id: 3,
      landlord: { name: 'Andere GmbH', email: 'a@example.de', phone: null },
    };
    const contacts = landlordContacts([
      tenancy(null, '2020-01-31'),
      tenancy('2020-02-01', null),
      other,
      foreign,
    ]);
    expect(contacts.map((c) => [c.landlord.name, c.addresses])).toEqual([
      ['Hausverwaltung Sommer GmbH', ['Lindenstraße 12, 10115 Berlin', 'Am Stadtpark 3, 04109 Leipzig']],
      ['Andere GmbH', ['Lindenstraße 12, 10115 Berlin']],
    ]);
  });
});
