import { describe, expect, it } from 'vitest';
import { invoiceReadingTexts as t } from '../texts/invoice-reading.ts';
import { readInvoiceText } from './invoice-text-rules.ts';

const INVOICE = `Stadtwerke Musterstadt GmbH
Werkstraße 1 · 12345 Musterstadt
Hausverwaltung Lindenweg GmbH, Lindenweg 4, 12345 Musterstadt
Kunden-Nr.: 998877
Rechnungs-Nr.: W-2025/0815
Datum: 14.02.2026
Abrechnungszeitraum: 01.01.2025 bis 31.12.2025
Trinkwasser 1.000,00 €
Nettobetrag 1.000,00 €
zzgl. 7 % MwSt 70,00 €
Gesamtbetrag
1.070,00 EUR`;

describe('readInvoiceText: German invoice texts', () => {
  it('reads the labelled fields, amounts exactly', () => {
    const reading = readInvoiceText(INVOICE, 'pdf-text');
    expect(reading).toMatchObject({
      status: 'needs_review',
      format: 'pdf-text',
      seller_name: 'Stadtwerke Musterstadt GmbH',
      invoice_number: 'W-2025/0815',
      issue_date: '2026-02-14',
      period_from: '2025-01-01',
      period_to: '2025-12-31',
      currency: 'EUR',
      net_cents: 100_000,
      tax_cents: 7_000,
      gross_cents: 107_000,
      labour_cents: null,
      credit_note: false,
      problems: [t.textRead],
    });
    expect(reading.sources).toMatchObject({ gross_cents: 'pdf-text', invoice_number: 'pdf-text' });
    expect(reading.sources.labour_cents).toBeUndefined();
  });

  it('marks OCR readings as such', () => {
    const reading = readInvoiceText(INVOICE, 'ocr');
    expect(reading.format).toBe('ocr');
    expect(reading.problems[0]).toBe(t.ocrRead);
    expect(reading.sources.gross_cents).toBe('ocr');
  });

  it('takes other labels: Rechnungsbetrag, Rechnungsnummer, Leistungszeitraum, Lohnkosten', () => {
    const reading = readInvoiceText(
      `Gartenbau Grün KG\nRechnungsnummer 2025-17\nRechnungsdatum: 3.9.2025\nLeistungszeitraum: 01.04.2025 – 30.09.2025\nAnteil Arbeitslohn: 1.190,00 €\nRechnungsbetrag: 2.380,00 €`,
      'pdf-text',
    );
    expect(reading).toMatchObject({
      seller_name: 'Gartenbau Grün KG',
      invoice_number: '2025-17',
      issue_date: '2025-09-03',
      period_from: '2025-04-01',
      period_to: '2025-09-30',
      labour_cents: 119_000,
      gross_cents: 238_000,
      net_cents: null,
    });
  });

  it('leaves what no line names empty and says so', () => {
    const reading = readInvoiceText('Irgendein Schreiben\nVielen Dank für Ihren Auftrag.\n12,50', 'pdf-text');
    expect(reading).toMatchObject({
      invoice_number: null,
      issue_date: null,
      gross_cents: null,
      currency: null,
    });
    expect(reading.problems).toContain(
      t.textIncomplete([t.fields.invoice_number, t.fields.issue_date, t.fields.gross_cents].join(', ')),
    );
  });

  it('does not take a customer number for the invoice number', () => {
    const reading = readInvoiceText('Muster AG\nKunden-Nr. 12345\nBetrag 10,00 €', 'pdf-text');
    expect(reading.invoice_number).toBeNull();
    expect(readInvoiceText('Muster AG\nNr. 2025-4\n', 'pdf-text').invoice_number).toBe('2025-4');
  });

  it('flags totals that do not add up and credit notes', () => {
    const wrong = readInvoiceText('X GmbH\nNetto 100,00 €\nMwSt 19,00 €\nBrutto 120,00 €', 'pdf-text');
    expect(wrong.problems).toContain(t.totalsDisagree);
    const credit = readInvoiceText('X GmbH\nGutschrift Nr. 5\nGesamtbetrag 50,00 €', 'pdf-text');
    expect(credit).toMatchObject({ credit_note: true, gross_cents: 5_000 });
    expect(credit.problems).toContain(t.creditNote);
    expect(readInvoiceText('X GmbH\nGesamtbetrag -50,00 €', 'pdf-text').credit_note).toBe(true);
  });
});
