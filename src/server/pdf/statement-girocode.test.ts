import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calculateBilling } from '../../domain/billing/calculation/calculate.ts';
import { sampleInput } from '../../../tests/fixtures/billing/sample.ts';
import { sampleDetails, samplePayee, sampleStatement } from '../../../tests/fixtures/pdf/samples.ts';
import { qrCodeOnFirstPage } from '../../../tests/helpers/qr.ts';
import type { StatementDocument } from './statement.ts';
import { renderStatementPdf } from './statement.ts';
import { statementGiroCode } from './statement-girocode.ts';

const dir = mkdtempSync(join(tmpdir(), 'girocode-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const payee = samplePayee;

function poppler(tool: 'pdfinfo', args: string[]): Buffer {
  if (spawnSync(tool, ['-v']).error) throw new Error(`${tool} fehlt: apt-get install poppler-utils`);
  return execFileSync(tool, args, { maxBuffer: 64 * 1024 * 1024 });
}

/** The text alternatives (`/Alt`) of the structure: PDF strings, UTF-16 with a byte order mark where not Latin-1. */
function altTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\/Alt \(((?:[^\\)]|\\[\s\S])*)\)/g)].map((m) => {
    const unescaped = (m[1] ?? '').replace(
      /\\([\s\S])/g,
      (_, c: string) => ({ n: '\n', r: '\r', t: '\t' })[c] ?? c,
    );
    const bytes = Buffer.from(unescaped, 'latin1');
    return bytes[0] === 0xfe && bytes[1] === 0xff
      ? bytes.subarray(2).swap16().toString('utf16le')
      : unescaped;
  });
}

const withPayee = (doc: StatementDocument): StatementDocument => ({
  ...doc,
  details: sampleDetails(),
  payee,
});

describe('GiroCode on the statement', () => {
  it('prints a back-payment as a code whose text follows EPC069-12 line by line', async () => {
    const doc = withPayee(sampleStatement('4'));
    const text = qrCodeOnFirstPage(await renderStatementPdf(doc), 'back-payment');
    expect(text?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'WELADE8LXXX',
      'Hausverwaltung Sommer GmbH',
      'DE08860555921090012345',
      'EUR295.47',
      '',
      '',
      'Nebenkostenabrechnung 2024 Schäfer',
    ]);
    expect(text).toBe(
      statementGiroCode(
        doc,
        doc.result.occupancies.find((o) => o.id === '4')!,
      ),
    );
  });

  it('keeps the document tagged: the code is a figure with its text alternative, the caption text', async () => {
    const file = join(dir, 'tagged.pdf');
    writeFileSync(file, await renderStatementPdf(withPayee(sampleStatement('4'))));
    const struct = poppler('pdfinfo', ['-struct-text', file]).toString('utf8');
    expect(struct).toContain('GiroCode: mit der Banking-App scannen');
    const structure = poppler('pdfinfo', ['-struct', file]).toString('utf8');
    // The figure and its caption belong to the letter, right after the payment text.
    expect(structure).toMatch(/^ {2}Figure\n {2}P\b/m);
    expect(altTexts(readFileSync(file))).toContain(
      'GiroCode (QR-Code) für die Überweisung von 295,47 € auf das Konto IBAN DE08860555921090012345, ' +
        'Verwendungszweck „Nebenkostenabrechnung 2024 Schäfer“',
    );
  });

  it('prints no code for a credit (Guthaben)', async () => {
    const input = sampleInput();
    const sophie = input.occupancies.find((o) => o.id === '4')!;
    sophie.advance_payments_cents = 250_000;
    const doc = withPayee({ ...sampleStatement('4'), result: calculateBilling(input) });
    expect(doc.result.occupancies.find((o) => o.id === '4')!.balance_cents).toBeLessThan(0);
    expect(qrCodeOnFirstPage(await renderStatementPdf(doc), 'credit')).toBeNull();
  });

  it('prints no code without a complete, valid account', async () => {
    const doc = {
      ...withPayee(sampleStatement('4')),
      payee: { ...payee, iban: 'DE12 8605 5592 1090 0123 45' },
    };
    expect(qrCodeOnFirstPage(await renderStatementPdf(doc), 'invalid-account')).toBeNull();
    const none = { ...withPayee(sampleStatement('4')), payee: null };
    expect(qrCodeOnFirstPage(await renderStatementPdf(none), 'no-account')).toBeNull();
  });
});
