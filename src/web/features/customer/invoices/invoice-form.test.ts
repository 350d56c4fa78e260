import { describe, expect, it } from 'vitest';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';
import { approveBodyOf, approveValuesOf } from './approve-form.ts';
import { correctionsOf, formValuesOf, readField } from './invoice-form.ts';
import { sampleInvoice } from './test-invoice.ts';

describe('invoice fields', () => {
  it('shows amounts in euros de-DE and dates as TT.MM.JJJJ, unknown values empty', () => {
    const values = formValuesOf(sampleInvoice({ gross_cents: 123_456, labour_cents: null }));
    expect(values).toMatchObject({
      gross_cents: '1.234,56',
      labour_cents: '',
      issue_date: '20.01.2026',
      seller_name: 'Stadtwerke Leipzig GmbH',
    });
  });

  it('sends only the corrected fields, in cents and ISO dates', () => {
    const invoice = sampleInvoice({ status: 'needs_review', format: 'ocr', gross_cents: 51_200 });
    const values = {
      ...formValuesOf(invoice),
      gross_cents: '512,40',
      period_to: '',
      issue_date: '21.1.2026',
    };
    expect(correctionsOf(invoice, values)).toEqual({
      body: { gross_cents: 51_240, period_to: null, issue_date: '2026-01-21' },
      errors: null,
    });
    expect(correctionsOf(invoice, formValuesOf(invoice))).toEqual({ body: {}, errors: null });
  });

  it('names every field it cannot read and sends nothing', () => {
    const invoice = sampleInvoice();
    const values = {
      ...formValuesOf(invoice),
      net_cents: '12,345',
      issue_date: '31.02.2026',
      currency: 'Euro',
    };
    const { fields } = invoiceScreenTexts;
    expect(correctionsOf(invoice, values)).toEqual({
      body: null,
      errors: {
        net_cents: fields.amountInvalid,
        issue_date: fields.dateInvalid,
        currency: fields.currencyInvalid,
      },
    });
    expect(readField('currency', ' eur ')).toEqual({ value: 'EUR' });
    expect(readField('tax_cents', '-19,00')).toEqual({ value: -1_900 });
  });
});

describe('approval', () => {
  it('is prefilled from the suggestion, the gross amount when it has none', () => {
    expect(approveValuesOf(sampleInvoice(), 2026)).toEqual({
      year: '2025',
      categoryId: '31',
      amount: '512,40',
      labour: '',
      labourKind: 'craft',
    });
    const bare = sampleInvoice({
      issue_date: '2024-03-01',
      gross_cents: 9_900,
      labour_cents: 4_000,
      suggestion: { ...sampleInvoice().suggestion, year: null, cost_category_id: null, amount_cents: null },
    });
    expect(approveValuesOf(bare, 2026)).toEqual({
      year: '2024',
      categoryId: '',
      amount: '99,00',
      labour: '40,00',
      labourKind: 'craft',
    });
    expect(
      approveValuesOf(sampleInvoice({ issue_date: null, suggestion: { ...bare.suggestion } }), 2026).year,
    ).toBe('2025');
  });

  it('sends cents, a negative amount for a credit note, and refuses what is missing', () => {
    expect(
      approveBodyOf({ year: '2025', categoryId: '31', amount: '-45,10', labour: '', labourKind: 'services' }),
    ).toEqual({
      body: { year: 2025, cost_category_id: 31, amount_cents: -4_510, labour_cents: null },
      errors: null,
    });
    expect(
      approveBodyOf({
        year: '2025',
        categoryId: '31',
        amount: '1.200,00',
        labour: '300',
        labourKind: 'craft',
      }).body,
    ).toEqual({
      year: 2025,
      cost_category_id: 31,
      amount_cents: 120_000,
      labour_cents: 30_000,
      labour_kind: 'craft',
    });
    const { approve } = invoiceScreenTexts;
    expect(
      approveBodyOf({ year: '25', categoryId: '', amount: '', labour: '-1', labourKind: 'services' }),
    ).toEqual({
      body: null,
      errors: {
        year: approve.yearRequired,
        categoryId: approve.categoryRequired,
        amount: approve.amountRequired,
        labour: approve.labourInvalid,
      },
    });
  });
});
