import { describe, expect, it } from 'vitest';
import { DEFAULT_COST_CATEGORIES } from '../catalog.ts';
import { invoiceReadingTexts } from '../texts/invoice-reading.ts';
import type { InvoiceReading } from './invoice-reading.ts';
import { emptyReading } from './reading-result.ts';
import { billingYear, suggestInvoice, type SuggestableCategory } from './suggest-invoice.ts';

const categories: SuggestableCategory[] = [
  ...DEFAULT_COST_CATEGORIES.map((c, i) => ({ id: i + 1, name: c.name, category_group: 'general' as const })),
  { id: 50, name: 'Hauswart', category_group: 'general' },
  { id: 51, name: 'Gartenpflege', category_group: 'general', is_active: false },
  { id: 60, name: 'Brennstoffkosten', category_group: 'heating' },
  { id: 61, name: 'Verbrauchserfassung und Abrechnung (Messdienst)', category_group: 'heating' },
];
const idOf = (name: string) => categories.find((c) => c.name === name)!.id;

function reading(overrides: Partial<InvoiceReading>): InvoiceReading {
  return { ...emptyReading('xrechnung-cii'), gross_cents: 11_900, issue_date: '2026-01-15', ...overrides };
}
const line = (description: string) => ({ description, net_cents: 10_000 });

describe('suggestInvoice: the cost type', () => {
  const cases: Array<[string, Partial<InvoiceReading>, string | null, number | null]> = [
    [
      'waste',
      { seller_name: 'Abfallwirtschaft Kreis AöR', lines: [line('Restmüll 240 l')] },
      'Müllabfuhr',
      8,
    ],
    ['street cleaning', { lines: [line('Straßenreinigungsgebühr 2025')] }, 'Straßenreinigung', 8],
    [
      'water',
      { seller_name: 'Stadtwerke GmbH', lines: [line('Trinkwasser Verbrauch')] },
      'Kaltwasser Betrag',
      2,
    ],
    ['sewage', { lines: [line('Schmutzwassergebühr'), line('Abwasser')] }, 'Abwasser Kalt', 3],
    ['rain water', { lines: [line('Niederschlagswassergebühr')] }, 'Niederschlagswasser', 3],
    [
      'property tax',
      { seller_name: 'Stadtverwaltung Musterstadt', lines: [line('Grundsteuer B')] },
      'Grundsteuer',
      1,
    ],
    [
      'building insurance',
      { seller_name: 'Allianz Versicherungs-AG', lines: [line('Wohngebäudeversicherung')] },
      'Gebäudeversicherung',
      13,
    ],
    [
      'liability insurance',
      { lines: [line('Haus- und Grundbesitzerhaftpflichtversicherung')] },
      'Haftpflichtversicherung',
      13,
    ],
    ['electricity', { lines: [line('Allgemeinstrom Treppenhaus')] }, 'Allgemeinstrom', 11],
    ['caretaker', { seller_name: 'Hausmeisterservice Nord', lines: [] }, 'Hauswart', 14],
    ['heating fuel', { lines: [line('Heizöl EL 3.000 l')] }, 'Brennstoffkosten', null],
    [
      'metering service',
      { seller_name: 'Techem Energy Services GmbH' },
      'Verbrauchserfassung und Abrechnung (Messdienst)',
      null,
    ],
  ];
  it.each(cases)('%s', (_name, overrides, category, betrkv) => {
    const s = suggestInvoice(reading(overrides), categories);
    expect(s.category_name).toBe(category);
    expect(s.cost_category_id).toBe(category === null ? null : idOf(category));
    expect(s.betrkv_no).toBe(betrkv);
    expect(s.allocatable).toBe(true);
  });

  it('names the cost type when the property has no such category (or only an inactive one)', () => {
    const s = suggestInvoice(reading({ lines: [line('Gartenpflege Rasenmähen')] }), categories);
    expect(s).toMatchObject({
      cost_category_id: null,
      category_name: null,
      betrkv_no: 10,
      allocatable: true,
    });
    expect(s.reason).toBe(invoiceReadingTexts.noCategory('Gartenpflege', ' (BetrKV §2 Nr. 10)'));
  });

  it('leaves the cost type open when nothing reveals it', () => {
    const s = suggestInvoice(
      reading({ seller_name: 'Muster GmbH', lines: [line('Leistung laut Vertrag')] }),
      categories,
    );
    expect(s).toMatchObject({ cost_category_id: null, category_name: null, betrkv_no: null, reason: null });
  });
});

describe('suggestInvoice: costs that are not operating costs (BetrKV §1 Abs. 2)', () => {
  it.each([
    ['repair', [line('Reparatur Wasserleitung')], invoiceReadingTexts.notAllocatable.repair],
    ['maintenance', [line('Instandsetzung Dachrinne')], invoiceReadingTexts.notAllocatable.repair],
    ['administration', [line('Verwaltungskosten 2025')], invoiceReadingTexts.notAllocatable.administration],
    ['bank fees', [line('Kontoführungsgebühren')], invoiceReadingTexts.notAllocatable.bankFees],
  ])('%s', (_name, lines, reason) => {
    const s = suggestInvoice(reading({ lines }), categories);
    expect(s).toMatchObject({
      allocatable: false,
      reason,
      cost_category_id: null,
      betrkv_no: null,
      amount_cents: 11_900,
    });
  });

  it('does not take a Stadtverwaltung or an addressed Hausverwaltung for administration costs', () => {
    const tax = suggestInvoice(
      reading({ seller_name: 'Stadtverwaltung Musterstadt', lines: [line('Grundsteuer')] }),
      categories,
    );
    expect(tax.allocatable).toBe(true);
    const addressed = suggestInvoice(
      reading({
        seller_name: 'Abfall AöR',
        lines: [line('Restmüll')],
        text: 'An: Hausverwaltung Lindenweg GmbH',
      }),
      categories,
    );
    expect(addressed).toMatchObject({ allocatable: true, category_name: 'Müllabfuhr' });
  });
});

describe('suggestInvoice: amount, labour and year', () => {
  it('suggests the gross amount, negative for a credit note however it is written', () => {
    expect(suggestInvoice(reading({}), categories).amount_cents).toBe(11_900);
    expect(suggestInvoice(reading({ credit_note: true }), categories).amount_cents).toBe(-11_900);
    expect(suggestInvoice(reading({ credit_note: true, gross_cents: -500 }), categories).amount_cents).toBe(
      -500,
    );
    expect(suggestInvoice(reading({ gross_cents: null }), categories).amount_cents).toBeNull();
    expect(suggestInvoice(reading({ labour_cents: 2_380 }), categories).labour_cents).toBe(2_380);
  });

  it('takes the year most of the period lies in, else the issue date, else none', () => {
    expect(billingYear(reading({ period_from: '2025-01-01', period_to: '2025-12-31' }))).toBe(2025);
    expect(billingYear(reading({ period_from: '2024-11-01', period_to: '2025-10-31' }))).toBe(2025);
    expect(billingYear(reading({ period_from: '2024-03-01', period_to: '2025-02-28' }))).toBe(2024);
    expect(billingYear(reading({ period_from: '2024-07-02', period_to: '2025-07-01' }))).toBe(2024);
    expect(billingYear(reading({ issue_date: '2026-01-15' }))).toBe(2026);
    expect(billingYear(reading({ issue_date: null }))).toBeNull();
  });
});
