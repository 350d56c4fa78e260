// Source: §9a HeizkostenV (consumption estimated where it could not be captured properly).
import { billingTexts } from '../../texts/billing.ts';
import type { ConsumptionDistribution } from '../allocate.ts';
import type { Model, Occupancy } from '../types.ts';

export interface EstimatedShare {
  readonly estimated: bigint;
  readonly total: bigint;
  /** Per occupancy: was its heating or hot-water reading estimated? */
  readonly flags: boolean[];
}

/**
 * Share of area (× time) whose heating or hot-water consumption was estimated.
 * Time-weighted so that an estimate for a two-month tenancy counts for two months.
 */
export function estimatedShare(model: Model, heatingExempt = false): EstimatedShare {
  // Readings that are not used are no estimate: an exempt building's heating readings (§11), and the hot
  // water of a unit outside the central plant (§8 Abs. 1).
  const h = heatingExempt ? undefined : model.readings.get('heating');
  const w = model.readings.get('hot_water');
  let estimated = 0n;
  const flags = model.occupancies.map((o: Occupancy, i) => {
    const water = o.unit.hotWaterSupplied ? w : undefined;
    const isEst =
      (h?.byOccupancy.get(i)?.estimated ?? h?.byUnit.get(o.unit.index)?.estimated ?? false) ||
      (water?.byOccupancy.get(i)?.estimated ?? water?.byUnit.get(o.unit.index)?.estimated ?? false);
    if (isEst) estimated += o.unit.areaMilli * o.timeWeight;
    return isEst;
  });
  return { estimated, total: model.totalAreaMilli * model.periodTimeWeight, flags };
}

/** §9a Abs. 2: beyond 25 % of the area (× time) estimated, consumption no longer decides anything. */
export function beyondEstimateLimit(estimate: EstimatedShare): boolean {
  return estimate.estimated * 100n > estimate.total * 25n;
}

/** The statement notes of §9a: the estimate of each occupancy (Abs. 1) and the area-only split (Abs. 2). */
export function estimateNotes(
  model: Model,
  estimate: EstimatedShare,
  areaOnly: boolean,
  heatingByConsumption: ConsumptionDistribution | null,
  hotWaterByConsumption: ConsumptionDistribution | null,
): { notes: string[][]; globalNotes: string[] } {
  const notes = model.occupancies.map(() => [] as string[]);
  const globalNotes: string[] = [];
  if (areaOnly) {
    globalNotes.push(billingTexts.estimatedAreaOnly);
    for (const n of notes) n.push(billingTexts.estimatedAreaOnly);
  }
  model.occupancies.forEach((_, i) => {
    const parts = [
      heatingByConsumption?.estimated[i] ? 'Heizung' : null,
      hotWaterByConsumption?.estimated[i] ? 'Warmwasser' : null,
    ].filter((x): x is string => x !== null);
    if (parts.length > 0 || (areaOnly && estimate.flags[i])) notes[i]?.push(billingTexts.estimated(parts));
  });
  return { notes, globalNotes };
}
