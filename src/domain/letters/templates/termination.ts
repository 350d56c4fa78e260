/**
 * Kündigung: the landlord's ordinary termination with its reasons (§ 573 BGB) and the end the notice
 * period allows (§ 573c BGB), the tenant's right to object (§§ 574–574b BGB; the landlord should
 * point it out, § 568 Abs. 2 BGB) — or the confirmation of the tenant's own termination with the
 * end it takes effect at. The landlord's letter needs the written form with a handwritten
 * signature (§ 568 Abs. 1 BGB), hence the signature field.
 */
import { addMonths, toEpochDay, toIsoDate } from '../../dates.ts';
import { ValidationError } from '../../errors.ts';
import {
  letterOptionLabels,
  letterProblemTexts,
  letterRuleTexts,
  terminationTexts as t,
} from '../../texts/letters.ts';
import { templates } from '../../texts/templates.ts';
import type { LetterFields } from '../catalogue.ts';
import {
  heading,
  letterDocument,
  paragraph,
  type LetterContext,
  type LetterResult,
} from '../letter-document.ts';
import { noticeOf, terminationEnd, type Notice } from '../notice-period.ts';
import { receiptDate } from '../receipt-date.ts';
import { checkTerminationReasons } from '../termination-reasons.ts';

/** § 574b Abs. 2 BGB: the objection must reach the landlord two months before the tenancy ends. */
export function objectionDeadline(end: string): string {
  return toIsoDate(addMonths(toEpochDay(end), -2));
}

export function buildTermination(
  ctx: LetterContext,
  fields: LetterFields['termination'],
): LetterResult & { readonly end: string; readonly notice: Notice } {
  const title = templates.termination.title;
  if (fields.party === 'tenant') return tenantConfirmation(ctx, fields, title);
  const start = ctx.tenant.move_in;
  if (start === null) throw new ValidationError(letterRuleTexts.tenancyStartMissing);
  const reasons = checkTerminationReasons(fields.reasons ?? []);
  const receipt = receiptDate(ctx.created_on, fields.receipt_date);
  const notice = terminationEnd({
    party: 'landlord',
    tenancyStart: start,
    receipt,
    desiredEnd: fields.end_date,
  });
  const result = letterDocument(ctx, {
    template: 'termination',
    title,
    subject: t.subjectLandlord,
    blocks: [
      paragraph(t.landlordIntro(notice.end)),
      paragraph(t.period(notice.periodMonths, receipt)),
      heading(t.reasonsHeading),
      ...reasons.map((r) => paragraph(`${letterOptionLabels.reason[r.reason]}: ${r.details}`)),
      paragraph(t.objection(objectionDeadline(notice.end))),
      paragraph(t.handover),
    ],
    note: fields.note,
  });
  const problems = [...result.problems];
  if (reasons.some((r) => r.reason === 'own_use' && r.details.length < 100))
    problems.push(letterProblemTexts.ownUseHint);
  return { ...result, problems, end: notice.end, notice };
}

/**
 * The tenant's termination confirmed: the end the notice allows, or the later end the tenant
 * asked for. A requested end too early is not refused (the tenant's notice is valid for the next
 * possible date); the letter confirms the correct end and the landlord is told.
 */
function tenantConfirmation(ctx: LetterContext, fields: LetterFields['termination'], title: string) {
  const received = fields.tenant_notice_received;
  if (received === undefined) throw new ValidationError(letterRuleTexts.tenantNoticeMissing);
  const notice = noticeOf({
    party: 'tenant',
    tenancyStart: ctx.tenant.move_in ?? received,
    receipt: received,
  });
  const requested = fields.end_date;
  const problems: string[] = [];
  let end = notice.earliestEnd;
  if (requested !== undefined) {
    try {
      end = terminationEnd({
        party: 'tenant',
        tenancyStart: ctx.tenant.move_in ?? received,
        receipt: received,
        desiredEnd: requested,
      }).end;
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      problems.push(letterProblemTexts.tenantEndCorrected(requested, notice.earliestEnd));
    }
  }
  const result = letterDocument(ctx, {
    template: 'termination',
    title,
    subject: t.subjectTenant,
    blocks: [
      paragraph(t.tenantIntro(received, end)),
      ...(requested !== undefined && end === requested && end !== notice.earliestEnd
        ? [paragraph(t.tenantRequestedLater(end))]
        : []),
      paragraph(t.handover),
    ],
    note: fields.note,
  });
  return { ...result, problems: [...result.problems, ...problems], end, notice };
}
