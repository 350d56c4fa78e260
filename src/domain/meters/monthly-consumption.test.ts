import { describe, expect, it } from 'vitest';
import { cumulativeSeries } from './cumulative-series.ts';
import {
  addMonths,
  isMonth,
  lastCompleteMonth,
  lastDayOf,
  meterMonth,
  monthlyConsumption,
  monthsBetween,
  stateAtEndOf,
  type PortalDwelling,
} from './monthly-consumption.ts';

let seq = 0;
const reading = (readingDate: string, readingValue: string, isEstimated = false) => ({
  id: ++seq,
  readingDate,
  readingValue,
  isEstimated,
});
const p = (date: string, milli: number) => ({ date, milli });

describe('months', () => {
  it('checks, steps and lists calendar months', () => {
    expect(isMonth('2025-02')).toBe(true);
    expect(isMonth('2025-13')).toBe(false);
    expect(isMonth('2025-2')).toBe(false);
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-12', 13)).toBe('2026-01');
    expect(monthsBetween('2024-11', '2025-02')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthsBetween('2025-02', '2025-01')).toEqual([]);
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2025-02')).toBe('2025-02-28');
    // The running month is never reported.
    expect(lastCompleteMonth('2026-03-01')).toBe('2026-02');
    expect(lastCompleteMonth('2026-01-31')).toBe('2025-12');
  });
});

describe('stateAtEndOf', () => {
  it('takes a reading of that very day, not of the day after', () => {
    expect(stateAtEndOf([p('2025-01-31', 500)], '2025-01-31')).toMatchObject({
      value: 500,
      interpolated: false,
    });
    // A reading of 1 February is not the state at the end of 31 January; nothing before it: none.
    expect(stateAtEndOf([p('2025-02-01', 500)], '2025-01-31')).toBeNull();
  });

  it('interpolates by days and never extrapolates', () => {
    // 10.01. 100.000 → 09.02. 130.000: 30 days, 31.01. is 21 days on: 100000 + 30000·21/30 = 121000.
    const points = [p('2025-01-10', 100_000), p('2025-02-09', 130_000)];
    expect(stateAtEndOf(points, '2025-01-31')).toMatchObject({ value: 121_000, interpolated: true });
    expect(stateAtEndOf(points, '2025-01-09')).toBeNull();
    expect(stateAtEndOf(points, '2025-02-28')).toBeNull();
  });
});

describe('meterMonth', () => {
  it('is the state at the end of the month minus the state at the end of the month before', () => {
    const s = cumulativeSeries([reading('2025-01-31', '10.000'), reading('2025-02-28', '12.500')]);
    expect(meterMonth(s, '2025-02')).toEqual({ milli: 2_500, estimated: false });
    expect(meterMonth(s, '2025-01')).toBeNull();
    expect(meterMonth(s, '2025-03')).toBeNull();
  });

  it('marks a month estimated when a boundary is interpolated or an estimated reading decides it', () => {
    const s = cumulativeSeries([
      reading('2025-01-31', '10.000'),
      reading('2025-03-15', '20.000'),
      reading('2025-03-31', '22.000', true),
    ]);
    // 28.02. lies 28 of 43 days after 31.01.: 10000 + 10000·28/43 = 16511.6… → 16512.
    expect(meterMonth(s, '2025-02')).toEqual({ milli: 6_512, estimated: true });
    // March: 22000 − 16512 = 5488, interpolated start, estimated end reading.
    expect(meterMonth(s, '2025-03')).toEqual({ milli: 5_488, estimated: true });
  });

  it('counts on over a meter exchange', () => {
    // Old meter ends at 950.000 on 15.03., the new one starts at 0 the same day and reads 40 on 31.03.
    const s = cumulativeSeries([
      reading('2025-02-28', '900.000'),
      reading('2025-03-15', '950.000'),
      reading('2025-03-15', '0.000'),
      reading('2025-03-31', '40.000'),
    ]);
    expect(meterMonth(s, '2025-03')).toEqual({ milli: 90_000, estimated: false });
  });
});

describe('monthlyConsumption', () => {
  const dwellings: PortalDwelling[] = [
    {
      id: 'W1',
      tenancies: [{ id: 1, moveIn: '2020-01-01', moveOut: null, areaMilli: 50_000 }],
      meters: [
        {
          kind: 'cold_water',
          unit: 'm³',
          series: cumulativeSeries([
            reading('2024-02-29', '100.000'),
            reading('2024-03-31', '103.000'),
            reading('2025-01-31', '130.000'),
            reading('2025-02-28', '134.000'),
            reading('2025-03-31', '140.000'),
          ]),
        },
      ],
    },
    {
      id: 'W2',
      tenancies: [
        { id: 2, moveIn: '2020-01-01', moveOut: '2025-01-31', areaMilli: 80_000 },
        { id: 3, moveIn: '2025-02-01', moveOut: null, areaMilli: 100_000 },
      ],
      meters: [
        {
          kind: 'cold_water',
          unit: 'm³',
          series: cumulativeSeries([reading('2025-02-28', '50.000'), reading('2025-03-31', '62.000')]),
        },
      ],
    },
    {
      // No water meter: not comparable, left out of the average.
      id: 'W3',
      tenancies: [{ id: 4, moveIn: '2020-01-01', moveOut: null, areaMilli: 1_000_000 }],
      meters: [],
    },
  ];
  const tenancy = dwellings[0]!.tenancies[0]!;

  it('gives the month, the previous month, the same month a year before and the property average', () => {
    const [series] = monthlyConsumption({ dwellings, dwellingId: 'W1', tenancy, months: ['2025-03'] });
    expect(series).toMatchObject({ kind: 'cold_water', unit: 'm³' });
    // March 2025: 140 − 134 = 6; February: 134 − 130 = 4; March 2024: 103 − 100 = 3.
    // Average: (6 + 12) m³ / (50 + 100) m² · 50 m² = 6.
    expect(series!.months).toEqual([
      {
        month: '2025-03',
        value: '6.000',
        estimated: false,
        previous_month: '4.000',
        same_month_last_year: '3.000',
        property_average: '6.000',
      },
    ]);
  });

  it('answers null where readings do not allow a figure, never an invented one', () => {
    const [series] = monthlyConsumption({ dwellings, dwellingId: 'W1', tenancy, months: ['2025-02'] });
    // February: own 4; W2 has no state at the end of January, so only W1 counts: 4 / 50 · 50 = 4.
    // January: 31.12.2024 interpolated between 31.03.2024 (103) and 31.01.2025 (130), 275 of 306
    // days: 103000 + 27000·275/306 = 127264.7… → 127265; 130000 − 127265 = 2735. February 2024
    // has no state at the end of January 2024 (no reading before it): null.
    expect(series!.months[0]).toMatchObject({
      value: '4.000',
      previous_month: '2.735',
      same_month_last_year: null,
      property_average: '4.000',
    });
  });

  it('rounds the area-weighted average to thousandths', () => {
    const third: PortalDwelling = {
      id: 'W4',
      tenancies: [{ id: 5, moveIn: null, moveOut: null, areaMilli: 70_000 }],
      meters: [
        {
          kind: 'cold_water',
          unit: 'm³',
          series: cumulativeSeries([reading('2025-02-28', '0'), reading('2025-03-31', '1')]),
        },
      ],
    };
    const [series] = monthlyConsumption({
      dwellings: [...dwellings, third],
      dwellingId: 'W1',
      tenancy,
      months: ['2025-03'],
    });
    // (6 + 12 + 1) / (50 + 100 + 70) · 50 = 19 · 50 / 220 = 4.31818… → 4.318.
    expect(series!.months[0]!.property_average).toBe('4.318');
  });

  it('shows no month the tenancy did not live through from its first to its last day', () => {
    const successor = dwellings[1]!.tenancies[1]!;
    const [series] = monthlyConsumption({
      dwellings,
      dwellingId: 'W2',
      tenancy: successor,
      months: ['2025-01', '2025-03'],
    });
    expect(series!.months[0]).toMatchObject({ value: null, previous_month: null, property_average: null });
    // March: 12 m³; February (its first month, moved in 01.02.) lacks a start state: null.
    expect(series!.months[1]).toMatchObject({ value: '12.000', previous_month: null });
    const movedOut = { ...tenancy, moveOut: '2025-02-15' };
    const [after] = monthlyConsumption({
      dwellings,
      dwellingId: 'W1',
      tenancy: movedOut,
      months: ['2025-03'],
    });
    expect(after!.months[0]).toEqual({
      month: '2025-03',
      value: null,
      estimated: false,
      previous_month: null,
      same_month_last_year: null,
      property_average: null,
    });
  });
});
