import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calculateBilling } from '../../domain/billing/calculation/calculate.ts';
import type { BillingInput } from '../../domain/billing/schema.ts';
import { sampleInput } from '../../../tests/fixtures/billing/sample.ts';
import { sampleStatement } from '../../../tests/fixtures/pdf/samples.ts';
import { renderStatementPdf } from './statement.ts';

const dir = mkdtempSync(join(tmpdir(), 'statement-heating-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function save(pdf: Buffer): string {
  const file = join(dir, `doc-${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** The text as poppler extracts it, whitespace collapsed. */
const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', save(pdf), '-'])
    .toString('utf8')
    .replace(/\s+/g, ' ');

/** The sample building with heated areas (90 % of the living area) and the rules under test. */
function input(heating: Partial<NonNullable<BillingInput['heating']>>): BillingInput {
  const i = sampleInput();
  i.units = i.units.map((u) => ({ ...u, heated_area_m2: Math.round(Number(u.area_m2) * 900) / 1000 }));
  i.heating = { ...i.heating!, ...heating };
  return i;
}

const statementOf = (i: BillingInput) => ({ ...sampleStatement(), result: calculateBilling(i) });

describe('statement PDF: the HeizkostenV cases', () => {
  it('names the basis of the fixed costs (§7 Abs. 1 S. 5) in the split and on the lines', async () => {
    const text = textOf(await renderStatementPdf(statementOf(input({ fixed_basis: 'heated_area' }))));
    expect(text).toContain(
      'Die Grundkosten der Heizung und des Warmwassers sind nach beheizter Fläche verteilt (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV).',
    );
    expect(text).toContain('davon Grundkosten nach beheizter Fläche');
    // The line names the basis in its key column, and its name (wrapped in its cell) says it too.
    expect(text).toMatch(/Heizung – Grundkosten 1\.799,82 € Beheizte Fläche 76,73 m² von 432 m²/);
    expect(text).toMatch(/\(30 % nach beheizter × 430\/1\.000 Gradtagszahl-‰ Fläche\)/);
  });

  it('names the §11 exemption instead of a breach, with no cut for the heating', async () => {
    const doc = statementOf(
      input({ exempt: true, consumption_share_percent: 0, duties: { remote_readable: true } }),
    );
    const text = textOf(await renderStatementPdf(doc));
    expect(text).toContain(
      'Ausnahme nach §11 HeizkostenV: Die Heizkosten werden nicht nach Verbrauch abgerechnet',
    );
    expect(text).toContain('Ein Kürzungsrecht nach §12 HeizkostenV besteht insoweit nicht');
    expect(text).not.toContain('abzüglich Kürzung');
  });

  it('shows the 15 % cut of a recording defect as its own line, borne by the landlord', async () => {
    const doc = statementOf(input({ recording_defect: 'both' }));
    const occ = doc.result.occupancies.find((o) => o.id === '1')!;
    const cut = occ.reductions.find((x) => x.rule === 'recording_defect')!;
    // 15 % of the whole heating and hot-water share, rounded half up.
    expect(cut.base_cents).toBe(occ.heating.heating_cents + occ.heating.hot_water_cents);
    expect(cut.amount_cents).toBe(Math.round((cut.base_cents * 15) / 100));
    const text = textOf(await renderStatementPdf(doc));
    expect(text).toContain(
      'Verbrauch der Heizung und des Warmwassers entgegen der HeizkostenV erfasst: Kürzungsrecht 15 %',
    );
    expect(text).toMatch(
      /abzüglich Kürzung 15 % wegen mangelhafter Verbrauchserfassung \(§12 Abs\. 1 -[\d.,]+ € S\. 1 HeizkostenV\)/,
    );
  });

  it('renders the three together to PNG (pdftoppm)', async () => {
    const i = input({
      fixed_basis: 'heated_area',
      exempt: true,
      consumption_share_percent: 0,
      recording_defect: 'hot_water',
    });
    i.units[5] = { ...i.units[5]!, hot_water_supplied: false };
    const file = save(await renderStatementPdf(statementOf(i)));
    const keep = process.env.PDF_SAMPLES_DIR;
    if (keep) mkdirSync(keep, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', file, join(keep ?? dir, 'heizkostenv')]);
    const pngs = readdirSync(keep ?? dir).filter((f) => f.startsWith('heizkostenv') && f.endsWith('.png'));
    expect(pngs.length).toBeGreaterThan(1);
  });
});
