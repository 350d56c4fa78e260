// Source: §5 Abs. 2 and §6 Abs. 2 HeizkostenV (user groups with their own heat meters, Vorerfassung).
import { fixedBasisQuantity, type FixedBasis } from './fixed-cost-basis.ts';
import { billingInputTexts, billingTexts } from '../../texts/billing.ts';
import { BillingInputError } from '../errors.ts';
import { largestRemainder } from '../largest-remainder.ts';
import { milli } from '../model.ts';
import type { HeatingInput } from '../schema.ts';
import type { Distribution, Model } from '../types.ts';

export interface UserGroup {
  readonly id: string;
  /** Heat measured by the group's own meter, kWh × 1000. */
  readonly heatMilli: bigint;
  /** Per occupancy: does it belong to this group? */
  readonly members: boolean[];
}

/**
 * Where several users share a part of the building with its own heat meter (e.g. a shop floor and the flats
 * above), §6 Abs. 2 lets the owner split the heating costs to these user groups first by their measured share of
 * the total consumption (at least 50 %; here 100 %, the group meters being the measurement), and then within
 * each group by §7 as usual. Every dwelling belongs to exactly one group, so that no cost is lost or counted twice.
 */
export function userGroups(model: Model, groups: NonNullable<HeatingInput['groups']>): UserGroup[] {
  const unitIndex = new Map(model.units.map((u) => [u.id, u.index]));
  const groupOfUnit = new Array<number>(model.units.length).fill(-1);
  const ids = new Set<string>();
  groups.forEach((g, gi) => {
    const field = `heating.groups.${gi}`;
    if (ids.has(g.id)) throw new BillingInputError(`${field}.id`, billingTexts.groupDuplicate(g.id));
    ids.add(g.id);
    g.units.forEach((unitId, k) => {
      const index = unitIndex.get(unitId);
      if (index === undefined) {
        throw new BillingInputError(`${field}.units.${k}`, billingInputTexts.unitUnknown(unitId));
      }
      const other = groupOfUnit[index] as number;
      if (other !== -1) {
        throw new BillingInputError(
          `${field}.units.${k}`,
          billingTexts.groupUnitTwice(unitId, (groups[other] as { id: string }).id),
        );
      }
      groupOfUnit[index] = gi;
    });
  });
  model.units.forEach((u) => {
    if (groupOfUnit[u.index] === -1) {
      throw new BillingInputError('heating.groups', billingTexts.groupUnitMissing(u.id));
    }
  });
  return groups.map((g, gi) => ({
    id: g.id,
    heatMilli: milli(g.heat_kwh, `heating.groups.${gi}.heat_kwh`),
    members: model.occupancies.map((o) => groupOfUnit[o.unit.index] === gi),
  }));
}

/**
 * The building's heating costs split to the groups by what their own heat meters measured, to the cent by the
 * largest remainders. Without any measured heat there is nothing to split by.
 */
export function groupHeatingPots(groups: readonly UserGroup[], heatingCents: number): number[] {
  const heatTotal = groups.reduce((a, g) => a + g.heatMilli, 0n);
  if (heatTotal === 0n && heatingCents > 0) {
    throw new BillingInputError('heating.groups', billingTexts.groupHeatZero);
  }
  return largestRemainder(
    heatingCents,
    groups.map((g) => g.heatMilli),
    groups.map((g) => g.id),
  );
}

/**
 * A distribution restricted to one group: weights outside it are 0, and the basis total shown on the
 * statement is the group's own (its area, its consumption), since that is what the group's costs are split by.
 */
export function withinGroup<D extends Distribution>(
  d: D,
  members: readonly boolean[],
  basisTotal: number,
): D {
  return {
    ...d,
    weights: d.weights.map((w, i) => (members[i] ? w : 0n)),
    basisTotal,
  };
}

/** Area of the group's dwellings in m² (display). */
export function groupArea(model: Model, members: readonly boolean[], basis: FixedBasis = 'area'): number {
  let total = 0n;
  for (const u of model.units) {
    const first = u.occupancies[0];
    if (first !== undefined && members[first]) total += fixedBasisQuantity(u, basis);
  }
  return Number(total) / 1000;
}

/** Heating consumption of the group's dwellings (display): a dwelling's reading once, else its occupancies'. */
export function groupConsumption(model: Model, members: readonly boolean[]): number {
  const readings = model.readings.get('heating');
  let total = 0n;
  for (const u of model.units) {
    const first = u.occupancies[0];
    if (first === undefined || !members[first]) continue;
    const ofUnit = readings?.byUnit.get(u.index);
    if (ofUnit) total += ofUnit.milli;
    else for (const i of u.occupancies) total += readings?.byOccupancy.get(i)?.milli ?? 0n;
  }
  return Number(total) / 1000;
}
