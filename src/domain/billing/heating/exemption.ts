// Source: §11 Abs. 1 HeizkostenV (buildings exempt from consumption-based billing: passive houses, recording
// impossible or unreasonably expensive, …), §12 Abs. 1 S. 1 (whose reduction right presupposes a duty to record).
import { billingInputTexts, billingTexts } from '../../texts/billing.ts';
import { BillingInputError } from '../errors.ts';
import { milli } from '../model.ts';
import { rat } from '../rational.ts';
import type { HeatingInput } from '../schema.ts';
import type { Model } from '../types.ts';
import type { ConsumptionShare } from './consumption-share.ts';

export const isExempt = (input: HeatingInput): boolean => input.exempt === true;

/**
 * An exempt building's heating costs go by the fixed basis alone: nothing by consumption, and the readings
 * that may exist are not used. Because §§3 to 7 do not apply there, billing without measurement is no breach
 * and gives no reduction right (`unmeasured` stays false). A consumption share other than 0 contradicts the
 * exemption and is refused, as is a recording defect of the heating, which nobody had to record.
 */
export function exemptHeatingShare(input: HeatingInput): ConsumptionShare {
  const field = 'heating.consumption_share_percent';
  if (input.consumption_share_percent !== undefined && milli(input.consumption_share_percent, field) !== 0n) {
    throw new BillingInputError(field, billingInputTexts.exemptWithConsumptionShare);
  }
  if (input.recording_defect === 'heating' || input.recording_defect === 'both') {
    throw new BillingInputError('heating.recording_defect', billingInputTexts.exemptWithRecordingDefect);
  }
  return { rate: rat(0n), unmeasured: false };
}

/** The statement names the exemption where other buildings would show a breach (§12). */
export function exemptionNotes(
  model: Model,
  input: HeatingInput,
  notes: string[][],
  globalNotes: string[],
): void {
  if (!isExempt(input)) return;
  const text = billingTexts.exemption(billingTexts.fixedBases[input.fixed_basis ?? 'area'].after);
  globalNotes.push(text);
  model.occupancies.forEach((o, i) => {
    if (!o.vacancy) notes[i]?.push(text);
  });
}
