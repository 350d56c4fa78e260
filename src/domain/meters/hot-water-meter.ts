import type { MeterType } from '../catalog.ts';

/**
 * Only a water meter can measure a dwelling's hot water (§5 Abs. 1 HeizkostenV: Warmwasserzähler);
 * a meter of another type never carries the mark. The database's check states the same rule.
 */
export const HOT_WATER_METER_TYPE = 'Wasserzähler' satisfies MeterType;

export const canMeasureHotWater = (meterType: string | null | undefined): boolean =>
  meterType === HOT_WATER_METER_TYPE;
