/**
 * Deterministic synthetic buildings for the billing benchmarks: 200
 * dwellings, 20 cost lines over every key, mid-year tenant changes (with and
 * without interim reading), vacancies and a gas heating with CO2 split.
 */
import type { BillingInput } from '../../src/domain/billing/schema.ts';

/** Small LCG so that every run measures the same inputs. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const COSTS: [string, BillingInput['costs'][number]['key'], Partial<BillingInput['costs'][number]>][] = [
  ['Grundsteuer', 'area', {}],
  ['Wasserversorgung', 'consumption', { meter_kind: 'cold_water' }],
  ['Entwässerung', 'consumption', { meter_kind: 'cold_water' }],
  ['Müllbeseitigung', 'persons', {}],
  ['Straßenreinigung', 'area', {}],
  ['Gebäudereinigung', 'area', { labour_cents: -1, section35a: 'services' }],
  ['Gartenpflege', 'area', { labour_cents: -1, section35a: 'services' }],
  ['Allgemeinstrom', 'units', {}],
  ['Schornsteinfeger', 'units', { labour_cents: -1, section35a: 'craft' }],
  ['Sach- und Haftpflichtversicherung', 'area', {}],
  ['Hauswart', 'area', { allocable_percent: 85, labour_cents: -1, section35a: 'services' }],
  ['Breitbandanschluss', 'units', {}],
  ['Aufzug', 'volume', { labour_cents: -1, section35a: 'craft' }],
  ['Ungezieferbekämpfung', 'area', {}],
  ['Beleuchtung', 'units', {}],
  ['Wartung Rauchwarnmelder', 'units', { labour_cents: -1, section35a: 'craft' }],
  ['Winterdienst', 'area', { labour_cents: -1, section35a: 'services' }],
  ['Waschraum Strom', 'consumption', { meter_kind: 'electricity' }],
  ['Hausstrom Tiefgarage', 'persons', {}],
  ['Reparatur Gegensprechanlage', 'direct', { non_allocable_cents: -1 }],
];

export function building(seed: number, dwellings = 200): BillingInput {
  const rnd = random(seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const input: BillingInput = {
    period: { from: '2024-01-01', to: '2024-12-31' },
    time_split: 'days',
    units: [],
    occupancies: [],
    costs: [],
    consumption: [],
    heating: {
      total_cents: int(15_000_000, 25_000_000),
      heating_only_cents: int(100_000, 400_000),
      hot_water_only_cents: int(0, 100_000),
      consumption_share_percent: 70,
      hot_water_consumption_share_percent: 70,
      hot_water: { method: 'volume', fuel_kwh_total: 1_600_000, gross_calorific: true },
      fixed_split: 'degree_days',
      co2: { fuel_kwh: 1_600_000, gross_calorific: true, cost_cents: int(800_000, 1_200_000) },
    },
  };
  let occ = 0;
  for (let u = 0; u < dwellings; u++) {
    const unit = `W${u + 1}`;
    const areaMilli = int(35_000, 130_000);
    input.units.push({ id: unit, area_m2: areaMilli / 1000, volume_m3: (areaMilli * 3) / 1000 });
    // A quarter of the dwellings change hands during the year; some stand empty in between.
    const change = rnd() < 0.25;
    const interim = rnd() < 0.8;
    const segments: { from: string; to?: string; vacancy?: boolean }[] = [];
    if (change) {
      const month = int(2, 11);
      const mm = String(month).padStart(2, '0');
      const next = String(month + 1).padStart(2, '0');
      const vacant = rnd() < 0.3;
      segments.push({ from: '2018-05-01', to: `2024-${mm}-15` });
      if (vacant) {
        segments.push({ from: `2024-${mm}-16`, to: `2024-${next}-15`, vacancy: true });
        segments.push({ from: `2024-${next}-16` });
      } else {
        segments.push({ from: `2024-${mm}-16` });
      }
    } else {
      segments.push({ from: '2016-01-01' });
    }
    for (const s of segments) {
      const id = String(++occ);
      input.occupancies.push({
        id,
        unit,
        name: s.vacancy ? 'Leerstand' : `Mietpartei ${id}`,
        from: s.from,
        to: s.to ?? '',
        persons: s.vacancy ? undefined : int(1, 5),
        vacancy: s.vacancy ?? false,
        advance_payments_cents: s.vacancy ? undefined : int(100_000, 300_000),
      });
      if (!change || interim) {
        input.consumption!.push(
          { occupancy: id, kind: 'cold_water', value: int(5_000, 150_000) / 1000 },
          { occupancy: id, kind: 'electricity', value: int(0, 400_000) / 1000 },
          { occupancy: id, kind: 'heating', value: int(200_000, 4_000_000) / 1000, estimated: rnd() < 0.03 },
          { occupancy: id, kind: 'hot_water', value: int(2_000, 60_000) / 1000 },
        );
      }
    }
    if (change && !interim) {
      input.consumption!.push(
        { unit, kind: 'cold_water', value: int(5_000, 150_000) / 1000 },
        { unit, kind: 'electricity', value: int(0, 400_000) / 1000 },
        { unit, kind: 'heating', value: int(200_000, 4_000_000) / 1000 },
        { unit, kind: 'hot_water', value: int(2_000, 60_000) / 1000 },
      );
    }
  }
  COSTS.forEach(([name, key, extra], i) => {
    const amount = int(100_000, 5_000_000);
    const cost: BillingInput['costs'][number] = {
      id: `K${i + 1}`,
      name,
      amount_cents: amount,
      key,
      ...extra,
    };
    if (cost.labour_cents === -1) cost.labour_cents = Math.floor(amount * 0.6);
    if (cost.non_allocable_cents === -1) cost.non_allocable_cents = Math.floor(amount * 0.1);
    if (key === 'direct') {
      const a = input.occupancies[0]!.id;
      const b = input.occupancies[1]!.id;
      cost.direct = { [a]: Math.floor(amount / 3), [b]: amount - Math.floor(amount / 3) };
    }
    input.costs.push(cost);
  });
  return input;
}
