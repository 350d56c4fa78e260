// Source: §9 Abs. 1, 2 HeizkostenV (hot-water share of a combined heating and hot-water system).
/**
 * The share of a combined system's cost that belongs to hot water, as an exact fraction of the total energy
 * input: measured heat, or the formulas of §9 Abs. 2 where measuring would cost unreasonably much.
 */
import { billingInputTexts } from '../../texts/billing.ts';
import { parseDecimal } from '../decimal.ts';
import { BillingInputError } from '../errors.ts';
import { milli } from '../model.ts';
import { cmp, div, mul, rat, ZERO, type Rat } from '../rational.ts';
import type { HeatingInput } from '../schema.ts';
import type { Model } from '../types.ts';

export interface HotWaterSplit {
  /** Heat for hot water Q in kWh after the factors of §9 Abs. 2 S. 6; null without hot water. */
  readonly q: Rat | null;
  /** Q ÷ total energy input, 0 ≤ f ≤ 1. */
  readonly fraction: Rat;
  /** The figures Q was computed from, so a statement can print the formula with the numbers used. */
  readonly facts: HotWaterFacts | null;
}

export interface HotWaterFacts {
  /** Volume V in m³ (volume formula), in thousandths. */
  readonly volumeMilli: bigint | null;
  /** V is the sum of the hot-water meters rather than a figure entered. */
  readonly volumeFromMeters: boolean;
  /** Mean hot-water temperature tw in °C (volume formula). */
  readonly temperature: Rat | null;
  /** Supplied area in m² (area formula), in thousandths. */
  readonly areaMilli: bigint | null;
  /** Q before the factors of §9 Abs. 2 S. 6 (gross calorific value, district heat, heat pump). */
  readonly baseQ: Rat;
  readonly grossCalorific: boolean;
  readonly districtHeat: boolean;
  readonly heatPump: boolean;
  /** Total energy input of the plant in kWh. */
  readonly fuelTotal: Rat;
}

const F = 'heating.hot_water';
const GROSS_GAS = rat(111n, 100n);
const DISTRICT = rat(100n, 115n);
const HEAT_PUMP = rat(3n, 10n);

export function hotWaterSplit(model: Model, hw: HeatingInput['hot_water']): HotWaterSplit {
  if (hw.method === 'none') return { q: null, fraction: ZERO, facts: null };
  // §9 Abs. 2 S. 6 HeizkostenV sets one factor per kind of heat generation: a monovalent heat pump (Nr. 3)
  // burns no gas billed by its gross calorific value and is no heat supplied from outside (Nr. 2).
  if (hw.heat_pump === true && hw.gross_calorific === true) {
    throw new BillingInputError(`${F}.heat_pump`, billingInputTexts.heatPumpWithGrossCalorific);
  }
  if (hw.heat_pump === true && hw.district_heat === true) {
    throw new BillingInputError(`${F}.heat_pump`, billingInputTexts.heatPumpWithDistrictHeat);
  }

  let q: Rat;
  let baseQ: Rat;
  let volumeMilli: bigint | null = null;
  let temperature: Rat | null = null;
  let areaMilli: bigint | null = null;
  if (hw.method === 'heat_meter') {
    if (hw.heat_kwh === undefined) {
      throw new BillingInputError(`${F}.heat_kwh`, billingInputTexts.heatMeterMissing);
    }
    q = rat(milli(hw.heat_kwh, `${F}.heat_kwh`), 1000n);
    baseQ = q;
  } else {
    if (hw.method === 'volume') {
      const volume =
        hw.volume_m3 !== undefined ? milli(hw.volume_m3, `${F}.volume_m3`) : sumHotWaterReadings(model);
      volumeMilli = volume;
      const tw =
        hw.temperature_c === undefined ? rat(60n) : rat(milli(hw.temperature_c, `${F}.temperature_c`), 1000n);
      if (cmp(tw, rat(10n)) <= 0) {
        throw new BillingInputError(`${F}.temperature_c`, billingInputTexts.hotWaterTemperatureTooLow);
      }
      // Q = 2,5 kWh/(m³·K) × V × (tw − 10 °C)
      q = mul(mul(rat(5n, 2n), rat(volume, 1000n)), { n: tw.n - 10n * tw.d, d: tw.d });
      temperature = tw;
    } else {
      // Q = 32 kWh/(m²·a) × versorgte Wohnfläche: an annual figure, so a shorter period gets its share of the
      // year by days (the volume formula needs no scaling, it starts from the volume measured in the period).
      // The area is "die durch die zentrale Anlage mit Warmwasser versorgte Wohn- oder Nutzfläche" (§9 Abs. 2
      // S. 4): without a figure given, the summed area of the units the plant supplies.
      const area = hw.area_m2 !== undefined ? milli(hw.area_m2, `${F}.area_m2`) : model.hotWaterAreaMilli;
      q = mul(mul(rat(32n), rat(area, 1000n)), rat(BigInt(model.periodDays), BigInt(model.yearDays)));
      areaMilli = area;
    }
    baseQ = q;
    if (hw.gross_calorific) q = mul(q, GROSS_GAS);
    if (hw.district_heat) q = mul(q, DISTRICT);
    // §9 Abs. 2 S. 6 Nr. 3 HeizkostenV, in force since 1 October 2024: for a monovalent heat pump the
    // formula result is multiplied by 0,30, because Q is set against the energy input, and the electricity a
    // heat pump draws is a fraction of the heat it delivers.
    if (hw.heat_pump) q = mul(q, HEAT_PUMP);
  }

  if (hw.fuel_kwh_total === undefined) {
    throw new BillingInputError(`${F}.fuel_kwh_total`, billingInputTexts.fuelTotalMissing);
  }
  const total = parseDecimal(hw.fuel_kwh_total, 3);
  if (total === null || total.n <= 0n) {
    throw new BillingInputError(`${F}.fuel_kwh_total`, billingInputTexts.fuelTotalZero);
  }
  const fraction = div(q, total);
  if (cmp(fraction, rat(1n)) > 0) {
    throw new BillingInputError(F, billingInputTexts.hotWaterAboveFuelTotal);
  }
  // The factors apply to the formulas only: a heat meter measures the heat itself.
  const formula = hw.method !== 'heat_meter';
  return {
    q,
    fraction,
    facts: {
      volumeMilli,
      volumeFromMeters: hw.method === 'volume' && hw.volume_m3 === undefined,
      temperature,
      areaMilli,
      baseQ,
      grossCalorific: formula && hw.gross_calorific === true,
      districtHeat: formula && hw.district_heat === true,
      heatPump: formula && hw.heat_pump === true,
      fuelTotal: total,
    },
  };
}

function sumHotWaterReadings(model: Model): bigint {
  const r = model.readings.get('hot_water');
  if (!r || (r.byOccupancy.size === 0 && r.byUnit.size === 0)) {
    throw new BillingInputError(`${F}.volume_m3`, billingInputTexts.hotWaterVolumeMissing);
  }
  // Only the plant's users count (§8 Abs. 1 HeizkostenV): a meter of a unit with its own boiler measures
  // water the central plant did not heat.
  let sum = 0n;
  for (const [i, v] of r.byOccupancy) if (model.occupancies[i]?.unit.hotWaterSupplied) sum += v.milli;
  for (const [i, v] of r.byUnit) if (model.units[i]?.hotWaterSupplied) sum += v.milli;
  return sum;
}
