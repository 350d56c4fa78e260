/**
 * Mieterhöhung: to the local comparative rent (§ 558 BGB) with the Mietspiegel values the landlord
 * enters, the waiting period, the cap and the consent deadline checked (rent-increase.ts), and a
 * consent line for the tenant (§ 558b BGB); or the change of an index rent (§ 557b BGB), whose
 * declaration must state the index change and the new rent (§ 557b Abs. 3 BGB).
 */
import { formatDecimalDe, formatQuantityDe } from '../../decimal.ts';
import { ValidationError } from '../../errors.ts';
import { formatMoneyDe, type Cents } from '../../money.ts';
import { letterCommonTexts as common, letterRuleTexts, rentIncreaseTexts as t } from '../../texts/letters.ts';
import { templates } from '../../texts/templates.ts';
import type { LetterFields } from '../catalogue.ts';
import {
  letterDocument,
  paragraph,
  table,
  type LetterBlock,
  type LetterContext,
  type LetterResult,
} from '../letter-document.ts';
import { receiptDate } from '../receipt-date.ts';
import {
  comparativeRentIncrease,
  indexRentChange,
  type ComparativeRentIncrease,
  type IndexRentChange,
} from '../rent-increase.ts';

const eur = (cents: Cents) => formatMoneyDe(cents, 'plain');
const hundredths = (value: number) => Math.round(value * 100);

export type RentIncreaseOutcome =
  | ({ readonly variant: 'comparative'; readonly newRentCents: Cents } & ComparativeRentIncrease)
  | ({ readonly variant: 'index' } & IndexRentChange);

export function buildRentIncrease(
  ctx: LetterContext,
  fields: LetterFields['rent-increase'],
): LetterResult & { readonly outcome: RentIncreaseOutcome } {
  const receipt = receiptDate(ctx.created_on, fields.receipt_date);
  const title = templates['rent-increase'].title;
  const frame = (subject: string, blocks: LetterBlock[], withConsent: boolean) =>
    letterDocument(ctx, {
      template: 'rent-increase',
      title,
      subject,
      blocks,
      note: fields.note,
      signatures: withConsent
        ? [
            { label: common.landlordSignature, name: ctx.landlord.name },
            { label: `${common.placeDateSignature}, ${common.tenantSignature}`, name: ctx.tenant.name },
          ]
        : undefined,
    });

  if (fields.variant === 'index') {
    if (fields.old_index === undefined || fields.new_index === undefined)
      throw new ValidationError(letterRuleTexts.indexMissing);
    const change = indexRentChange({
      currentRentCents: fields.current_rent,
      oldIndexHundredths: hundredths(fields.old_index),
      newIndexHundredths: hundredths(fields.new_index),
      receipt,
      rentUnchangedSince: fields.rent_unchanged_since,
    });
    const oldIdx = formatDecimalDe(hundredths(fields.old_index), 2, 1);
    const newIdx = formatDecimalDe(hundredths(fields.new_index), 2, 1);
    // Index change in per cent, two decimals, from the same hundredths.
    const percent = formatDecimalDe(
      Math.round(
        ((hundredths(fields.new_index) - hundredths(fields.old_index)) * 10_000) /
          hundredths(fields.old_index),
      ),
      2,
    );
    const result = frame(
      t.subjectIndex,
      [
        paragraph(t.indexIntro),
        table(t.columns, [
          [t.indexRow(t.oldIndex, fields.old_index_month ?? ''), oldIdx],
          [t.indexRow(t.newIndex, fields.new_index_month ?? ''), newIdx],
          [t.indexChange, `${percent} %`],
          [t.current, eur(fields.current_rent)],
          [t.next, eur(change.newRentCents)],
          [t.increase, eur(change.increaseCents)],
        ]),
        paragraph(t.indexFormula(fields.current_rent, change.newRentCents, oldIdx, newIdx)),
        paragraph(t.indexFrom(change.effectiveFrom)),
      ],
      false,
    );
    return { ...result, outcome: { variant: 'index', ...change } };
  }

  if (fields.new_rent === undefined) throw new ValidationError(letterRuleTexts.newRentMissing);
  if (fields.comparative_rent_per_sqm === undefined)
    throw new ValidationError(letterRuleTexts.comparativeMissing);
  const area = fields.area_m2 ?? ctx.dwelling?.area_m2 ?? null;
  if (area === null) throw new ValidationError(letterRuleTexts.areaMissing);
  const r = comparativeRentIncrease({
    currentRentCents: fields.current_rent,
    newRentCents: fields.new_rent,
    receipt,
    rentUnchangedSince: fields.rent_unchanged_since,
    rentThreeYearsAgoCents: fields.rent_three_years_ago ?? null,
    cappedMunicipality: fields.capped_municipality ?? false,
    comparativeRentPerSqmCents: fields.comparative_rent_per_sqm,
    areaM2: area,
  });
  const result = frame(
    t.subjectComparative,
    [
      paragraph(t.comparativeIntro),
      table(t.columns, [
        [t.current, eur(fields.current_rent)],
        [t.next, eur(fields.new_rent)],
        [t.increase, eur(r.increaseCents)],
        [
          t.comparative(fields.comparative_rent_per_sqm, formatQuantityDe(area, 2)),
          eur(r.comparativeMaxCents),
        ],
      ]),
      paragraph(t.reasons(fields.mietspiegel ?? '', fields.mietspiegel_category ?? '')),
      paragraph(t.cap(r.capPercent, r.capBaseCents, r.capMaxCents)),
      paragraph(t.consent(r.consentDeadline, r.effectiveFrom)),
      { kind: 'checkbox', text: t.consentLine },
    ],
    true,
  );
  return { ...result, outcome: { variant: 'comparative', newRentCents: fields.new_rent, ...r } };
}
