// Source: §§6 to 9b HeizkostenV (heating and hot-water costs distributed by consumption and area).
/**
 * Heating and hot-water costs: the §9 split of the shared costs into heating and hot water, the §7/§8
 * consumption and fixed parts (by user group where §6 Abs. 2 applies), §9a estimates and §9b tenant changes;
 * or a metering service's per-dwelling results. Also yields each occupancy's exact share of the shared fuel
 * costs, which the CO2 split (co2/split.ts) is based on.
 */
import { heatingFuelWeights } from './fuel-shares.ts';
import { combinedCosts } from './combined-costs.ts';
import type { HotWaterSplit } from './hot-water-share.ts';
import { consumptionShares } from './consumption-share.ts';
import {
  consumptionBases,
  consumptionPercent,
  consumptionSplit,
  type ConsumptionSplit,
} from './consumption-split.ts';
import { distributeHeatingCosts, type HeatingPerOccupancy } from './cost-distribution.ts';
import { beyondEstimateLimit, estimatedShare, estimateNotes } from './estimates.ts';
import { exemptionNotes } from './exemption.ts';
import { fixedShareBases } from './fixed-share.ts';
import { meteringServiceHeating } from './metering-service.ts';
import { tenantChangeNotes } from './tenant-change.ts';
import { groupHeatingPots, userGroups } from './user-groups.ts';
import { billingTexts } from '../../texts/billing.ts';
import type { Pot } from '../pot.ts';
import { rat, toNumber } from '../rational.ts';
import type { HeatingInput, HeatingResult } from '../schema.ts';
import type { Model } from '../types.ts';

export interface HeatingOutcome {
  readonly summary: HeatingResult;
  readonly pots: Pot[];
  /** Integer weights proportional to each occupancy's exact share of the shared (fuel) costs. */
  readonly fuelWeights: bigint[];
  readonly byOccupancy: HeatingPerOccupancy[];
  readonly notes: string[][];
  readonly globalNotes: string[];
  /** Parts billed without consumption measurement (§12 Abs. 1 S. 1 HeizkostenV). */
  readonly unmeasured: { readonly heating: boolean; readonly hotWater: boolean };
  /** §35a labour inside a metering service's amounts, per occupancy; null when the engine split the costs. */
  readonly serviceLabour: number[] | null;
}

export function calculateHeating(model: Model, input: HeatingInput): HeatingOutcome {
  if (input.service_result) return meteringServiceHeating(model, input, input.service_result);
  return splitHeating(model, input, input.hot_water);
}

/**
 * The engine's own split, step by step: the consumption shares (§§7, 8), the combined costs into heating and hot
 * water (§9), the heating per user group (§6 Abs. 2), each pot into its consumption and fixed part (§§7, 8, 9a),
 * the lines distributed to the occupancies (§6), the fuel shares the CO2 split follows, and the notes on
 * estimates (§9a) and changes of tenant (§9b).
 */
function splitHeating(
  model: Model,
  input: HeatingInput,
  hotWater: HeatingInput['hot_water'],
): HeatingOutcome {
  const shares = consumptionShares(model, input);
  const costs = combinedCosts(model, input, hotWater);

  const estimate = estimatedShare(model, input.exempt === true);
  const areaOnly = beyondEstimateLimit(estimate);
  const hotWaterPart = consumptionSplit(costs.hotWaterCents, shares.hotWater.rate, areaOnly);

  const groups = input.groups ? userGroups(model, input.groups) : null;
  const heatingParts = (groups ? groupHeatingPots(groups, costs.heatingCents) : [costs.heatingCents]).map(
    (pot) => consumptionSplit(pot, shares.heating.rate, areaOnly),
  );
  const heatingConsumption = heatingParts.reduce((a, p) => a + p.consumption, 0);
  const heatingFixed = costs.heatingCents - heatingConsumption;

  const fixed = fixedShareBases(model, input);
  const byConsumption = consumptionBases(
    model,
    fixed.basis,
    heatingConsumption,
    hotWaterPart.consumption,
    input.consumption_unit,
  );
  const heatingPercent = consumptionPercent(shares.heating.rate, areaOnly);
  const hotWaterPercent = consumptionPercent(shares.hotWater.rate, areaOnly);
  const { pots, byOccupancy } = distributeHeatingCosts(
    model,
    { heating: heatingParts, hotWater: hotWaterPart, groups, heatingPercent, hotWaterPercent },
    fixed,
    byConsumption,
  );

  const fuelWeights = heatingFuelWeights(
    model.occupancies.length,
    input.total_cents,
    costs.fuelHotWater,
    { heating: shares.heating.rate, hotWater: shares.hotWater.rate, areaOnly },
    groups,
    fixed,
    byConsumption,
  );

  const { notes, globalNotes } = estimateNotes(
    model,
    estimate,
    areaOnly,
    byConsumption.heating,
    byConsumption.hotWater,
  );
  exemptionNotes(model, input, notes, globalNotes);
  hotWaterUserNotes(model, costs.hotWaterCents, notes);
  tenantChangeNotes(model, notes, {
    fixedSplit: fixed.fixedSplit,
    heatingFixed,
    heatingByConsumption: byConsumption.heating,
    hotWaterByConsumption: byConsumption.hotWater,
    byOccupancy,
  });

  const summary: HeatingResult = {
    total_cents: input.total_cents,
    heating_only_cents: input.heating_only_cents ?? 0,
    hot_water_only_cents: input.hot_water_only_cents ?? 0,
    hot_water_method: hotWater.method,
    hot_water_heat_kwh: costs.split.q === null ? null : toNumber(costs.split.q, 3),
    hot_water_fraction: toNumber(costs.split.fraction, 6),
    hot_water_calculation: hotWaterCalculation(model, costs.split),
    heating_cents: costs.heatingCents,
    hot_water_cents: costs.hotWaterCents,
    heating_consumption_cents: heatingConsumption,
    heating_fixed_cents: heatingFixed,
    hot_water_consumption_cents: hotWaterPart.consumption,
    hot_water_fixed_cents: hotWaterPart.fixed,
    consumption_share_percent: heatingPercent,
    hot_water_consumption_share_percent: hotWaterPercent,
    estimated_area_percent:
      estimate.total === 0n ? 0 : toNumber(rat(estimate.estimated * 100n, estimate.total), 2),
    area_only: areaOnly,
    fixed_split: fixed.fixedSplit,
    fixed_basis: fixed.fixedBasis,
    exempt: input.exempt === true,
    recording_defect: input.recording_defect ?? null,
    groups: groups
      ? groups.map((g, k) => {
          const part = heatingParts[k] as ConsumptionSplit;
          return {
            id: g.id,
            heat_kwh: Number(g.heatMilli) / 1000,
            heating_cents: part.pot,
            heating_consumption_cents: part.consumption,
            heating_fixed_cents: part.fixed,
          };
        })
      : null,
    service_result: false,
  };
  return {
    summary,
    pots,
    fuelWeights,
    byOccupancy,
    notes,
    globalNotes,
    unmeasured: { heating: shares.heating.unmeasured, hotWater: shares.hotWater.unmeasured },
    serviceLabour: null,
  };
}

/** §8 Abs. 1 HeizkostenV: a tenant whose unit the central plant does not supply is told why he bears no hot water. */
function hotWaterUserNotes(model: Model, hotWaterCents: number, notes: string[][]): void {
  if (hotWaterCents === 0) return;
  model.occupancies.forEach((o, i) => {
    if (!o.vacancy && !o.unit.hotWaterSupplied) notes[i]?.push(billingTexts.hotWaterNotSupplied);
  });
}

/** The figures of the §9 Abs. 2 formula as numbers for display; the exact values stay in the engine. */
function hotWaterCalculation(model: Model, split: HotWaterSplit): HeatingResult['hot_water_calculation'] {
  const f = split.facts;
  if (!f) return null;
  return {
    volume_m3: f.volumeMilli === null ? null : Number(f.volumeMilli) / 1000,
    volume_from_meters: f.volumeFromMeters,
    temperature_c: f.temperature === null ? null : toNumber(f.temperature, 3),
    area_m2: f.areaMilli === null ? null : Number(f.areaMilli) / 1000,
    period_days: model.periodDays,
    year_days: model.yearDays,
    base_kwh: toNumber(f.baseQ, 3),
    gross_calorific: f.grossCalorific,
    district_heat: f.districtHeat,
    heat_pump: f.heatPump,
    fuel_kwh_total: toNumber(f.fuelTotal, 3),
  };
}
