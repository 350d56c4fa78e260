// Source: §§7 Abs. 1, 8 Abs. 1 HeizkostenV (consumption share 50–70 %, compulsory 70 %), §12 Abs. 1 S. 1 (no measurement).
import { billingInputTexts, billingTexts, consumptionKindLabels } from '../../texts/billing.ts';
import { exemptHeatingShare, isExempt } from './exemption.ts';
import { BillingInputError } from '../errors.ts';
import { formatNumberDe } from '../../decimal.ts';
import { milli } from '../model.ts';
import { rat, type Rat } from '../rational.ts';
import type { HeatingInput } from '../schema.ts';
import type { Model } from '../types.ts';

export interface ConsumptionShare {
  /** Fraction of the pot distributed by consumption. */
  readonly rate: Rat;
  /**
   * Billed without consumption measurement (0 %): everything by area, and the tenant may cut his share by 15 %
   * (§12 Abs. 1 S. 1 HeizkostenV).
   */
  readonly unmeasured: boolean;
}

const displayPercent = (m: bigint) => formatNumberDe(Number(m) / 1000, 3).replace(/,?0+$/, '');

/** Readings of the kind that the split would use: hot water only of the central plant's users (§8 Abs. 1). */
function hasUsedReadings(model: Model, kind: 'heating' | 'hot_water'): boolean {
  const readings = model.readings.get(kind);
  if (!readings) return false;
  if (kind === 'heating') return readings.byOccupancy.size > 0 || readings.byUnit.size > 0;
  for (const i of readings.byOccupancy.keys()) if (model.occupancies[i]?.unit.hotWaterSupplied) return true;
  for (const i of readings.byUnit.keys()) if (model.units[i]?.hotWaterSupplied) return true;
  return false;
}

/**
 * The share of a pot distributed by consumption. 50–70 % (§7 Abs. 1 S. 1, §8 Abs. 1); 0 % stands for costs
 * billed without any consumption measurement, which the HeizkostenV does not allow but which happens (no
 * devices installed): then there must be no readings, because readings that exist have to be used.
 */
export function consumptionShare(
  model: Model,
  value: number | string | undefined,
  field: string,
  law: string,
  readingKind: 'heating' | 'hot_water',
  label: string,
): ConsumptionShare {
  if (value === undefined) return { rate: rat(7n, 10n), unmeasured: false };
  const m = milli(value, field);
  if (m === 0n) {
    if (hasUsedReadings(model, readingKind)) {
      throw new BillingInputError(field, billingTexts.unmeasuredWithReadings(label));
    }
    return { rate: rat(0n), unmeasured: true };
  }
  if (m < 50_000n || m > 70_000n) {
    throw new BillingInputError(field, billingInputTexts.consumptionShareRange(law, displayPercent(m)));
  }
  return { rate: rat(m, 100_000n), unmeasured: false };
}

/**
 * §7 Abs. 1 S. 2 HeizkostenV: a building below the 1994 insulation standard, heated with oil or gas, whose
 * exposed distribution pipes are mostly insulated, must distribute exactly 70 % of the heating costs by
 * consumption (much of its heat is drawn by the tenants' own behaviour). Billing without measurement (0 %) is
 * a different breach with its own consequence, the 15 % reduction of §12 Abs. 1 S. 1, and is not refused here.
 */
export function checkCompulsoryShare(input: HeatingInput, share: ConsumptionShare): void {
  const b = input.building;
  if (!b || b.insulation_standard_1994_met || !b.exposed_pipes_mostly_insulated) return;
  if (b.fuel !== 'oil' && b.fuel !== 'gas') return;
  if (share.unmeasured) return;
  if (share.rate.n * 10n === share.rate.d * 7n) return;
  const m = milli(input.consumption_share_percent as number | string, 'heating.consumption_share_percent');
  throw new BillingInputError(
    'heating.consumption_share_percent',
    billingTexts.compulsoryConsumptionShare(displayPercent(m)),
  );
}

/**
 * The consumption shares of heating (§7 Abs. 1) and hot water (§8 Abs. 1), 70 % where nothing is given; the
 * heating's is checked against the compulsory 70 % of §7 Abs. 1 S. 2.
 */
export function consumptionShares(
  model: Model,
  input: HeatingInput,
): { heating: ConsumptionShare; hotWater: ConsumptionShare } {
  // §11 HeizkostenV: an exempt building bills its heating by the fixed basis alone, without the §7 rules.
  const heating = isExempt(input)
    ? exemptHeatingShare(input)
    : consumptionShare(
        model,
        input.consumption_share_percent,
        'heating.consumption_share_percent',
        '§7 Abs. 1 HeizkostenV',
        'heating',
        consumptionKindLabels.heating,
      );
  if (!isExempt(input)) checkCompulsoryShare(input, heating);
  const hotWater = consumptionShare(
    model,
    input.hot_water_consumption_share_percent,
    'heating.hot_water_consumption_share_percent',
    '§8 Abs. 1 HeizkostenV',
    'hot_water',
    consumptionKindLabels.hot_water,
  );
  return { heating, hotWater };
}
