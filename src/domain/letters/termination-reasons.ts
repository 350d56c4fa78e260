/**
 * The landlord's legitimate interest in an ordinary termination of a tenancy of a dwelling
 * (§ 573 BGB). Without one the landlord may not terminate (§ 573 Abs. 1 BGB); a termination to
 * raise the rent is excluded. The law names three cases (§ 573 Abs. 2 BGB):
 * - Nr. 1: the tenant has culpably and not insignificantly breached his contractual duties;
 * - Nr. 2: the landlord needs the rooms as a dwelling for himself, his family or members of his
 *   household (Eigenbedarf);
 * - Nr. 3: continuing the tenancy would prevent an appropriate economic use of the property and
 *   cause the landlord considerable disadvantage.
 * Only the reasons stated in the letter count (§ 573 Abs. 3 BGB), so each chosen reason must come
 * with its explanation; a letter without one is refused.
 */
import { ValidationError } from '../errors.ts';
import { letterOptionLabels, letterRuleTexts } from '../texts/letters.ts';

export const TERMINATION_REASONS = ['breach', 'own_use', 'economic_use'] as const;
export type TerminationReason = (typeof TERMINATION_REASONS)[number];

/** The provision each reason rests on. */
export const TERMINATION_REASON_LAW: Readonly<Record<TerminationReason, string>> = {
  breach: '§ 573 Abs. 2 Nr. 1 BGB',
  own_use: '§ 573 Abs. 2 Nr. 2 BGB',
  economic_use: '§ 573 Abs. 2 Nr. 3 BGB',
};

export interface StatedReason {
  readonly reason: TerminationReason;
  /** The facts of the case in the landlord's words, printed in the letter. */
  readonly details: string;
}

/** The reasons as they go into the letter; refuses none at all or one without its explanation. */
export function checkTerminationReasons(reasons: readonly StatedReason[] | null | undefined): StatedReason[] {
  if (!reasons || reasons.length === 0) throw new ValidationError(letterRuleTexts.reasonsMissing);
  return reasons.map((r) => {
    const details = r.details.trim();
    if (!details)
      throw new ValidationError(letterRuleTexts.reasonDetailsMissing(letterOptionLabels.reason[r.reason]));
    return { reason: r.reason, details };
  });
}
