/**
 * The meters whose recorded consumption shares a dwelling's water costs by m³ (§556a Abs. 1 S. 2
 * BGB). The utility bills the fresh water (and sewage) of the cold- and the hot-water line alike, so
 * by default a dwelling's water use is its cold- plus its hot-water meters (`total`). The setting
 * `cold` takes the cold-water meters only, e.g. where the hot water's fresh water is billed with
 * the heating. A house without any cold-water meter keeps the dwellings' volume as the m³ key:
 * its hot-water meters alone do not measure its water use.
 */
import type { DwellingUnits } from './dwelling-units.ts';
import { kindOfMeter } from './meter-kind.ts';
import type { StoredBillingData, StoredMeter } from './stored-data.ts';

export function waterMeters(
  stored: Pick<StoredBillingData, 'meters' | 'settings'>,
  dwellings: DwellingUnits,
  unitsInYear: ReadonlyMap<string, unknown>,
): Map<string, StoredMeter[]> {
  const total = (stored.settings.waterBasis ?? 'total') === 'total';
  const placed = stored.meters
    .map((meter) => ({ meter, kind: kindOfMeter(meter), unit: dwellings.ofMeter(meter) }))
    .filter((m) => m.unit !== undefined && unitsInYear.has(m.unit));
  const anyCold = placed.some((m) => m.kind === 'cold_water');
  const out = new Map<string, StoredMeter[]>();
  for (const { meter, kind, unit } of placed) {
    if (kind !== 'cold_water' && !(total && anyCold && kind === 'hot_water')) continue;
    out.set(unit!, [...(out.get(unit!) ?? []), meter]);
  }
  return out;
}
