/**
 * CO2KostAufG: split of the CO2 price between tenant and landlord by the
 * building's specific emissions (ten-stage model, Anlage zu §§5–7).
 */
import { parseDecimal } from './decimal.ts';
import { BillingInputError } from './errors.ts';
import { largestRemainder } from './largest-remainder.ts';
import { cmp, div, mul, rat, roundHalfUp, toNumber, toNumberTruncated, type Rat } from './rational.ts';
import type { Co2Result, HeatingInput } from './schema.ts';
import type { Model } from './types.ts';

/** Upper bound (exclusive) of kg CO2 per m² and year → landlord's share in %. */
export const CO2_STAGES: readonly { readonly below: number; readonly landlordPercent: number }[] = [
  { below: 12, landlordPercent: 0 },
  { below: 17, landlordPercent: 10 },
  { below: 22, landlordPercent: 20 },
  { below: 27, landlordPercent: 30 },
  { below: 32, landlordPercent: 40 },
  { below: 37, landlordPercent: 50 },
  { below: 42, landlordPercent: 60 },
  { below: 47, landlordPercent: 70 },
  { below: 52, landlordPercent: 80 },
  { below: Number.POSITIVE_INFINITY, landlordPercent: 95 },
];

/** Natural gas, kg CO2 per kWh net calorific value (0,0558 t CO2/GJ, standard value of the fuel emissions trading scheme). */
export const NATURAL_GAS_FACTOR = '0.20088';
/** Gross (Brennwert) to net (Heizwert) kWh for natural gas. */
const GROSS_TO_NET = rat(903n, 1000n);

export function co2Stage(kgPerM2Year: Rat): { stage: number; landlordPercent: number } {
  for (let i = 0; i < CO2_STAGES.length; i++) {
    const s = CO2_STAGES[i] as (typeof CO2_STAGES)[number];
    if (s.below === Number.POSITIVE_INFINITY || cmp(kgPerM2Year, rat(BigInt(s.below))) < 0) {
      return { stage: i + 1, landlordPercent: s.landlordPercent };
    }
  }
  throw new Error('unreachable');
}

const F = 'heating.co2';

function quantity(value: number | string, places: number, field: string): Rat {
  const r = parseDecimal(value, places);
  if (r === null || r.n < 0n) {
    throw new BillingInputError(
      field,
      `muss eine nicht-negative Zahl mit höchstens ${places} Nachkommastellen sein.`,
    );
  }
  return r;
}

export function emissionsKg(co2: NonNullable<HeatingInput['co2']>): Rat {
  if (co2.emissions_kg !== undefined) {
    if (co2.fuel_kwh !== undefined) {
      throw new BillingInputError(F, 'Bitte entweder emissions_kg oder fuel_kwh angeben, nicht beides.');
    }
    return quantity(co2.emissions_kg, 3, `${F}.emissions_kg`);
  }
  if (co2.fuel_kwh === undefined) {
    throw new BillingInputError(
      F,
      'Bitte die CO2-Emissionen (kg) oder den Brennstoffverbrauch (kWh) angeben.',
    );
  }
  let kwh = quantity(co2.fuel_kwh, 3, `${F}.fuel_kwh`);
  if (co2.gross_calorific) kwh = mul(kwh, GROSS_TO_NET);
  const factor = quantity(co2.factor_kg_per_kwh ?? NATURAL_GAS_FACTOR, 6, `${F}.factor_kg_per_kwh`);
  return mul(kwh, factor);
}

export interface Co2Outcome {
  readonly result: Co2Result;
  readonly shares: number[];
  readonly credits: number[];
}

/**
 * The CO2 cost is part of the fuel cost, so each occupancy carries it in
 * proportion to its share of the shared fuel costs (`fuelWeights`). The
 * landlord's stage percentage of that share is credited on the statement,
 * rounded half up per statement so that each tenant can verify it; vacancies'
 * CO2 shares are the landlord's in full.
 */
export function calculateCo2(
  model: Model,
  co2: NonNullable<HeatingInput['co2']>,
  fuelCents: number,
  fuelWeights: readonly bigint[],
): Co2Outcome {
  if (co2.cost_cents > fuelCents) {
    throw new BillingInputError(
      `${F}.cost_cents`,
      'Die CO2-Kosten sind Teil der gemeinsamen Brennstoffkosten und dürfen heating.total_cents nicht übersteigen.',
    );
  }
  if (model.totalAreaMilli === 0n) {
    throw new BillingInputError(
      'units',
      'Für die CO2-Kostenaufteilung muss die Wohnfläche größer als 0 sein.',
    );
  }
  const kg = emissionsKg(co2);
  // Pro rata for periods shorter than a year: scale up to the twelve months starting at the period start.
  const perM2Year = div(
    mul(kg, rat(BigInt(model.yearDays))),
    mul(rat(model.totalAreaMilli, 1000n), rat(BigInt(model.periodDays))),
  );
  const { stage, landlordPercent } = co2Stage(perM2Year);

  const shares = largestRemainder(co2.cost_cents, fuelWeights, model.ranks);
  let landlordCents = 0;
  const credits = model.occupancies.map((o, i) => {
    const share = shares[i] as number;
    if (o.vacancy) {
      landlordCents += share;
      return 0;
    }
    const credit = Number(roundHalfUp(rat(BigInt(share) * BigInt(landlordPercent), 100n)));
    landlordCents += credit;
    return credit;
  });

  return {
    result: {
      kg_total: toNumber(kg, 3),
      kg_per_m2: toNumberTruncated(perM2Year, 2),
      stage,
      landlord_percent: landlordPercent,
      total_cents: co2.cost_cents,
      landlord_cents: landlordCents,
    },
    shares,
    credits,
  };
}
