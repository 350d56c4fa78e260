// Source: §9b HeizkostenV (change of tenant during the period), with the reduction right of §12 Abs. 1 S. 1.
import { billingTexts } from '../../texts/billing.ts';
import type { ConsumptionDistribution } from '../allocate.ts';
import { rat, roundHalfUp } from '../rational.ts';
import type { Model } from '../types.ts';

/**
 * The statement notes of a tenant change. With the interim reading §9b Abs. 1 requires (§9b Abs. 2) only the fixed heating costs need
 * explaining: they follow the degree days, because a winter month uses far more heat than a summer month.
 * Without one (§9b Abs. 3) the dwelling's whole heating share was split by degree days (or days) and its hot water
 * by time; the regulation then treats the split as not consumption-based, so the tenant is told of his 15 %
 * reduction right. It stays a notice: whether to exercise it is his choice.
 */
export function tenantChangeNotes(
  model: Model,
  notes: string[][],
  context: {
    fixedSplit: 'degree_days' | 'days';
    heatingFixed: number;
    heatingByConsumption: ConsumptionDistribution | null;
    hotWaterByConsumption: ConsumptionDistribution | null;
    byOccupancy: readonly { heating: number; hotWater: number }[];
  },
): void {
  const { fixedSplit, heatingFixed, heatingByConsumption, hotWaterByConsumption, byOccupancy } = context;
  model.occupancies.forEach((o, i) => {
    if (heatingByConsumption?.withoutInterimReading[i] || hotWaterByConsumption?.withoutInterimReading[i]) {
      const share = (byOccupancy[i]?.heating ?? 0) + (byOccupancy[i]?.hotWater ?? 0);
      const reduction = Number(roundHalfUp(rat(BigInt(share) * 15n, 100n)));
      notes[i]?.push(billingTexts.withoutInterimReading(fixedSplit === 'degree_days', reduction));
    } else if (
      fixedSplit === 'degree_days' &&
      heatingFixed > 0 &&
      o.degreeDayWeight !== model.periodDegreeDayWeight
    ) {
      notes[i]?.push(billingTexts.degreeDaysAtTenantChange);
    }
  });
}
