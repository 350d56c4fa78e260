import { describe, expect, it } from 'vitest';
import { parseBillingInput } from './calculation/calculate.ts';
import { BillingInputError } from './errors.ts';
import type { BillingInput } from './schema.ts';
import { calc, YEAR_2023 } from '../../../tests/fixtures/billing/test-support.ts';

function valid(): BillingInput {
  return {
    period: { ...YEAR_2023 },
    units: [
      { id: 'W1', area_m2: 50 },
      { id: 'W2', area_m2: 50, volume_m3: 120 },
    ],
    occupancies: [
      { id: '1', unit: 'W1', name: 'Müller', from: '2020-01-01', persons: 2 },
      { id: '2', unit: 'W2', name: 'Schmidt', from: '2020-01-01', to: '2023-06-30', persons: 1 },
      { id: '3', unit: 'W2', name: 'Weber', from: '2023-07-01', persons: 1 },
    ],
    costs: [{ id: 'g', name: 'Grundsteuer', amount_cents: 10_000, key: 'area' }],
    consumption: [
      { occupancy: '1', kind: 'cold_water', value: 10 },
      { occupancy: '2', kind: 'cold_water', value: 5 },
      { occupancy: '3', kind: 'cold_water', value: 5 },
    ],
  };
}

/** Runs `mutate` on a valid input and expects the engine to reject it naming `field`. */
function rejects(mutate: (i: BillingInput) => void, field: string, text: string | RegExp) {
  const i = valid();
  mutate(i);
  let error: unknown;
  try {
    calc(parseBillingInput(i));
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(BillingInputError);
  expect((error as BillingInputError).field).toBe(field);
  expect((error as BillingInputError).message).toMatch(text);
}

describe('input validation (German messages naming the field)', () => {
  it('the valid base input is accepted', () => {
    expect(calc(parseBillingInput(valid())).check).toEqual({ costs_cents: 10_000, allocated_cents: 10_000 });
  });

  it('overlapping occupancies of one dwelling', () =>
    rejects(
      (i) => (i.occupancies[2]!.from = '2023-06-30'),
      'occupancies.2',
      /überschneidet sich mit „Schmidt“ \(Nutzungen, Eintrag 2\)/,
    ));

  it('a gap in a dwelling’s time must be entered as a vacancy', () =>
    rejects(
      (i) => (i.occupancies[2]!.from = '2023-08-01'),
      'units.1',
      'vom 01.07.2023 bis 31.07.2023 keiner Nutzung zugeordnet. Leerstand bitte als Nutzung mit dem Kennzeichen „Leerstand“ erfassen.',
    ));

  it('a dwelling without any occupancy', () =>
    rejects(
      (i) => i.units.push({ id: 'W3', area_m2: 10 }),
      'units.2',
      'vom 01.01.2023 bis 31.12.2023 keiner Nutzung',
    ));

  it('negative amounts', () =>
    rejects((i) => (i.costs[0]!.amount_cents = -1), 'costs.0.amount_cents', 'darf nicht negativ sein'));
  it('negative advance payments', () =>
    rejects(
      (i) => (i.occupancies[0]!.advance_payments_cents = -5),
      'occupancies.0.advance_payments_cents',
      'darf nicht negativ sein',
    ));
  it('fractional cents', () =>
    rejects((i) => (i.costs[0]!.amount_cents = 10.5), 'costs.0.amount_cents', 'ganzzahliger Betrag in Cent'));
  it('negative consumption', () =>
    rejects((i) => (i.consumption![0]!.value = -1), 'consumption.0.value', 'darf nicht negativ sein'));
  it('consumption with more than three decimals', () =>
    rejects(
      (i) => (i.consumption![0]!.value = 1.2345),
      'consumption.0.value',
      'höchstens 3 Nachkommastellen',
    ));

  it('unknown key', () =>
    rejects(
      (i) => ((i.costs[0] as { key: string }).key = 'wohnflaeche'),
      'costs.0.key',
      /muss einer der Werte area, volume/,
    ));

  it('missing consumption for a consumption key', () =>
    rejects(
      (i) => {
        i.costs.push({
          id: 'w',
          name: 'Wasser',
          amount_cents: 100,
          key: 'consumption',
          meter_kind: 'cold_water',
        });
        i.consumption!.pop();
      },
      'consumption',
      'Für die Nutzung „Weber“ (Nutzungen, Eintrag 3) fehlt der Verbrauch „Kaltwasser“, der für Kosten, Eintrag 2 benötigt wird.',
    ));

  it('missing heating consumption', () =>
    rejects(
      (i) => (i.heating = { total_cents: 1_000, hot_water: { method: 'none' } }),
      'consumption',
      /fehlt der Verbrauch „Heizung“/,
    ));

  it('consumption key without meter kind', () =>
    rejects(
      (i) => i.costs.push({ id: 'w', name: 'W', amount_cents: 1, key: 'consumption' }),
      'costs.1.meter_kind',
      'fehlt die Zählerart',
    ));

  it('all readings zero', () =>
    rejects(
      (i) => {
        i.costs.push({ id: 'w', name: 'W', amount_cents: 1, key: 'consumption', meter_kind: 'cold_water' });
        for (const c of i.consumption!) c.value = 0;
      },
      'costs.1',
      'Die Summe der Verteilungsgrundlage (Verbrauch) ist 0',
    ));

  it('consumption share below 50 %', () =>
    rejects(
      (i) =>
        (i.heating = { total_cents: 1_000, consumption_share_percent: 40, hot_water: { method: 'none' } }),
      'heating.consumption_share_percent',
      'Der Verbrauchsanteil muss zwischen 50 und 70 % liegen (§7 Abs. 1 HeizkostenV); angegeben: 40 %.',
    ));

  it('hot-water consumption share above 70 %', () =>
    rejects(
      (i) =>
        (i.heating = {
          total_cents: 1_000,
          hot_water_consumption_share_percent: 75.5,
          hot_water: { method: 'none' },
        }),
      'heating.hot_water_consumption_share_percent',
      '(§8 Abs. 1 HeizkostenV); angegeben: 75,5 %.',
    ));

  it('period longer than 12 months', () =>
    rejects(
      (i) => (i.period = { from: '2023-01-01', to: '2024-01-01' }),
      'period.to',
      'höchstens 12 Monate',
    ));
  it('period ending before it starts', () =>
    rejects((i) => (i.period = { from: '2023-01-01', to: '2022-12-31' }), 'period.to', 'vor seinem Beginn'));
  it('impossible date', () => rejects((i) => (i.period.to = '2023-02-29'), 'period.to', /Datum/));
  it('occupancy ending before it starts', () =>
    rejects((i) => (i.occupancies[1]!.to = '2019-12-31'), 'occupancies.1.to', 'vor dem Nutzungsbeginn'));
  it('unknown dwelling', () =>
    rejects(
      (i) => (i.occupancies[0]!.unit = 'W9'),
      'occupancies.0.unit',
      '„W9“ ist unter den Wohnungen nicht angegeben',
    ));
  it('duplicate occupancy id', () =>
    rejects((i) => (i.occupancies[2]!.id = '2'), 'occupancies.2.id', 'doppelt'));
  it('duplicate cost id', () => rejects((i) => i.costs.push({ ...i.costs[0]! }), 'costs.1.id', 'doppelt'));
  it('volume key without volume', () =>
    rejects(
      (i) => i.costs.push({ id: 'v', name: 'V', amount_cents: 1, key: 'volume' }),
      'units.0.volume_m3',
      'Rauminhalt',
    ));
  it('persons key without persons', () =>
    rejects(
      (i) => {
        delete i.occupancies[0]!.persons;
        i.costs.push({ id: 'p', name: 'Müll', amount_cents: 1, key: 'persons' });
      },
      'occupancies.0.persons',
      'Personenzahl',
    ));
  it('direct amounts not adding up', () =>
    rejects(
      (i) => i.costs.push({ id: 'd', name: 'D', amount_cents: 100, key: 'direct', direct: { '1': 60 } }),
      'costs.1.direct',
      'ergeben nicht den Gesamtbetrag',
    ));
  it('direct amount for an unknown occupancy', () =>
    rejects(
      (i) => i.costs.push({ id: 'd', name: 'D', amount_cents: 100, key: 'direct', direct: { x: 100 } }),
      'costs.1.direct.x',
      'gibt es im Abrechnungszeitraum nicht',
    ));
  it('allocable percent above 100', () =>
    rejects(
      (i) => (i.costs[0]!.allocable_percent = 101),
      'costs.0.allocable_percent',
      'zwischen 0 und 100 %',
    ));
  it('reading for both occupancy and unit', () =>
    rejects(
      (i) => i.consumption!.push({ occupancy: '1', unit: 'W1', kind: 'gas', value: 1 }),
      'consumption.3',
      'genau eines',
    ));
  it('reading per dwelling and per occupancy at once', () =>
    rejects(
      (i) => i.consumption!.push({ unit: 'W2', kind: 'cold_water', value: 1 }),
      'consumption.1',
      'sowohl je Wohnung als auch je Nutzung',
    ));
  it('reading for an unknown occupancy', () =>
    rejects(
      (i) => (i.consumption![0]!.occupancy = 'x'),
      'consumption.0.occupancy',
      '„x“ ist unter den Nutzungen nicht angegeben',
    ));
  it('hot-water formula without total energy input', () =>
    rejects(
      (i) => {
        i.consumption!.push(
          { occupancy: '1', kind: 'heating', value: 1 },
          { occupancy: '2', kind: 'heating', value: 1 },
          { occupancy: '3', kind: 'heating', value: 1 },
        );
        i.heating = { total_cents: 1_000, hot_water: { method: 'area' } };
      },
      'heating.hot_water.fuel_kwh_total',
      'Energieeinsatz',
    ));
  it('hot-water heat above the total energy input', () =>
    rejects(
      (i) =>
        (i.heating = {
          total_cents: 1_000,
          hot_water: { method: 'heat_meter', heat_kwh: 101, fuel_kwh_total: 100 },
        }),
      'heating.hot_water',
      'übersteigt den gesamten Energieeinsatz',
    ));
  it('persons given as a list that is not in ascending order', () =>
    rejects(
      (i) =>
        (i.occupancies[0]!.persons = [
          { from: '2023-06-01', persons: 2 },
          { from: '2023-01-01', persons: 3 },
        ]),
      'occupancies.0.persons.1.from',
      'aufsteigend',
    ));
});
