import { formatDecimalDe, parseDecimalPlain } from '../../../../domain/decimal.ts';

const HEATING_METER_TYPES: readonly string[] = [
  'Gaszähler',
  'Wärmemengenzähler',
  'Heizkostenverteiler',
  'Zwischenzähler',
];

export interface MeterConsumption {
  meter_type: string;
  meter_number?: string;
  assignment_label: string | null;
  consumption: number | null;
  status?: string;
  message?: string | null;
}

export const isHeatingMeter = (m: MeterConsumption) =>
  HEATING_METER_TYPES.includes(m.meter_type) || m.assignment_label === 'Allgemeinheizung';

/** The automatic heating kWh: the year's consumption of the heating meters, summed in thousandths. */
export function heatingKwh(meters: readonly MeterConsumption[]): { kwh: number; warnings: string[] } {
  let milli = 0;
  const warnings: string[] = [];
  for (const meter of meters.filter(isHeatingMeter)) {
    if (meter.message) warnings.push(`${meter.meter_number ?? meter.meter_type}: ${meter.message}`);
    if (meter.consumption === null) continue;
    milli += parseDecimalPlain(meter.consumption, { places: 3 }) ?? 0;
  }
  return { kwh: milli / 1000, warnings };
}

export const formatKwh = (kwh: number) => formatDecimalDe(Math.round(kwh * 1000), 3, 0);
