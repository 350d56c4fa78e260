import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calculateBilling } from '../../domain/billing/calculate.ts';
import { sampleInput } from '../../domain/billing/__fixtures__/sample.ts';
import { renderStatementPdf, type StatementDocument } from './statement.ts';

const dir = mkdtempSync(join(tmpdir(), 'statement-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sampleStatement(occupancyId = '4'): StatementDocument {
  return {
    result: calculateBilling(sampleInput()),
    occupancyId,
    landlord: {
      name: 'Hausverwaltung Sommer GmbH',
      address_lines: ['Karl-Liebknecht-Straße 45', '04275 Leipzig'],
      phone: '0341 123456',
      email: 'abrechnung@sommer-hv.de',
      iban: 'DE12 8605 5592 1090 0123 45',
      bank: 'Sparkasse Leipzig',
    },
    tenant: { name: 'Sophie Schäfer', address_lines: ['Lindenstraße 12', '04109 Leipzig'] },
    property: 'Lindenstraße 12, 04109 Leipzig',
    statementDate: '2025-03-14',
    paymentDays: 30,
  };
}

/** Parses a binary PGM (P5) as written by `pdftoppm -gray` and counts pixels that are not white. */
function nonWhitePixels(pgm: Buffer): { width: number; height: number; dark: number } {
  // Header: "P5\n<width> <height>\n<maxval>\n" (whitespace-separated tokens, no comments from pdftoppm)
  const tokens: string[] = [];
  let pos = 0;
  while (tokens.length < 4) {
    while (/\s/.test(String.fromCharCode(pgm[pos] as number))) pos++;
    let t = '';
    while (!/\s/.test(String.fromCharCode(pgm[pos] as number)))
      t += String.fromCharCode(pgm[pos++] as number);
    tokens.push(t);
  }
  pos++;
  const [magic, w, h] = tokens;
  expect(magic).toBe('P5');
  const width = Number(w);
  const height = Number(h);
  let dark = 0;
  for (let i = pos; i < pos + width * height; i++) if ((pgm[i] as number) < 240) dark++;
  return { width, height, dark };
}

describe('statement PDF', () => {
  it('renders an A4 German statement that is not blank', async () => {
    const pdf = await renderStatementPdf(sampleStatement());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = join(dir, 'statement.pdf');
    writeFileSync(file, pdf);

    // A4 = 595.28 × 841.89 pt → at 72 dpi 595 × 842 px (pdftoppm rounds up)
    execFileSync('pdftoppm', ['-gray', '-r', '72', file, join(dir, 'page')]);
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

    // PNG for people to look at (not asserted further).
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(dir, 'preview')]);
    expect(readdirSync(dir).some((f) => f.startsWith('preview') && f.endsWith('.png'))).toBe(true);
  });

  it('contains the German figures of the statement', async () => {
    const pdf = await renderStatementPdf(sampleStatement());
    const file = join(dir, 'text.pdf');
    writeFileSync(file, pdf);
    let text: string;
    try {
      text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    } catch {
      return; // pdftotext is part of poppler-utils as well; without it the visual test above suffices
    }
    const occ = sampleStatement().result.occupancies.find((o) => o.id === '4')!;
    expect(text).toContain('Heiz- und Betriebskostenabrechnung 2024');
    expect(text).toContain('01.06.2024 – 31.12.2024');
    expect(text).toContain('Nachzahlung');
    expect(occ.balance_cents).toBe(29_547);
    expect(text).toContain('295,47 €');
    expect(text).toContain('Stufe 4');
    expect(text).toContain('§35a');
    expect(text).toContain('13.04.2025'); // due date 14.03.2025 + 30 days
  });

  it('shows a refund instead of a payment request for a credit balance', async () => {
    const doc = sampleStatement('1');
    const occ = doc.result.occupancies.find((o) => o.id === '1')!;
    occ.advance_payments_cents = occ.total_cents + 12_345;
    occ.balance_cents = -12_345;
    const pdf = await renderStatementPdf(doc);
    const file = join(dir, 'refund.pdf');
    writeFileSync(file, pdf);
    try {
      const text = execFileSync('pdftotext', [file, '-']).toString('utf8');
      expect(text).toContain('Guthaben');
      expect(text).toContain('123,45 €');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
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
    const pdf = await renderStatementPdf(doc);
    const file = join(dir, 'rules.pdf');
    writeFileSync(file, pdf);
    try {
      const text = execFileSync('pdftotext', [file, '-']).toString('utf8');
      expect(text).toContain('abzüglich Kürzung 3 % (§12 Abs. 1 S. 2 HeizkostenV)');
      expect(text).toContain('Nichtwohngebäude');
      expect(text).toContain('§9 Abs. 1 CO2KostAufG');
      expect(text).toContain('Nutzergruppe');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  });
});
