/**
 * Mieterselbstauskunft: a form for applicants with the questions a landlord may ask and the
 * data-protection note on what may not be asked (Art. 5 Abs. 1 lit. c, Art. 6 Abs. 1 lit. b, Art. 9
 * DSGVO; the orientation guide of the data-protection authorities on applicants' data). It has no
 * addressee and no greeting: the applicant fills it in by hand.
 */
import { disclosureTexts as t, letterCommonTexts as common } from '../../texts/letters.ts';
import { templates } from '../../texts/templates.ts';
import type { LetterFields } from '../catalogue.ts';
import {
  heading,
  letterDocument,
  paragraph,
  tenancyLine,
  type LetterContext,
  type LetterResult,
} from '../letter-document.ts';

export function buildTenantDisclosure(
  ctx: LetterContext,
  fields: LetterFields['tenant-disclosure'],
): LetterResult {
  return letterDocument(ctx, {
    template: 'tenant-disclosure',
    title: templates['tenant-disclosure'].title,
    subject: t.subject,
    addressed: false,
    blocks: [
      paragraph(t.intro(fields.dwelling ?? tenancyLine(ctx))),
      ...(fields.return_by ? [paragraph(t.returnBy(fields.return_by))] : []),
      heading(t.personHeading),
      { kind: 'form', fields: t.fields },
      heading(t.privacyHeading),
      { kind: 'list', items: t.privacy },
      { kind: 'checkbox', text: t.truth },
    ],
    signatures: [{ label: `${common.placeDateSignature}, ${common.applicantSignature}`, name: null }],
  });
}
