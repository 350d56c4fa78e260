/** Random buildings for the engine's property tests (fast-check). */
import fc from 'fast-check';
import { parseIsoDate, toIsoDate } from '../period.ts';
import type { BillingInput } from '../schema.ts';

const PERIODS = [
  { from: '2023-01-01', to: '2023-12-31' },
  { from: '2024-01-01', to: '2024-12-31' },
  { from: '2023-07-01', to: '2024-06-30' },
  { from: '2024-03-01', to: '2024-08-31' },
];

/** Readings in thousandths; divided only once so the number prints as the exact 3-place decimal. */
const milli = fc.integer({ min: 0, max: 2_000_000 });

export const building: fc.Arbitrary<BillingInput> = fc
  .record({
    period: fc.constantFrom(...PERIODS),
    split: fc.constantFrom('days' as const, 'months' as const),
    units: fc.array(
      fc.record({
        areaMilli: fc.integer({ min: 1_000, max: 200_000 }),
        // cut points as fractions of the period; each unit has 1–3 occupancies
        cuts: fc.uniqueArray(fc.double({ min: 0.01, max: 0.99, noNaN: true }), { maxLength: 2 }),
        vacancies: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        persons: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }),
        perUnitReading: fc.boolean(),
        readings: fc.array(milli, { minLength: 9, maxLength: 9 }),
        startsBefore: fc.boolean(),
        endsAfter: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    costs: fc.array(
      fc.record({
        amount: fc.integer({ min: 0, max: 100_000_000 }),
        key: fc.constantFrom('area', 'units', 'persons', 'consumption', 'volume', 'direct'),
        allocable: fc.option(
          fc.integer({ min: 0, max: 100_000 }).map((m) => m / 1000),
          { nil: undefined },
        ),
        labour: fc.option(fc.integer({ min: -10, max: 100_000_000 }), { nil: undefined }),
      }),
      { maxLength: 8 },
    ),
    heating: fc.option(
      fc.record({
        total: fc.integer({ min: 0, max: 50_000_000 }),
        heatingOnly: fc.integer({ min: 0, max: 1_000_000 }),
        hotWaterOnly: fc.integer({ min: 0, max: 1_000_000 }),
        share: fc.integer({ min: 50, max: 70 }),
        hwShare: fc.integer({ min: 50, max: 70 }),
        method: fc.constantFrom('volume' as const, 'area' as const, 'none' as const),
        fixed: fc.constantFrom('degree_days' as const, 'days' as const),
        co2Permille: fc.integer({ min: 0, max: 1000 }),
        emissions: fc.integer({ min: 0, max: 100_000 }),
      }),
      { nil: undefined },
    ),
  })
  .map(({ period, split, units, costs, heating }) => {
    const from = parseIsoDate(period.from) as number;
    const to = parseIsoDate(period.to) as number;
    const span = to - from;
    const input: BillingInput = {
      period,
      time_split: split,
      units: [],
      occupancies: [],
      costs: [],
      consumption: [],
    };
    let n = 0;
    units.forEach((u, ui) => {
      const unitId = `W${ui}`;
      input.units.push({ id: unitId, area_m2: u.areaMilli / 1000, volume_m3: (u.areaMilli * 3) / 1000 });
      // The first dwelling always has positive readings, so that a consumption basis is never zero.
      const value = (i: number) => ((u.readings[i] as number) + (ui === 0 && i < 3 ? 1000 : 0)) / 1000;
      const cutDays = [...new Set(u.cuts.map((c) => from + 1 + Math.floor(c * (span - 1))))].sort(
        (a, b) => a - b,
      );
      const starts = [from, ...cutDays];
      starts.forEach((start, k) => {
        const id = String(++n);
        const last = k === starts.length - 1;
        const end = last ? to : (starts[k + 1] as number) - 1;
        const vacancy = u.vacancies[k] === true;
        input.occupancies.push({
          id,
          unit: unitId,
          name: `Nutzer ${id}`,
          from: toIsoDate(k === 0 && u.startsBefore ? start - 400 : start),
          to: last ? (u.endsAfter ? '' : toIsoDate(end)) : toIsoDate(end),
          persons: u.persons[k],
          vacancy,
          advance_payments_cents: vacancy ? undefined : 10_000 * (k + 1),
        });
        if (!u.perUnitReading) {
          input.consumption!.push(
            { occupancy: id, kind: 'cold_water', value: value(3 * k) },
            { occupancy: id, kind: 'heating', value: value(3 * k + 1) },
            { occupancy: id, kind: 'hot_water', value: value(3 * k + 2) },
          );
        }
      });
      if (u.perUnitReading) {
        input.consumption!.push(
          { unit: unitId, kind: 'cold_water', value: value(0) },
          { unit: unitId, kind: 'heating', value: value(1) },
          { unit: unitId, kind: 'hot_water', value: value(2) },
        );
      }
    });
    costs.forEach((c, ci) => {
      const cost: BillingInput['costs'][number] = {
        id: `K${ci}`,
        name: `Kosten ${ci}`,
        amount_cents: c.amount,
        key: c.key as BillingInput['costs'][number]['key'],
        allocable_percent: c.allocable,
      };
      if (c.key === 'consumption') cost.meter_kind = 'cold_water';
      if (c.key === 'direct') {
        const first = input.occupancies[0]!.id;
        const half = Math.floor(c.amount / 2);
        const lastId = input.occupancies[input.occupancies.length - 1]!.id;
        cost.direct = first === lastId ? { [first]: c.amount } : { [first]: half, [lastId]: c.amount - half };
      }
      if (c.labour !== undefined) {
        cost.labour_cents = c.labour;
        cost.section35a = ci % 2 === 0 ? 'services' : 'craft';
      }
      input.costs.push(cost);
    });
    if (heating) {
      input.heating = {
        total_cents: heating.total,
        heating_only_cents: heating.heatingOnly,
        hot_water_only_cents: heating.hotWaterOnly,
        consumption_share_percent: heating.share,
        hot_water_consumption_share_percent: heating.hwShare,
        hot_water: { method: heating.method, fuel_kwh_total: 100_000_000 },
        fixed_split: heating.fixed,
        co2: {
          emissions_kg: heating.emissions,
          cost_cents: Math.floor((heating.total * heating.co2Permille) / 1000),
        },
      };
    }
    return input;
  });
