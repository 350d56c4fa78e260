/**
 * Wohnraummietvertrag: parties as stored, the dwelling, the start, net rent and the advances per
 * cost group, the operating costs by the 17 kinds of § 2 BetrKV, and the deposit of at most three
 * net rents in three instalments (§ 551 BGB, security-deposit.ts).
 */
import { formatQuantityDe } from '../../decimal.ts';
import { formatDateDe } from '../../dates.ts';
import { formatMoneyDe, type Cents } from '../../money.ts';
import {
  BETRKV_TYPES,
  letterCommonTexts as common,
  letterProblemTexts,
  rentalAgreementTexts as t,
} from '../../texts/letters.ts';
import { templates } from '../../texts/templates.ts';
import type { LetterFields } from '../catalogue.ts';
import {
  heading,
  letterDocument,
  paragraph,
  table,
  type LetterContext,
  type LetterResult,
} from '../letter-document.ts';
import { checkDeposit, depositInstalments } from '../security-deposit.ts';

const eur = (cents: Cents) => formatMoneyDe(cents, 'plain');

export function buildRentalAgreement(
  ctx: LetterContext,
  fields: LetterFields['rental-agreement'],
): LetterResult & {
  readonly total_rent_cents: Cents;
} {
  checkDeposit(fields.deposit, fields.net_rent);
  const advances = fields.advances ?? [];
  const total = advances.reduce((sum, a) => sum + a.amount, fields.net_rent);
  const address = ctx.property.address_lines.join(', ');
  const area = ctx.dwelling?.area_m2 ?? null;
  const tenantAddress = ctx.tenant.address_lines.join(', ');
  const result = letterDocument(ctx, {
    template: 'rental-agreement',
    title: templates['rental-agreement'].title,
    subject: t.subject,
    addressed: false,
    blocks: [
      heading(t.partiesHeading),
      paragraph(t.landlord(ctx.landlord.name, ctx.landlord.address_lines.join(', '))),
      paragraph(t.tenant(ctx.tenant.name, tenantAddress)),
      heading(t.objectHeading),
      paragraph(
        t.object(ctx.dwelling?.label ?? '', address, area === null ? null : formatQuantityDe(area, 2)),
      ),
      heading(t.termHeading),
      paragraph(t.term(fields.start_date)),
      heading(t.rentHeading),
      table(
        t.rentColumns,
        [
          [t.netRent, eur(fields.net_rent)],
          ...advances.map((a) => [t.advance(a.cost_group), eur(a.amount)]),
          [t.total, eur(total)],
        ],
        { total_row: true },
      ),
      paragraph(t.due),
      heading(t.costsHeading),
      paragraph(t.costs),
      { kind: 'list', items: BETRKV_TYPES },
      heading(t.depositHeading),
      paragraph(t.deposit(fields.deposit)),
      table(
        t.instalmentColumns,
        depositInstalments(fields.deposit, fields.start_date).map((i) => [
          t.instalment(i.number),
          formatDateDe(i.due),
          eur(i.cents),
        ]),
      ),
    ],
    note: fields.note,
    closing: false,
    signatures: [
      { label: `${common.placeDateSignature}, ${common.landlordSignature}`, name: ctx.landlord.name },
      { label: `${common.placeDateSignature}, ${common.tenantSignature}`, name: ctx.tenant.name },
    ],
  });
  const problems = [...result.problems];
  if (advances.length === 0) problems.push(letterProblemTexts.noAdvances);
  if (area === null) problems.push(letterProblemTexts.withoutArea);
  return { ...result, problems, total_rent_cents: total };
}
