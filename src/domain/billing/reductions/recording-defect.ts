// Source: §12 Abs. 1 S. 1 HeizkostenV ("den auf ihn entfallenden Anteil um 15 vom Hundert zu kürzen"), as the
// BGH applies it where consumption was recorded but not as the regulation requires (BGH, 16.12.2015, VIII ZR
// 329/14 … devices not meeting §5, readings not usable as such).
import type { HeatingInput } from '../schema.ts';

export interface DefectivePots {
  readonly heating: boolean;
  readonly hotWater: boolean;
}

/**
 * The pots whose consumption was recorded against the regulation. The cut falls on the tenant's whole share of
 * such a pot, fixed and consumption part alike (the wording is "den auf ihn entfallenden Anteil", not the part
 * billed by consumption). A pot billed with no measurement at all already carries the same right of §12 Abs. 1
 * S. 1 ("unmeasured"); the right is one and is not granted twice for the same pot.
 */
export function recordingDefect(
  heating: HeatingInput,
  unmeasured: { readonly heating: boolean; readonly hotWater: boolean },
): DefectivePots {
  const d = heating.recording_defect ?? null;
  return {
    heating: (d === 'heating' || d === 'both') && !unmeasured.heating,
    hotWater: (d === 'hot_water' || d === 'both') && !unmeasured.hotWater,
  };
}
