import { describe, expect, it } from 'vitest';
import { occupancyPeriods, periodsOverlap, type OccupyingTenancy } from './occupancy.ts';

const t = (id: number, moveIn: string | null, moveOut: string | null, vacancy = false): OccupyingTenancy => ({
  id,
  moveIn,
  moveOut,
  vacancy,
});

describe('occupancy periods of a dwelling', () => {
  it('is one vacancy for the whole year when no tenancy lives there', () => {
    expect(occupancyPeriods(2025, [])).toEqual([
      { from: '2025-01-01', to: '2025-12-31', kind: 'vacancy', tenant_id: null },
    ]);
  });

  it('fills the gaps before, between and after tenancies with derived vacancy', () => {
    expect(
      occupancyPeriods(2025, [t(2, '2025-08-01', '2025-10-31'), t(1, '2025-02-01', '2025-05-31')]),
    ).toEqual([
      { from: '2025-01-01', to: '2025-01-31', kind: 'vacancy', tenant_id: null },
      { from: '2025-02-01', to: '2025-05-31', kind: 'tenancy', tenant_id: 1 },
      { from: '2025-06-01', to: '2025-07-31', kind: 'vacancy', tenant_id: null },
      { from: '2025-08-01', to: '2025-10-31', kind: 'tenancy', tenant_id: 2 },
      { from: '2025-11-01', to: '2025-12-31', kind: 'vacancy', tenant_id: null },
    ]);
  });

  it('joins a successor seamlessly and clips open ends to the year', () => {
    expect(occupancyPeriods(2025, [t(1, null, '2025-06-30'), t(2, '2025-07-01', null)])).toEqual([
      { from: '2025-01-01', to: '2025-06-30', kind: 'tenancy', tenant_id: 1 },
      { from: '2025-07-01', to: '2025-12-31', kind: 'tenancy', tenant_id: 2 },
    ]);
  });

  it('shows an explicit Leerstand record as vacancy with its id', () => {
    expect(
      occupancyPeriods(2025, [t(1, '2020-01-01', '2025-03-31'), t(2, '2025-04-01', null, true)]),
    ).toEqual([
      { from: '2025-01-01', to: '2025-03-31', kind: 'tenancy', tenant_id: 1 },
      { from: '2025-04-01', to: '2025-12-31', kind: 'vacancy', tenant_id: 2 },
    ]);
  });

  it('leaves out tenancies outside the year', () => {
    expect(occupancyPeriods(2025, [t(1, '2020-01-01', '2024-12-31'), t(2, '2026-01-01', null)])).toEqual([
      { from: '2025-01-01', to: '2025-12-31', kind: 'vacancy', tenant_id: null },
    ]);
  });

  it('counts 29 February in a leap year', () => {
    expect(occupancyPeriods(2024, [t(1, '2024-02-29', null)])).toEqual([
      { from: '2024-01-01', to: '2024-02-28', kind: 'vacancy', tenant_id: null },
      { from: '2024-02-29', to: '2024-12-31', kind: 'tenancy', tenant_id: 1 },
    ]);
  });

  it('never overlaps even where older data does', () => {
    expect(
      occupancyPeriods(2025, [
        t(1, '2025-01-01', '2025-06-30'),
        t(2, '2025-03-01', '2025-04-30'),
        t(3, '2025-06-01', null),
      ]),
    ).toEqual([
      { from: '2025-01-01', to: '2025-06-30', kind: 'tenancy', tenant_id: 1 },
      { from: '2025-07-01', to: '2025-12-31', kind: 'tenancy', tenant_id: 3 },
    ]);
  });
});

describe('overlap of two periods', () => {
  it('treats open ends as unbounded and touching days as overlap', () => {
    const p = (moveIn: string | null, moveOut: string | null) => ({ moveIn, moveOut });
    expect(periodsOverlap(p(null, null), p('2025-01-01', '2025-01-01'))).toBe(true);
    expect(periodsOverlap(p('2025-01-01', '2025-06-30'), p('2025-07-01', null))).toBe(false);
    expect(periodsOverlap(p('2025-01-01', '2025-06-30'), p('2025-06-30', null))).toBe(true);
    expect(periodsOverlap(p(null, '2024-12-31'), p('2025-01-01', null))).toBe(false);
    expect(periodsOverlap(p('2025-01-01', null), p(null, '2025-01-01'))).toBe(true);
  });
});
