/**
 * Zahlungsaufforderung: a statement's back-payment or the arrears of advances, with the due date
 * (payment-request.ts holds the rule), the landlord's account and, for a back-payment, the
 * GiroCode payload the PDF prints (EPC069-12, payments/girocode.ts).
 */
import { formatMoneyDe, type Cents } from '../../money.ts';
import { giroCodePayload } from '../../payments/girocode.ts';
import { giroCodeTexts } from '../../texts/girocode.ts';
import { letterProblemTexts, paymentRequestTexts as t } from '../../texts/letters.ts';
import { templates } from '../../texts/templates.ts';
import type { LetterFields } from '../catalogue.ts';
import {
  letterDocument,
  paragraph,
  table,
  type LetterContext,
  type LetterResult,
} from '../letter-document.ts';
import { paymentDue, type AmountOwed, type PaymentDue } from '../payment-request.ts';
import { receiptDate } from '../receipt-date.ts';

export interface PaymentRequestData {
  /** What is owed, as the server read it for the chosen reason (statement balance or months of arrears). */
  readonly owed: AmountOwed;
}

const eur = (cents: Cents) => formatMoneyDe(cents, 'plain');

export function buildPaymentRequest(
  ctx: LetterContext,
  fields: LetterFields['payment-request'],
  data: PaymentRequestData,
): LetterResult & { readonly due: PaymentDue; readonly girocode: string | null } {
  const receipt = receiptDate(ctx.created_on, fields.receipt_date);
  const due = paymentDue(data.owed, receipt, fields.due_date);
  const owed = data.owed;
  const lastName = ctx.tenant.last_name?.trim() || ctx.tenant.name;
  const rows = due.rows.map((r) => [
    r.month === null
      ? t.statementRow(owed.kind === 'statement' ? String(owed.year) : '')
      : t.monthRow(r.month),
    eur(r.dueCents),
    eur(r.paidCents),
    eur(r.openCents),
  ]);
  rows.push([t.total, '', '', eur(due.totalCents)]);
  const reference =
    owed.kind === 'statement'
      ? giroCodeTexts.remittance(String(owed.year), lastName)
      : t.advancesReference(
          due.rows.map((r) => r.month ?? ''),
          lastName,
        );
  const bank = ctx.landlord.bank;
  const result = letterDocument(ctx, {
    template: 'payment-request',
    title: templates['payment-request'].title,
    subject: t.subject,
    blocks: [
      paragraph(
        owed.kind === 'statement'
          ? t.introStatement(String(owed.year), owed.period.from, owed.period.to)
          : t.introAdvances,
      ),
      table([t.column.position, t.column.due, t.column.paid, t.column.open], rows, { total_row: true }),
      paragraph(t.request(due.totalCents, due.dueDate)),
      ...(bank ? [paragraph(t.account(bank.account_holder, bank.iban, bank.bic ?? ''))] : []),
      paragraph(t.reference(reference)),
      paragraph(t.consequences),
    ],
    note: fields.note,
  });
  const problems = [...result.problems, ...due.problems];
  if (!bank) problems.push(letterProblemTexts.noIban);
  const girocode =
    owed.kind === 'statement'
      ? giroCodePayload({
          account: bank,
          amount_cents: due.totalCents,
          year: String(owed.year),
          tenant_last_name: lastName,
        })
      : null;
  return { ...result, problems, due, girocode };
}
