/** Which consumption a meter measures, by its type and hot-water mark. */
import type { ConsumptionInput } from '../billing/schema.ts';
import type { MeterType } from '../catalog.ts';
import { canMeasureHotWater } from '../meters/hot-water-meter.ts';

type ConsumptionKind = ConsumptionInput['kind'];

const KIND_OF_TYPE: Record<MeterType, ConsumptionKind | null> = {
  Heizkostenverteiler: 'heating',
  // A heat meter in a dwelling measures that dwelling's heating (§5 Abs. 1 HeizkostenV).
  Wärmemengenzähler: 'heating',
  Wasserzähler: 'cold_water',
  Stromzähler: 'electricity',
  Zwischenzähler: 'electricity',
  Gaszähler: 'gas',
  Einspeisezähler: null,
};

/**
 * Which consumption a tenant's meter measures; feed-in meters measure none of the tenant's use. A
 * water meter marked as hot water measures the dwelling's hot water, whose costs §8 Abs. 1 and §9
 * HeizkostenV split by consumption; every other water meter measures cold water.
 */
export function kindOfMeter(meter: {
  meterType: MeterType;
  hotWater?: boolean | null | undefined;
}): ConsumptionKind | null {
  if (canMeasureHotWater(meter.meterType) && meter.hotWater === true) return 'hot_water';
  return KIND_OF_TYPE[meter.meterType] ?? null;
}
