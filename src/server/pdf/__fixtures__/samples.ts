import { calculateBilling } from '../../../domain/billing/calculate.ts';
import { sampleInput } from '../../../domain/billing/__fixtures__/sample.ts';
import type { StatementDetailsShown, StatementDocument } from '../statement.ts';
import type { SummaryDocument } from '../summary.ts';
import type { Party } from '../statement-schema.ts';

/** Statements of the six-flat sample building (domain/billing/__fixtures__/sample.ts), for the PDF tests. */

export const landlord: Party = {
  name: 'Hausverwaltung Sommer GmbH',
  address_lines: ['Karl-Liebknecht-Straße 45', '04275 Leipzig'],
  phone: '0341 123456',
  email: 'abrechnung@sommer-hv.de',
  iban: 'DE12 8605 5592 1090 0123 45',
  bank: 'Sparkasse Leipzig',
};

export function sampleStatement(occupancyId = '4'): StatementDocument {
  return {
    result: calculateBilling(sampleInput()),
    occupancyId,
    landlord,
    tenant: { name: 'Sophie Schäfer', address_lines: ['Lindenstraße 12', '04109 Leipzig'] },
    property: 'Lindenstraße 12, 04109 Leipzig',
    statementDate: '2025-03-14',
    paymentDays: 30,
  };
}

/** What the statements service would read for Sophie Schäfer (W3 from 01.06.2024). */
export function sampleDetails(): StatementDetailsShown {
  return {
    salutation: 'Frau',
    first_name: 'Sophie',
    last_name: 'Schäfer',
    previous_monthly_advance_cents: 22_000,
    heating_costs: {
      items: [
        { name: 'Brennstoffkosten Erdgas', amount_cents: 702_460, is_fuel: true },
        { name: 'Betriebsstrom Heizung', amount_cents: 31_500 },
        { name: 'Wartung Heizungsanlage', amount_cents: 38_900 },
        { name: 'Schornsteinfeger', amount_cents: 12_600 },
        { name: 'Messdienst (Ablesung, Abrechnung, Gerätemiete)', amount_cents: 65_900 },
      ],
      fuel_kwh: '66000.000',
    },
    meters: [
      {
        meter_number: 'HKV-3-0417',
        meter_type: 'Heizkostenverteiler',
        unit: 'Einheiten',
        start: { date: '2024-05-31', value: '1204.000', source: 'interpolated' },
        end: { date: '2024-12-31', value: '1808.000', source: 'read' },
        consumption: '604.000',
        exchange: false,
      },
      {
        meter_number: 'WW-3-88120',
        meter_type: 'Warmwasserzähler',
        unit: 'm³',
        start: { date: '2024-05-31', value: '45.120', source: 'read' },
        end: { date: '2024-12-31', value: '56.970', source: 'estimated' },
        consumption: '11.850',
        exchange: false,
      },
      {
        meter_number: 'KW-3-77311',
        meter_type: 'Wasserzähler',
        unit: 'm³',
        start: { date: '2024-05-31', value: '998.400', source: 'read' },
        end: { date: '2024-12-31', value: '35.300', source: 'read' },
        consumption: '36.900',
        exchange: true,
      },
    ],
    comparison: [
      {
        kind: 'heating',
        unit: 'Einheiten',
        current: '604.000',
        previous_year: null,
        property_average: '652.300',
      },
      {
        kind: 'hot_water',
        unit: 'm³',
        current: '11.850',
        previous_year: '12.400',
        property_average: '10.900',
      },
      { kind: 'cold_water', unit: 'm³', current: '36.900', previous_year: null, property_average: null },
    ],
  };
}

/**
 * A tenant with meters (one estimated, one interpolated, one exchanged), the CO2 split and a
 * §12 HeizkostenV reduction (no remote-readable equipment).
 */
export function richStatement(): StatementDocument {
  const input = sampleInput();
  input.heating!.duties = { remote_readable: false };
  return { ...sampleStatement(), result: calculateBilling(input), details: sampleDetails() };
}

export function sampleSummary(): SummaryDocument {
  const input = sampleInput();
  input.heating!.duties = { remote_readable: false };
  return {
    result: calculateBilling(input),
    property: 'Lindenstraße 12, 04109 Leipzig',
    landlord,
    statementDate: '2025-03-14',
    tenants: [{ occupancyId: '2', name: 'Familie Yilmaz (Ayşe und Mehmet)' }],
  };
}
