import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { calculateBilling } from '../../domain/billing/calculation/calculate.ts';
import { sampleInput } from '../../../tests/fixtures/billing/sample.ts';
import { readPgm } from '../../../tests/helpers/pgm.ts';
import type { HeatingResult } from '../../domain/billing/schema.ts';
import {
  richStatement,
  sampleDetails,
  samplePayee,
  sampleStatement,
  sampleSummary,
} from '../../../tests/fixtures/pdf/samples.ts';
import {
  Flow,
  MIN_FONT_SIZE,
  createDocument,
  keepTogether,
  printable,
  type Column,
  type Row,
} from './layout.ts';
import { hotWaterFormula, paymentDueDate, renderStatementPdf, type StatementDocument } from './statement.ts';
import { renderSummaryPdf } from './summary.ts';

const dir = mkdtempSync(join(tmpdir(), 'statement-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** poppler-utils draw and read the PDFs; without them these tests cannot judge anything. */
function poppler(tool: 'pdftoppm' | 'pdftotext' | 'pdfinfo', args: string[]): Buffer {
  const probe = spawnSync(tool, ['-v']);
  if (probe.error) {
    throw new Error(
      `${tool} fehlt: Die PDF-Tests brauchen poppler-utils (apt-get install poppler-utils; .ci/run installiert es).`,
    );
  }
  return execFileSync(tool, args, { maxBuffer: 64 * 1024 * 1024 });
}

let files = 0;
function save(pdf: Buffer, name = `doc-${++files}`): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/**
 * The text as poppler extracts it, whitespace collapsed (no-break spaces come out as spaces): in
 * layout order (a table row's first lines side by side), or in reading order, where a cell's
 * lines follow each other.
 */
function textOf(pdf: Buffer, order: 'layout' | 'reading' = 'layout'): string {
  return poppler('pdftotext', [...(order === 'layout' ? ['-layout'] : []), save(pdf), '-'])
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

interface Word {
  page: number;
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Every word with its box in pt, from `pdftotext -bbox`. */
function wordsOf(pdf: Buffer): { words: Word[]; pages: { width: number; height: number }[] } {
  const html = poppler('pdftotext', ['-bbox', save(pdf), '-']).toString('utf8');
  const words: Word[] = [];
  const pages: { width: number; height: number }[] = [];
  const token =
    /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const m of html.matchAll(token)) {
    if (m[1]) pages.push({ width: Number(m[1]), height: Number(m[2]) });
    else
      words.push({
        page: pages.length,
        text: (m[7] ?? '')
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"'),
        x0: Number(m[3]),
        y0: Number(m[4]),
        x1: Number(m[5]),
        y1: Number(m[6]),
      });
  }
  return { words, pages };
}

/** Counts the pixels of a `pdftoppm -gray` page that are not white. */
function nonWhitePixels(pgm: Buffer): { width: number; height: number; dark: number } {
  const { width, height, pixels } = readPgm(pgm);
  let dark = 0;
  for (const grey of pixels) if (grey < 240) dark++;
  return { width, height, dark };
}

/**
 * Layout faults a reader would see: words that overlap, words outside the page or in its margins,
 * and numbers torn from their unit or split over two lines.
 */
function layoutFaults(pdf: Buffer): string[] {
  const { words, pages } = wordsOf(pdf);
  const faults: string[] = [];
  for (const w of words) {
    const page = pages[w.page - 1] as { width: number; height: number };
    if (w.x0 < 40 || w.x1 > page.width - 30 || w.y0 < 30 || w.y1 > page.height - 15) {
      faults.push(`Seite ${w.page}: „${w.text}“ liegt außerhalb des Satzspiegels`);
    }
  }
  for (let p = 1; p <= pages.length; p++) {
    const on = words.filter((w) => w.page === p);
    for (let i = 0; i < on.length; i++) {
      for (let j = i + 1; j < on.length; j++) {
        const a = on[i] as Word;
        const b = on[j] as Word;
        const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        // Lines set close together may touch; text drawn over text overlaps by more than a sliver.
        if (dx > 1 && dy > 2) faults.push(`Seite ${p}: „${a.text}“ überdeckt „${b.text}“`);
      }
    }
  }
  const unit = /^(€|%|‰|m²|m³|kWh|kg|Tage|Tagen|Personentage|Personentagen|Einheiten|K)[.,;:)]?$/;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as Word;
    const before = words[i - 1] as Word;
    const otherLine = w.page !== before.page || Math.abs(w.y0 - before.y0) > 1;
    // A unit after its number, or an IBAN's group of digits after the one before it.
    const torn =
      (unit.test(w.text) && /\d$/.test(before.text)) ||
      (/^\d{1,4}$/.test(w.text) && /^([A-Z]{2}\d{2}|\d{4})$/.test(before.text));
    if (torn && otherLine) {
      faults.push(`Seite ${w.page}: „${before.text} ${w.text}“ über zwei Zeilen getrennt`);
    }
  }
  return faults;
}

describe('statement PDF', () => {
  it('renders an A4 German statement that is not blank', async () => {
    const file = save(await renderStatementPdf(sampleStatement()), 'statement');
    // A4 = 595.28 × 841.89 pt → at 72 dpi 595 × 842 px (pdftoppm rounds up)
    poppler('pdftoppm', ['-gray', '-r', '72', file, join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((f) => f.startsWith('page') && f.endsWith('.pgm'))
      .sort();
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) {
      const { width, height, dark } = nonWhitePixels(readFileSync(join(dir, page)));
      expect(width).toBeGreaterThanOrEqual(595);
      expect(width).toBeLessThanOrEqual(596);
      expect(height).toBeGreaterThanOrEqual(841);
      expect(height).toBeLessThanOrEqual(842);
      // text and tables cover far more than 0.5 % of the page
      expect(dark / (width * height)).toBeGreaterThan(0.005);
    }
  });

  it('contains the German figures of the statement', async () => {
    const text = textOf(await renderStatementPdf(sampleStatement()));
    const occ = sampleStatement().result.occupancies.find((o) => o.id === '4')!;
    expect(text).toContain('Heiz- und Betriebskostenabrechnung 2024');
    expect(text).toContain('01.06.2024 – 31.12.2024');
    expect(text).toContain('Nachzahlung');
    expect(occ.balance_cents).toBe(29_547);
    expect(text).toContain('295,47 €');
    expect(text).toContain('Stufe 4');
    expect(text).toContain('§35a');
    expect(text).toContain('IBAN DE12 8605 5592 1090 0123 45');
  });

  it('shows a refund instead of a payment request for a credit balance', async () => {
    const doc = sampleStatement('1');
    const occ = doc.result.occupancies.find((o) => o.id === '1')!;
    occ.advance_payments_cents = occ.total_cents + 12_345;
    occ.balance_cents = -12_345;
    const text = textOf(await renderStatementPdf(doc));
    expect(text).toContain('Guthaben');
    expect(text).toContain('Das Guthaben von 123,45 € erstatten wir Ihnen bis zum 14.04.2025');
  });

  it('shows tenant reductions, a non-residential CO2 split with a restriction and user-group lines', async () => {
    const input = sampleInput();
    input.heating!.duties = { remote_readable: false };
    input.heating!.co2 = {
      ...input.heating!.co2!,
      building_type: 'non_residential',
      restriction: 'building',
    };
    input.heating!.groups = [
      { id: 'Nord', units: ['W1', 'W2', 'W3'], heat_kwh: 30_000 },
      { id: 'Süd', units: ['W4', 'W5', 'W6'], heat_kwh: 25_000 },
    ];
    const doc = { ...sampleStatement(), result: calculateBilling(input) };
    const occ = doc.result.occupancies.find((o) => o.id === '4')!;
    expect(occ.reductions_cents).toBeGreaterThan(0);
    const text = textOf(await renderStatementPdf(doc));
    expect(text).toContain('abzüglich Kürzung 3 % (§12 Abs. 1 S. 2 HeizkostenV)');
    expect(text).toContain('Nichtwohngebäude');
    expect(text).toContain('§9 Abs. 1 CO2KostAufG');
    expect(text).toContain('Nutzergruppe');
  });
});

describe('what a tenant’s lawyer checks', () => {
  it('prints the hot-water formula with the ×1,11 gross-calorific factor and the kWh actually used', async () => {
    const doc = sampleStatement();
    // 2,5 × 147,2 m³ × 50 K = 18.400 kWh; natural gas billed by gross calorific value × 1,11 = 20.424 kWh
    expect(doc.result.heating?.hot_water_heat_kwh).toBe(20_424);
    const text = textOf(await renderStatementPdf(doc));
    expect(text).toContain('Q = 2,5 kWh/(m³·K) × V × (tw – 10 °C) × 1,11');
    expect(text).toContain('= 2,5 × 147,2 m³ × (60 – 10) K × 1,11 = 20.424 kWh');
    expect(text).toContain('× 1,11: das Erdgas wird nach dem Brennwert abgerechnet');
    expect(text).toContain('20.424 kWh ÷ 66.000 kWh = 30,95 %');
    expect(text).not.toContain('18.400');
  });

  it('writes the district-heating and area formulas with their numbers', () => {
    const base = sampleStatement().result.heating as HeatingResult;
    const district: HeatingResult = {
      ...base,
      hot_water_method: 'volume',
      hot_water_heat_kwh: 16_000,
      hot_water_fraction: 0.25,
      hot_water_calculation: {
        volume_m3: 147.2,
        volume_from_meters: false,
        temperature_c: 60,
        area_m2: null,
        period_days: 366,
        year_days: 366,
        base_kwh: 18_400,
        gross_calorific: false,
        district_heat: true,
        heat_pump: false,
        fuel_kwh_total: 64_000,
      },
    };
    expect(hotWaterFormula(district)).toEqual([
      'Q = 2,5 kWh/(m³·K) × V × (tw – 10 °C) ÷ 1,15 = 2,5 × 147,2 m³ × (60 – 10) K ÷ 1,15 = 16.000 kWh',
      'V: Warmwasservolumen; tw: mittlere Warmwassertemperatur; ÷ 1,15: Fernwärme bzw. Wärmelieferung.',
      'Anteil Warmwasser = Q ÷ Energieeinsatz der Anlage = 16.000 kWh ÷ 64.000 kWh = 25,00 %',
    ]);
    const area: HeatingResult = {
      ...district,
      hot_water_method: 'area',
      hot_water_heat_kwh: 8_000,
      hot_water_fraction: 0.125,
      hot_water_calculation: {
        ...district.hot_water_calculation!,
        volume_m3: null,
        temperature_c: null,
        area_m2: 500,
        period_days: 183,
        base_kwh: 8_000,
        district_heat: false,
      },
    };
    expect(hotWaterFormula(area)[0]).toBe(
      'Q = 32 kWh/(m²·a) × versorgte Wohnfläche × Anteil am Jahr = 32 × 500 m² × 183/366 Tage = 8.000 kWh',
    );
  });

  it('writes the heat-pump factor × 0,30 into the formula and explains it', () => {
    const base = sampleStatement().result.heating as HeatingResult;
    // 32 kWh/(m²·a) × 1.000 m² = 32.000 kWh; × 0,30 (monovalent heat pump) = 9.600 kWh; ÷ 50.000 kWh = 19,20 %
    const heatPump: HeatingResult = {
      ...base,
      hot_water_method: 'area',
      hot_water_heat_kwh: 9_600,
      hot_water_fraction: 0.192,
      hot_water_calculation: {
        volume_m3: null,
        volume_from_meters: false,
        temperature_c: null,
        area_m2: 1_000,
        period_days: 366,
        year_days: 366,
        base_kwh: 32_000,
        gross_calorific: false,
        district_heat: false,
        heat_pump: true,
        fuel_kwh_total: 50_000,
      },
    };
    expect(hotWaterFormula(heatPump)).toEqual([
      'Q = 32 kWh/(m²·a) × versorgte Wohnfläche × 0,30 = 32 × 1.000 m² × 0,30 = 9.600 kWh',
      '× 0,30: monovalente Wärmepumpe (§9 Abs. 2 S. 6 Nr. 3 HeizkostenV).',
      'Anteil Warmwasser = Q ÷ Energieeinsatz der Anlage = 9.600 kWh ÷ 50.000 kWh = 19,20 %',
    ]);
  });

  it('breaks the heating costs down into the invoices, with fuel quantity and price', async () => {
    const text = textOf(await renderStatementPdf(richStatement()));
    expect(text).toContain('Zusammensetzung der Heiz- und Warmwasserkosten');
    for (const item of [
      'Brennstoffkosten Erdgas',
      'Betriebsstrom Heizung',
      'Wartung Heizungsanlage',
      'Messdienst',
    ]) {
      expect(text).toContain(item);
    }
    expect(text).toContain('Summe 8.513,60 €');
    expect(text).toContain('Brennstoffverbrauch laut Rechnung: 66.000 kWh');
    // 702.460 ct ÷ 66.000 kWh = 10,643… ct/kWh
    expect(text).toContain('7.024,60 € ÷ 66.000 kWh = 10,64 Cent je kWh');
  });

  it('lists the tenant’s meters with numbers, dates, values and how each value came about', async () => {
    const text = textOf(await renderStatementPdf(richStatement()));
    expect(text).toContain('Ihre Zähler und Zählerstände');
    // Rows in layout order: number, dates, consumption; then type and values; then the marks.
    expect(text).toContain('HKV-3-0417 31.05.2024 31.12.2024 604 Einheiten');
    expect(text).toContain('Heizkostenverteiler 1.204 Einheiten 1.808 Einheiten umgerechnet');
    expect(text).toContain('Warmwasserzähler 45,12 m³ 56,97 m³ geschätzt, §9a HeizkostenV');
    expect(text).toContain('KW-3-77311 31.05.2024 31.12.2024 36,9 m³');
    expect(text).toContain('Wasserzähler 998,4 m³ 35,3 m³ Zählerwechsel im Zeitraum');
    expect(text).toContain('keine Schätzung');
  });

  it('marks a state known from equal readings around the change of tenant as such (§9b Abs. 1 HeizkostenV)', async () => {
    const doc = richStatement();
    const meter = doc.details!.meters[0]!;
    doc.details!.meters[0] = { ...meter, start: { ...meter.start!, source: 'unchanged' } };
    const text = textOf(await renderStatementPdf(doc));
    expect(text).toContain('Heizkostenverteiler 1.204 Einheiten 1.808 Einheiten unverändert');
    expect(text).toContain('gilt als Zwischenablesung (§9b Abs. 1 HeizkostenV)');
  });

  it('shows the previous monthly advance beside the proposed one', async () => {
    const text = textOf(await renderStatementPdf(richStatement()));
    // §560 Abs. 4 BGB, 01.06.–31.12.2024 (214 of 366 days; Jun–Aug 40 ‰ + Sep 30 + Oct 80 + Nov 120
    // + Dec 160 = 430 ‰ of the degree days): heating 297,71 € × 1000/430 = 692,35 €, other costs
    // 1.521,77 € × 366/214 = 2.602,66 €; 3.295,01 € / 12 = 274,58 € → 275 € (by days alone: 259 €).
    expect(text).toContain('Bisherige monatliche Vorauszahlung 220,00 €');
    expect(text).toContain('Neue monatliche Vorauszahlung ab 01.05.2025 275,00 €');
    expect(text).toContain('Veränderung je Monat +55,00 €');
    expect(text).toContain('Ihre Heizkosten von 297,71 € für 430 ‰ der Gradtagzahlen eines Jahres');
  });

  it.each([
    [{ salutation: 'Frau', first_name: 'Sophie', last_name: 'Müller' }, 'Sehr geehrte Frau Müller,'],
    [{ salutation: 'Herr', first_name: 'Jonas', last_name: 'Weber' }, 'Sehr geehrter Herr Weber,'],
    [{ salutation: 'Familie', last_name: 'Yilmaz' }, 'Sehr geehrte Familie Yilmaz,'],
    [{ salutation: 'Divers', first_name: 'Kim', last_name: 'Berger' }, 'Guten Tag Kim Berger,'],
    [{ salutation: null, first_name: 'Kim', last_name: 'Berger' }, 'Guten Tag Kim Berger,'],
    [{ salutation: null, company: 'Bäckerei Kunz GmbH' }, 'Sehr geehrte Damen und Herren,'],
  ] as const)('greets the tenant by name: %j', async (person, greeting) => {
    const doc: StatementDocument = { ...sampleStatement(), details: { ...sampleDetails(), ...person } };
    const text = textOf(await renderStatementPdf(doc));
    expect(text).toContain(greeting);
    if (!greeting.includes('Damen')) expect(text).not.toContain('Damen und Herren');
  });

  it('greets by the printed name without details', async () => {
    expect(textOf(await renderStatementPdf(sampleStatement()))).toContain('Guten Tag Sophie Schäfer,');
  });

  it('writes "Personentage" in correct German', async () => {
    const text = textOf(await renderStatementPdf(sampleStatement()), 'reading');
    expect(text).toContain('428 Personentage von 5.002 Personentagen');
    expect(text).not.toMatch(/von [\d.]+ Personentage\b/);
  });

  it('moves the payment date off weekends and public holidays', async () => {
    // 14.03.2025 + 30 days = Sunday 13.04.2025 → Monday 14.04.2025
    expect(paymentDueDate('2025-03-14', 30)).toBe('2025-04-14');
    // 19.03.2025 + 30 days = Karfreitag 18.04.2025 → Tuesday after Easter Monday
    expect(paymentDueDate('2025-03-19', 30)).toBe('2025-04-22');
    expect(paymentDueDate('2025-03-17', 30)).toBe('2025-04-16');
    const text = textOf(await renderStatementPdf(sampleStatement()));
    expect(text).toContain('bis zum 14.04.2025');
    expect(text).not.toContain('13.04.2025');
  });

  it('states the CO2KostAufG information of §7 Abs. 3: emissions, basis, stage, split, share and credit', async () => {
    const text = textOf(await renderStatementPdf(richStatement()));
    expect(text).toContain('CO2-Kosten des Gebäudes laut Brennstoffrechnung 538,70 €');
    expect(text).toContain(
      'CO2-Ausstoß des Gebäudes 66.000 kWh × 0,903 (auf den Heizwert) × 0,20088 kg 11.972 kg je kWh (Emissionsfaktor)',
    );
    expect(text).toContain('Wohnfläche des Gebäudes 480 m²');
    expect(text).toContain('11.972 kg ÷ 480 m² 24,94 kg');
    expect(text).toContain('22 bis unter 27 kg CO2 je m² und Jahr');
    expect(text).toContain('Stufe 4');
    expect(text).toContain('30 % / 70 %');
    expect(text).toContain('Ihr Anteil an den CO2-Kosten wie Ihr Anteil an den Brennstoffkosten 34,00 €');
    expect(text).toContain('-10,20 €');
    expect(text).toContain('Ihr Anteil nach der Aufteilung 70 % 23,80 €');
  });

  it('compares the consumption as §6a HeizkostenV asks, saying when a figure is not available', async () => {
    const text = textOf(await renderStatementPdf(richStatement()));
    expect(text).toContain('Ihr Verbrauch im Vergleich (§6a HeizkostenV)');
    expect(text).toContain('Heizung 604 Einheiten nicht verfügbar 652,3 Einheiten');
    expect(text).toContain('Warmwasser 11,85 m³ 12,4 m³ 10,9 m³');
    expect(text).toContain('Kaltwasser 36,9 m³ nicht verfügbar nicht verfügbar');
  });

  it('uses no font smaller than 9 pt', async () => {
    const sizes: number[] = [];
    const original = PDFDocument.prototype.fontSize;
    vi.spyOn(PDFDocument.prototype, 'fontSize').mockImplementation(function (this: PDFKit.PDFDocument, size) {
      sizes.push(Number(size));
      return original.call(this, size);
    });
    await renderStatementPdf(richStatement());
    await renderSummaryPdf(sampleSummary());
    expect(sizes.length).toBeGreaterThan(100);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_FONT_SIZE);
  });

  it('keeps numbers whole and with their units', async () => {
    expect(
      keepTogether('IBAN DE12 8605 5592 und 30,95 % von 5.002 Personentagen = 12 kWh × 3 Tage, Abs. 3'),
    ).toBe(
      'IBAN DE12\u00a08605\u00a05592 und 30,95\u00a0% von 5.002\u00a0Personentagen =\u00a012\u00a0kWh ×\u00a03\u00a0Tage, Abs.\u00a03',
    );
    // After a dash a line may break; a no-break space there would start the next line with a space.
    expect(keepTogether('01.01.2024 – 31.12.2024')).toBe('01.01.2024 – 31.12.2024');
    expect(layoutFaults(await renderStatementPdf(richStatement()))).toEqual([]);
    // The GiroCode's caption beside the code, and the sections pushed down by it.
    expect(layoutFaults(await renderStatementPdf({ ...richStatement(), payee: samplePayee }))).toEqual([]);
  });

  it('is a tagged PDF with language, title and a structure of headings, tables, lists and a figure', async () => {
    const pdf = await renderStatementPdf(richStatement());
    const file = save(pdf, 'tagged');
    const info = poppler('pdfinfo', [file]).toString('utf8');
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(/Title:\s+Heiz- und Betriebskostenabrechnung 2024 – Sophie Schäfer, Wohnung W3/);
    expect(info).toMatch(/PDF version:\s+1\.7/);
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/Lang (de-DE)');
    expect(raw).toContain('/DisplayDocTitle true');
    const structure = poppler('pdfinfo', ['-struct', file]).toString('utf8');
    for (const element of [
      'Document',
      'H1',
      'H2',
      'H3',
      'Sect',
      'P',
      'Table',
      'TR',
      'TH',
      'TD',
      'L',
      'LI',
      'Figure',
    ]) {
      expect(structure).toMatch(new RegExp(`^\\s*${element}\\b`, 'm'));
    }
  });

  it('prints names outside the standard fonts’ characters by their base letters, not as garbage', () => {
    // ç, ë and ü are in the font; ş, ı, Ł and ą are not.
    expect(printable('Ayşe Kılıç, Łukasz Wąsik, Zoë Müller – 20 €')).toBe(
      'Ayse Kiliç, Lukasz Wasik, Zoë Müller – 20 €',
    );
    expect(printable('日本')).toBe('??');
  });
});

describe('tables across pages', () => {
  /** A flow whose drawn text is recorded with the page it lands on. */
  function recordingFlow() {
    const { doc } = createDocument({ Title: 'Test', Author: 'Test', Subject: 'Test' });
    let page = 1;
    const drawn: { page: number; text: string }[] = [];
    const addPage = doc.addPage.bind(doc);
    doc.addPage = ((options?: PDFKit.PDFDocumentOptions) => {
      page++;
      return addPage(options);
    }) as typeof doc.addPage;
    const text = doc.text.bind(doc) as (...args: unknown[]) => typeof doc;
    doc.text = ((...args: unknown[]) => {
      drawn.push({ page, text: String(args[0]) });
      return text(...args);
    }) as typeof doc.text;
    return { doc, flow: new Flow(doc), drawn };
  }
  const columns: Column[] = [
    { header: 'Kostenart', width: 300 },
    { header: 'Betrag', width: 185.28, align: 'right' },
  ];

  it('never leaves the last row or the sum alone on a page, nor a header without rows', () => {
    const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
      cells: [i % 3 === 0 ? `Zeile ${i + 1}\nmit zweiter Zeile` : `Zeile ${i + 1}`, `${i + 1},00 €`],
    }));
    rows.push({ cells: ['Summe', '78,00 €'], bold: true, ruleAbove: true });
    for (let start = 50; start < 780; start += 3) {
      const { doc, flow, drawn } = recordingFlow();
      flow.y = start;
      flow.section('Abschnitt');
      flow.table(columns, rows);
      doc.end();
      const pageOf = (t: string) => drawn.find((d) => d.text === t)?.page;
      const at = `Beginn bei y = ${start}`;
      // The sum row stays with the last row (so never fewer than two rows on the last page).
      expect(pageOf('Summe'), at).toBe(pageOf('Zeile 12'));
      expect(pageOf('Abschnitt'), at).toBe(pageOf('Zeile 1\nmit zweiter Zeile'));
      expect(pageOf('Zeile 2'), at).toBe(pageOf('Zeile 1\nmit zweiter Zeile'));
      // Every page with rows starts with the header.
      const pages = new Set(drawn.filter((d) => d.text.startsWith('Zeile')).map((d) => d.page));
      for (const p of pages)
        expect(
          drawn.some((d) => d.page === p && d.text === 'Kostenart'),
          at,
        ).toBe(true);
    }
  });

  it('keeps the last two rows together in a table without sum', () => {
    const rows: Row[] = Array.from({ length: 9 }, (_, i) => ({ cells: [`Zeile ${i + 1}`, `${i + 1},00 €`] }));
    for (let start = 500; start < 780; start += 2) {
      const { doc, flow, drawn } = recordingFlow();
      flow.y = start;
      flow.table(columns, rows);
      doc.end();
      const pageOf = (t: string) => drawn.find((d) => d.text === t)?.page;
      expect(pageOf('Zeile 8'), `Beginn bei y = ${start}`).toBe(pageOf('Zeile 9'));
      expect(pageOf('Zeile 2'), `Beginn bei y = ${start}`).toBe(pageOf('Zeile 1'));
    }
  });

  it('keeps a table of two rows together', () => {
    for (let start = 700; start < 780; start += 4) {
      const { doc, flow, drawn } = recordingFlow();
      flow.y = start;
      flow.table(columns, [{ cells: ['Eins', '1,00 €'] }, { cells: ['Zwei', '2,00 €'] }]);
      doc.end();
      const pageOf = (t: string) => drawn.find((d) => d.text === t)?.page;
      expect(pageOf('Eins')).toBe(pageOf('Zwei'));
      expect(pageOf('Kostenart')).toBe(pageOf('Eins'));
    }
  });
});

describe('landlord summary PDF', () => {
  it('lists every tenancy and what the landlord bears, and reconciles the costs to the cent', async () => {
    const summary = sampleSummary();
    const r = summary.result;
    const pdf = await renderSummaryPdf(summary);
    const text = textOf(pdf);
    expect(text).toContain('Abrechnungsübersicht 2024 – Lindenstraße 12, 04109 Leipzig');
    expect(text).toContain('Familie Yilmaz (Ayse und Mehmet)');
    expect(text).toContain('Leerstand');
    expect(text).toContain(
      'Sophie Schäfer 1.819,48 € 1.540,00 € +279,48 € 275,00 € Wohnung W3 01.06.2024 – 31.12.2024',
    );
    expect(text).toContain('Jonas Weber');
    expect(text).toContain('endet');
    const l = r.landlord;
    expect(l.reductions_cents).toBeGreaterThan(0);
    expect(text).toContain(`Kosten der Leerstände ${(l.vacancy_cents / 100).toFixed(2).replace('.', ',')} €`);
    expect(text).toContain('Nicht umlagefähige Kosten 396,00 €');
    expect(text).toContain('CO2-Kostenanteil, den Mietern gutgeschrieben');
    expect(text).toContain('Kürzungen der Mieter');
    expect(text).toContain('Erfasste Kosten 22.451,55 €');
    expect(text).toContain('Verteilte Kosten 22.451,55 €');
    expect(text).toContain('Differenz 0,00 €');
    expect(text).toContain('Alle erfassten Kosten sind centgenau verteilt.');
    expect(r.check.costs_cents).toBe(2_245_155);
    expect(layoutFaults(pdf)).toEqual([]);
    const info = poppler('pdfinfo', [save(pdf)]).toString('utf8');
    expect(info).toMatch(/Tagged:\s+yes/);
  });
});

describe('sample PDFs as pictures', () => {
  it('renders a tenant with meters, estimates, CO2 and reductions, and a summary, to PNG', async () => {
    // Set PDF_SAMPLES_DIR to keep the pictures for a look (e.g. /tmp/pdf-samples).
    const keep = process.env.PDF_SAMPLES_DIR;
    if (keep) mkdirSync(keep, { recursive: true });
    for (const [name, pdf] of [
      ['mieter', await renderStatementPdf(richStatement())],
      ['vermieter', await renderSummaryPdf(sampleSummary())],
    ] as const) {
      const file = save(pdf, name);
      poppler('pdftoppm', ['-png', '-r', '80', file, join(dir, `png-${name}`)]);
      const pngs = readdirSync(dir).filter((f) => f.startsWith(`png-${name}`) && f.endsWith('.png'));
      const pages = Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', [file]).toString('utf8'))?.[1]);
      expect(pngs.length).toBe(pages);
      for (const png of pngs) {
        const bytes = readFileSync(join(dir, png));
        expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
        // 80 dpi A4: 662 × 936 px
        expect(bytes.readUInt32BE(16)).toBe(662);
        expect(bytes.readUInt32BE(20)).toBe(936);
        if (keep) copyFileSync(join(dir, png), join(keep, png));
      }
      if (keep) copyFileSync(file, join(keep, `${name}.pdf`));
      expect(layoutFaults(pdf)).toEqual([]);
    }
  });
});
