// Source: §§5 to 9 CO2KostAufG (CO2 costs split between tenant and landlord, credited on the statement).
import { billingInputTexts } from '../../texts/billing.ts';
import { BillingInputError } from '../errors.ts';
import { largestRemainder } from '../largest-remainder.ts';
import { parseDecimal } from '../decimal.ts';
import { div, mul, rat, toNumber, toNumberTruncated } from '../rational.ts';
import type { Co2Result, HeatingInput } from '../schema.ts';
import type { Model } from '../types.ts';
import { emissionsKg, NATURAL_GAS_FACTOR } from './emissions.ts';
import { creditOf, landlordShare } from './landlord-share.ts';
import { co2Stage } from './stage.ts';

const F = 'heating.co2';

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
    throw new BillingInputError(`${F}.cost_cents`, billingInputTexts.co2AboveFuelCosts);
  }
  if (model.totalAreaMilli === 0n) {
    throw new BillingInputError('units', billingInputTexts.co2AreaZero);
  }
  const kg = emissionsKg(co2);
  // Pro rata for periods shorter than a year: scale up to the twelve months starting at the period start.
  const perM2Year = div(
    mul(kg, rat(BigInt(model.yearDays))),
    mul(rat(model.totalAreaMilli, 1000n), rat(BigInt(model.periodDays))),
  );
  const share = landlordShare(co2, co2Stage(perM2Year));

  const shares = largestRemainder(co2.cost_cents, fuelWeights, model.ranks);
  let landlordCents = 0;
  const credits = model.occupancies.map((o, i) => {
    const own = shares[i] as number;
    if (o.vacancy) {
      landlordCents += own;
      return 0;
    }
    const credit = creditOf(own, share.percent);
    landlordCents += credit;
    return credit;
  });

  return {
    result: {
      kg_total: toNumber(kg, 3),
      kg_per_m2: toNumberTruncated(perM2Year, 2),
      stage: share.stage,
      building_type: co2.building_type ?? 'residential',
      restriction: co2.restriction ?? 'none',
      stage_landlord_percent: toNumber(share.stagePercent, 3),
      landlord_percent: toNumber(share.percent, 3),
      total_cents: co2.cost_cents,
      landlord_cents: landlordCents,
      basis: basisOf(model, co2),
    },
    shares,
    credits,
  };
}

/** What the stage was computed from, as §7 Abs. 3 CO2KostAufG wants it told to the tenant. */
function basisOf(model: Model, co2: NonNullable<HeatingInput['co2']>): NonNullable<Co2Result['basis']> {
  // emissionsKg has already refused a malformed fuel quantity or factor.
  const fromFuel = co2.emissions_kg === undefined && co2.fuel_kwh !== undefined;
  const number = (v: number | string, places: number) => toNumber(parseDecimal(v, places) ?? rat(0n), places);
  return {
    fuel_kwh: fromFuel ? number(co2.fuel_kwh as number | string, 3) : null,
    gross_calorific: fromFuel && co2.gross_calorific === true,
    factor_kg_per_kwh: fromFuel ? number(co2.factor_kg_per_kwh ?? NATURAL_GAS_FACTOR, 6) : null,
    area_m2: Number(model.totalAreaMilli) / 1000,
    period_days: model.periodDays,
    year_days: model.yearDays,
  };
}
