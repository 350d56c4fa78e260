import { parseDateDe } from '../dates.ts';
import { invoiceReadingTexts as t } from '../texts/invoice-reading.ts';
import type { InvoiceField, InvoiceReading } from './invoice-reading.ts';
import { LABOUR_WORDS, lastAmountIn } from './labour-share.ts';
import { emptyReading, isCreditNote, READING_TEXT_MAX } from './reading-result.ts';

/**
 * Rules that read a German invoice from its text (a PDF's text layer or OCR). Each field is taken
 * only from a line that names it ("Rechnungsbetrag", "Rechnungsnummer", "Leistungszeitraum" …);
 * what no line names stays null. The result always needs a person's review.
 */
const GROSS =
  /rechnungsbetrag|gesamtbetrag|bruttobetrag|\bbrutto\b|endbetrag|zu zahlen|zahlbetrag|summe brutto|gesamtsumme/i;
const NET = /nettobetrag|\bnetto\b|summe netto|zwischensumme|rechnungsbetrag netto/i;
const TAX = /\bmwst\b|\bmwst\.|\bust\b|\bust\.|umsatzsteuer|mehrwertsteuer/i;
const NUMBER =
  /(?:rechnungsnummer|rechnungs-nr\.?|rechnungsnr\.?|rechnung nr\.?|belegnummer|beleg-?nr\.?)\s*:?\s*([A-Za-z0-9][A-Za-z0-9/._-]*)/i;
/** A bare "Nr." counts only where no other number is meant (customer, contract, tax numbers). */
const BARE_NUMBER = /(?<![a-zäöüß-])nr\.\s*:?\s*([A-Za-z0-9][A-Za-z0-9/._-]*)/i;
const OTHER_NUMBER = /kunden|vertrag|steuer|ust-?id|konto|zähler|objekt|mitglied|haus-?nr|bestell|auftrag/i;
const DATE_WORD = /(?:rechnungsdatum|\bdatum)\s*:?\s*(\d{1,2}\.\d{1,2}\.\d{4})/i;
const DATE = String.raw`(\d{1,2}\.\d{1,2}\.\d{4})`;
const PERIOD = new RegExp(
  String.raw`(?:leistungszeitraum|abrechnungszeitraum|zeitraum)\s*:?\s*(?:vom\s*)?${DATE}\s*(?:-|–|—|bis)\s*${DATE}`,
  'i',
);
const COMPANY =
  /\b(?:GmbH|AG|KG|OHG|UG|GbR|mbH|e\.\s?K\.|e\.\s?V\.|Stadtwerke|Werke|Zweckverband|Eigenbetrieb|Versicherung\w*)\b/;
const CREDIT = /gutschrift|rechnungskorrektur|stornorechnung/i;

export function readInvoiceText(raw: string, format: 'pdf-text' | 'ocr'): InvoiceReading {
  const lines = raw
    .replace(/\u00a0/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '');
  const reading = emptyReading(format);
  reading.seller_name = sellerOf(lines);
  const withDigit = (m: RegExpExecArray) => (/\d/.test(m[1] ?? '') ? m[1]! : null);
  reading.invoice_number =
    firstMatch(lines, NUMBER, withDigit) ??
    firstMatch(
      lines.filter((line) => !OTHER_NUMBER.test(line)),
      BARE_NUMBER,
      withDigit,
    );
  reading.issue_date = firstMatch(lines, DATE_WORD, (m) => parseDateDe(m[1]!));
  const period = firstMatch(lines, PERIOD, (m) => {
    const [from, to] = [parseDateDe(m[1]!), parseDateDe(m[2]!)];
    return from !== null && to !== null && from <= to ? { from, to } : null;
  });
  reading.period_from = period?.from ?? null;
  reading.period_to = period?.to ?? null;
  reading.gross_cents = amountOn(lines, GROSS);
  reading.net_cents = amountOn(lines, NET, GROSS);
  reading.tax_cents = amountOn(lines, TAX, GROSS);
  reading.labour_cents = amountOn(lines, LABOUR_WORDS);
  reading.payable_cents = reading.gross_cents;
  reading.currency = /€|\bEUR\b/.test(raw) ? 'EUR' : null;
  reading.credit_note =
    lines.slice(0, 20).some((line) => CREDIT.test(line)) || isCreditNote(null, reading.gross_cents);
  const source = format === 'ocr' ? 'ocr' : 'pdf-text';
  const fields: InvoiceField[] = [
    'seller_name',
    'invoice_number',
    'issue_date',
    'period_from',
    'period_to',
    'currency',
    'net_cents',
    'tax_cents',
    'gross_cents',
    'labour_cents',
  ];
  for (const field of fields) if (reading[field] !== null) reading.sources[field] = source;
  reading.problems = problemsOf(reading, format);
  reading.text = lines.join('\n').slice(0, READING_TEXT_MAX);
  return reading;
}

function problemsOf(reading: InvoiceReading, format: 'pdf-text' | 'ocr'): string[] {
  const problems: string[] = [format === 'ocr' ? t.ocrRead : t.textRead];
  const wanted = ['seller_name', 'invoice_number', 'issue_date', 'gross_cents'] as const;
  const missing = wanted.filter((field) => reading[field] === null).map((field) => t.fields[field]);
  if (missing.length > 0) problems.push(t.textIncomplete(missing.join(', ')));
  const { net_cents: net, tax_cents: tax, gross_cents: gross } = reading;
  if (net !== null && tax !== null && gross !== null && net + tax !== gross) problems.push(t.totalsDisagree);
  if (reading.credit_note) problems.push(t.creditNote);
  return problems;
}

function firstMatch<T>(
  lines: readonly string[],
  pattern: RegExp,
  take: (m: RegExpExecArray) => T | null,
): T | null {
  for (const line of lines) {
    const m = pattern.exec(line);
    const value = m ? take(m) : null;
    if (value !== null) return value;
  }
  return null;
}

/**
 * The amount on the last line that names the total (totals stand at the end; "Rechnungsbetrag" may
 * also head the table), or on the line below when the label stands alone. `not`: lines naming
 * another total are skipped ("Netto" within "Summe brutto (netto + MwSt)").
 */
function amountOn(lines: readonly string[], label: RegExp, not?: RegExp): number | null {
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const line = lines[i]!;
    if (!label.test(line) || (not !== undefined && not.test(line))) continue;
    const here = lastAmountIn(line.replace(/\d+(?:,\d+)?\s?%/g, ''));
    if (here !== null) return here;
    const below = lines[i + 1];
    const next = below === undefined ? null : lastAmountIn(below);
    if (next !== null) return next;
  }
  return null;
}

/** The letterhead: the first of the top lines that names a company form or a utility, else the very first line. */
function sellerOf(lines: readonly string[]): string | null {
  const top = lines.slice(0, 15);
  const company = top.find((line) => COMPANY.test(line) && line.length <= 120);
  const first = top.find((line) => /[A-Za-zÄÖÜäöüß]{3}/.test(line) && line.length <= 120);
  return (company ?? first ?? null)?.slice(0, 200) ?? null;
}
