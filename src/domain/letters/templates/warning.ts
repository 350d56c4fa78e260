/**
 * Abmahnung: the breach with its date, the request to stop it and the consequence. A termination
 * for a breach of contract usually requires a warning first (§ 543 Abs. 3 BGB), and the warning
 * must name the conduct precisely and make clear that the tenancy is at risk.
 */
import { letterOptionLabels, warningTexts as t } from '../../texts/letters.ts';
import { templates } from '../../texts/templates.ts';
import type { LetterFields } from '../catalogue.ts';
import { letterDocument, paragraph, type LetterContext, type LetterResult } from '../letter-document.ts';

export function buildWarning(ctx: LetterContext, fields: LetterFields['warning']): LetterResult {
  return letterDocument(ctx, {
    template: 'warning',
    title: templates.warning.title,
    subject: t.subject,
    blocks: [
      paragraph(t.intro(fields.breach_date)),
      paragraph(fields.breach),
      paragraph(t.demandHeading),
      paragraph(fields.demand),
      paragraph(t.consequence(letterOptionLabels.consequence[fields.consequence])),
    ],
    note: fields.note,
  });
}
