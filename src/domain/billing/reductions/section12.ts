// Source: §12 Abs. 1 S. 1–3 HeizkostenV and §7 Abs. 4 CO2KostAufG (the tenant's rights to cut his heating costs).
import { billingTexts } from '../../texts/billing.ts';
import { rat, roundHalfUp } from '../rational.ts';
import type { HeatingInput, ReductionResult } from '../schema.ts';
import type { Model } from '../types.ts';
import { recordingDefect } from './recording-defect.ts';

type Rule = ReductionResult['rule'];

const LAW: Record<Rule, string> = {
  unmeasured: '§12 Abs. 1 S. 1 HeizkostenV',
  recording_defect: '§12 Abs. 1 S. 1 HeizkostenV',
  not_remote_readable: '§12 Abs. 1 S. 2 HeizkostenV',
  monthly_information_missing: '§12 Abs. 1 S. 3 HeizkostenV',
  co2_information_missing: '§7 Abs. 4 CO2KostAufG',
};

const PERCENT: Record<Rule, number> = {
  unmeasured: 15,
  recording_defect: 15,
  not_remote_readable: 3,
  monthly_information_missing: 3,
  co2_information_missing: 3,
};

export interface ReductionsOutcome {
  readonly byOccupancy: ReductionResult[][];
  /** Applied reductions per occupancy (what the landlord bears). */
  readonly appliedCents: number[];
  readonly notes: string[][];
}

/**
 * The tenant's reduction rights for heating and hot-water costs. Each right is a percentage of the tenant's
 * own share; the rights add up (commentaries read them as cumulative, e.g. 15 % + 3 % + 3 %), and each is taken
 * of the unreduced share so that the order of the rules does not matter. The amount is rounded half up per
 * statement, like the CO2 credit, so that each tenant can check it on his own statement.
 * - §12 Abs. 1 S. 1: the part billed without consumption measurement (15 %), heating and hot water separately;
 * - §12 Abs. 1 S. 1 as the BGH applies it: consumption recorded against the regulation (15 % of the whole share
 *   of that pot, recording-defect.ts);
 * A building exempt under §11 has no §12 right for its heating: the heating share is left out of every base.
 * - §12 Abs. 1 S. 2: no remotely readable devices where §5 Abs. 2, 3 requires them (3 % of the whole share);
 * - §12 Abs. 1 S. 3: the information of §6a (monthly consumption information) not given (3 %);
 * - §7 Abs. 4 CO2KostAufG: the CO2 split or its basis not stated on the statement (3 % of the share "an den
 *   Heizkosten", taken here as the whole heating and hot-water share of the statement).
 * Vacancies get none: their share is the landlord's anyway. With `apply_tenant_reductions: false` the amounts
 * are shown as a notice only, because exercising the right is the tenant's decision.
 */
export function tenantReductions(
  model: Model,
  heating: HeatingInput,
  shares: readonly { heating: number; hotWater: number }[],
  unmeasured: { heating: boolean; hotWater: boolean },
): ReductionsOutcome {
  const apply = heating.apply_tenant_reductions !== false;
  const defect = recordingDefect(heating, unmeasured);
  const exempt = heating.exempt === true;
  const rules: Rule[] = [];
  if (unmeasured.heating || unmeasured.hotWater) rules.push('unmeasured');
  if (defect.heating || defect.hotWater) rules.push('recording_defect');
  if (heating.duties?.remote_readable === false) rules.push('not_remote_readable');
  if (heating.duties?.monthly_information_given === false) rules.push('monthly_information_missing');
  if (heating.co2 && heating.co2.information_given === false) rules.push('co2_information_missing');

  const byOccupancy: ReductionResult[][] = [];
  const appliedCents: number[] = [];
  const notes: string[][] = [];
  model.occupancies.forEach((o, i) => {
    const own: ReductionResult[] = [];
    const ownNotes: string[] = [];
    let applied = 0;
    const share = shares[i] ?? { heating: 0, hotWater: 0 };
    if (!o.vacancy) {
      for (const rule of rules) {
        const pots =
          rule === 'unmeasured'
            ? unmeasured
            : rule === 'recording_defect'
              ? defect
              : rule === 'co2_information_missing'
                ? { heating: true, hotWater: true }
                : { heating: !exempt, hotWater: true };
        const base = (pots.heating ? share.heating : 0) + (pots.hotWater ? share.hotWater : 0);
        if (base === 0) continue;
        const percent = PERCENT[rule];
        const amount = Number(roundHalfUp(rat(BigInt(base) * BigInt(percent), 100n)));
        own.push({ rule, law: LAW[rule], percent, base_cents: base, amount_cents: amount, applied: apply });
        const text = apply ? billingTexts.reductionApplied : billingTexts.reductionNotice;
        const subject = billingTexts.reductionSubject(
          pots.heating && share.heating > 0,
          pots.hotWater && share.hotWater > 0,
        );
        ownNotes.push(text(subject, billingTexts.reductionReasons[rule], percent, base, amount, LAW[rule]));
        if (apply) applied += amount;
      }
    }
    byOccupancy.push(own);
    appliedCents.push(applied);
    notes.push(ownNotes);
  });
  return { byOccupancy, appliedCents, notes };
}
