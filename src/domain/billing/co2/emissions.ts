// Source: §§3, 5 CO2KostAufG with the standard emission factors of the fuel emissions trading scheme (BEHG).
import { billingInputTexts, billingPhrases } from '../../texts/billing.ts';
import { parseDecimal } from '../decimal.ts';
import { BillingInputError } from '../errors.ts';
import { mul, rat, type Rat } from '../rational.ts';
import type { HeatingInput } from '../schema.ts';

/** Natural gas, kg CO2 per kWh net calorific value (0,0558 t CO2/GJ, standard value of the fuel emissions trading scheme). */
export const NATURAL_GAS_FACTOR = '0.20088';
/** Gross (Brennwert) to net (Heizwert) kWh for natural gas. */
const GROSS_TO_NET = rat(903n, 1000n);

const F = 'heating.co2';

function quantity(value: number | string, places: number, field: string): Rat {
  const r = parseDecimal(value, places);
  if (r === null || r.n < 0n) {
    throw new BillingInputError(field, billingPhrases.nonNegativeDecimal(places));
  }
  return r;
}

export function emissionsKg(co2: NonNullable<HeatingInput['co2']>): Rat {
  if (co2.emissions_kg !== undefined) {
    if (co2.fuel_kwh !== undefined) {
      throw new BillingInputError(F, billingInputTexts.co2EmissionsAndFuel);
    }
    return quantity(co2.emissions_kg, 3, `${F}.emissions_kg`);
  }
  if (co2.fuel_kwh === undefined) {
    throw new BillingInputError(F, billingInputTexts.co2EmissionsMissing);
  }
  let kwh = quantity(co2.fuel_kwh, 3, `${F}.fuel_kwh`);
  if (co2.gross_calorific) kwh = mul(kwh, GROSS_TO_NET);
  const factor = quantity(co2.factor_kg_per_kwh ?? NATURAL_GAS_FACTOR, 6, `${F}.factor_kg_per_kwh`);
  return mul(kwh, factor);
}
