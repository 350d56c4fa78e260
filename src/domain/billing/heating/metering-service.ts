// Source: §6 Abs. 1, §7 Abs. 2 HeizkostenV (a metering service's per-dwelling results), §35a Abs. 3 EStG (labour).
import { billingInputTexts, billingTexts } from '../../texts/billing.ts';
import { timeShareOf } from '../allocate.ts';
import { BillingInputError } from '../errors.ts';
import type { HeatingOutcome } from './heating.ts';
import { largestRemainder } from '../largest-remainder.ts';
import type { Pot } from '../pot.ts';
import type { HeatingInput } from '../schema.ts';
import type { Distribution, Model, Occupancy, TimeShare } from '../types.ts';

type ServiceResult = NonNullable<HeatingInput['service_result']>;

/**
 * Heating and hot-water costs as a metering service (Messdienst) computed them per dwelling: the engine takes the
 * amounts instead of splitting the costs itself. A dwelling's amount is shared by its occupancies in the period by
 * time (the service's per-dwelling result says nothing about a change of tenant inside it), per dwelling by the
 * largest-remainder method so that every dwelling gets exactly its amount. The CO2 landlord share of each
 * occupancy follows its share of the building's heating costs (the weights are the amounts themselves), and the
 * labour the service reports inside an amount (e.g. servicing of the boiler) is passed on as craftsmen's labour
 * (§35a Abs. 3 EStG) in the same proportions.
 */
export function meteringServiceHeating(
  model: Model,
  input: HeatingInput,
  service: ServiceResult,
): HeatingOutcome {
  const F = 'heating.service_result';
  if ((input.heating_only_cents ?? 0) !== 0 || (input.hot_water_only_cents ?? 0) !== 0) {
    throw new BillingInputError('heating', billingTexts.serviceSeparateCosts);
  }
  if (input.total_cents !== service.total_cents) {
    throw new BillingInputError(`${F}.total_cents`, billingTexts.serviceTotalMismatch);
  }
  const unitIndex = new Map(model.units.map((u) => [u.id, u.index]));
  const amount = new Array<number | undefined>(model.units.length).fill(undefined);
  const labour = new Array<number>(model.units.length).fill(0);
  let sum = 0;
  service.units.forEach((entry, k) => {
    const index = unitIndex.get(entry.unit);
    if (index === undefined) {
      throw new BillingInputError(`${F}.units.${k}.unit`, billingInputTexts.unitUnknown(entry.unit));
    }
    if (amount[index] !== undefined) {
      throw new BillingInputError(`${F}.units.${k}.unit`, billingTexts.serviceUnitTwice(entry.unit));
    }
    if ((entry.labour_cents ?? 0) > entry.amount_cents) {
      throw new BillingInputError(`${F}.units.${k}.labour_cents`, billingTexts.serviceLabourAboveAmount);
    }
    amount[index] = entry.amount_cents;
    labour[index] = entry.labour_cents ?? 0;
    sum += entry.amount_cents;
  });
  model.units.forEach((u) => {
    if (amount[u.index] === undefined)
      throw new BillingInputError(`${F}.units`, billingTexts.serviceUnitMissing(u.id));
  });
  if (sum !== service.total_cents) {
    throw new BillingInputError(
      `${F}.total_cents`,
      billingTexts.serviceSumMismatch(sum, service.total_cents),
    );
  }

  const occ = model.occupancies;
  const shares = new Array<number>(occ.length).fill(0);
  const labourShares = new Array<number>(occ.length).fill(0);
  for (const u of model.units) {
    const members = u.occupancies;
    const times = members.map((i) => (occ[i] as Occupancy).timeWeight);
    const own = largestRemainder(
      amount[u.index] as number,
      times,
      members.map((i) => (occ[i] as Occupancy).id),
    );
    const ownLabour = largestRemainder(
      labour[u.index] as number,
      times,
      members.map((i) => (occ[i] as Occupancy).id),
    );
    members.forEach((i, k) => {
      shares[i] = own[k] as number;
      labourShares[i] = ownLabour[k] as number;
    });
  }
  const distribution: Distribution = {
    weights: shares.map((s) => BigInt(s)),
    basisTotal: service.total_cents / 100,
    basisUnit: '€',
    basisShare: occ.map((o) => (amount[o.unit.index] as number) / 100),
    timeShare: occ.map((o): TimeShare | null => timeShareOf(model, o, 'time')),
    estimated: new Array<boolean>(occ.length).fill(false),
  };
  const pot: Pot = {
    cost: 'heating_service',
    name: billingTexts.serviceLineName,
    key: 'direct',
    section: 'heating',
    amountCents: service.total_cents,
    totalCents: service.total_cents,
    distribution,
    shares,
  };
  return {
    summary: {
      total_cents: service.total_cents,
      heating_only_cents: 0,
      hot_water_only_cents: 0,
      hot_water_method: input.hot_water.method,
      hot_water_heat_kwh: null,
      hot_water_fraction: 0,
      hot_water_calculation: null,
      heating_cents: service.total_cents,
      hot_water_cents: 0,
      heating_consumption_cents: 0,
      heating_fixed_cents: 0,
      hot_water_consumption_cents: 0,
      hot_water_fixed_cents: 0,
      consumption_share_percent: 0,
      hot_water_consumption_share_percent: 0,
      estimated_area_percent: 0,
      area_only: false,
      fixed_split: input.fixed_split ?? 'degree_days',
      fixed_basis: input.fixed_basis ?? 'area',
      exempt: input.exempt === true,
      recording_defect: input.recording_defect ?? null,
      groups: null,
      service_result: true,
    },
    pots: [pot],
    fuelWeights: shares.map((s) => BigInt(s)),
    byOccupancy: shares.map((s) => ({ heating: s, hotWater: 0, fixed: 0, consumption: 0 })),
    notes: occ.map(() => []),
    globalNotes: [billingTexts.serviceNote],
    unmeasured: { heating: false, hotWater: false },
    serviceLabour: labourShares,
  };
}
