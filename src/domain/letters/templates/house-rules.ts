/**
 * Hausordnung: the standard text with the property's name and address, whose sections the landlord
 * may replace (quiet hours, cleaning, waste, laundry) or add to. A house rule introduced later binds
 * the tenants only as far as it concretises duties they already have (the template's legal note).
 */
import { houseRulesTexts as t } from '../../texts/letters.ts';
import { templates } from '../../texts/templates.ts';
import type { LetterFields } from '../catalogue.ts';
import {
  heading,
  letterDocument,
  paragraph,
  type LetterContext,
  type LetterResult,
} from '../letter-document.ts';

export function buildHouseRules(ctx: LetterContext, fields: LetterFields['house-rules']): LetterResult {
  const property = [ctx.property.name, ...ctx.property.address_lines].filter(Boolean).join(', ');
  return letterDocument(ctx, {
    template: 'house-rules',
    title: templates['house-rules'].title,
    subject: t.subject,
    addressed: false,
    blocks: [
      paragraph(t.intro(property)),
      heading(t.quietHeading),
      paragraph(t.quiet(fields.quiet_hours ?? t.defaultQuietHours)),
      heading(t.cleaningHeading),
      paragraph(fields.cleaning ?? t.defaultCleaning),
      heading(t.wasteHeading),
      paragraph(fields.waste ?? t.defaultWaste),
      heading(t.laundryHeading),
      paragraph(fields.laundry ?? t.defaultLaundry),
      heading(t.safetyHeading),
      paragraph(t.safety),
      ...(fields.sections ?? []).flatMap((s) => [heading(s.title), paragraph(s.text)]),
      paragraph(t.contact(ctx.landlord.name)),
    ],
    signatures: [],
  });
}
