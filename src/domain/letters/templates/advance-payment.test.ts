import { describe, expect, it } from 'vitest';
import { letterContext } from '../../../../tests/fixtures/letters/context.ts';
import { ConflictError } from '../../errors.ts';
import type { StatementForAdjustment } from '../advance-adjustment.ts';
import { documentLines } from '../letter-document.ts';
import { buildAdvancePayment } from './advance-payment.ts';

const statement: StatementForAdjustment = {
  year: 2025,
  status: 'finalized',
  period: { from: '2025-01-01', to: '2025-12-31' },
  statements: [
    {
      tenant_id: 7,
      from: '2025-01-01',
      to: '2025-12-31',
      total_cents: 245_037,
      new_monthly_advance_cents: 20_420,
      lines: [
        { section: 'operating', share_cents: 110_357 },
        { section: 'heating', share_cents: 101_110 },
        { section: 'hot_water', share_cents: 35_070 },
      ],
    },
  ],
};

describe('advance-payment letter', () => {
  it('names old and new advance to the cent, the statement and the month it applies from', () => {
    const { document, problems, adjustment } = buildAdvancePayment(letterContext, {}, { statement });
    expect(adjustment.previousMonthlyCents).toBe(18_000);
    expect(adjustment.newMonthlyCents).toBe(20_420);
    expect(adjustment.effectiveFrom).toBe('2027-01-01');
    expect(problems).toEqual([]);
    const lines = documentLines(document);
    expect(lines).toContain('Bisherige Vorauszahlung | 180,00 €');
    expect(lines).toContain('Neue Vorauszahlung ab 01.01.2027 | 204,20 €');
    expect(lines).toContain('Änderung | +24,20 €');
    expect(lines).toContain('Betriebskosten | 1.103,57 €');
    expect(lines).toContain('Heizkosten | 1.011,10 €');
    expect(lines).toContain('Warmwasserkosten | 350,70 €');
    expect(lines).toContain('CO2-Erstattung und Kürzungen | -15,00 €');
    expect(lines).toContain('Summe Ihrer Kosten | 2.450,37 €');
    expect(document.salutation).toBe('Sehr geehrte Frau Schäfer,');
    expect(document.recipient).toEqual(['Sophie Schäfer', 'Gartenweg 5', '04109 Leipzig']);
    expect(document.place_date).toBe('Leipzig, 27.11.2026');
    expect(
      lines.some(
        (l) =>
          l.includes('01.01.2025 bis 31.12.2025 (Abrechnungsjahr 2025)') && l.includes('§ 560 Abs. 4 BGB'),
      ),
    ).toBe(true);
    expect(lines).toContain(
      'Bitte zahlen Sie die neue Vorauszahlung erstmals mit der Miete für Januar 2027, fällig zu Beginn des Monats (§ 556b Abs. 1 BGB).',
    );
    expect(document.legal_note).toMatch(/ersetzt keine Rechtsberatung/);
  });

  it('takes an entered receipt date', () => {
    const { adjustment } = buildAdvancePayment(letterContext, { receipt_date: '2027-01-04' }, { statement });
    expect(adjustment.effectiveFrom).toBe('2027-02-01');
  });

  it('refuses with a conflict (409) without a finalized statement', () => {
    expect(() => buildAdvancePayment(letterContext, {}, { statement: null })).toThrow(ConflictError);
    expect(() =>
      buildAdvancePayment(letterContext, {}, { statement: { ...statement, status: 'open' } }),
    ).toThrow(ConflictError);
  });

  it('warns when no previous advance is stored', () => {
    const ctx = { ...letterContext, tenant: { ...letterContext.tenant, annual_advance_cents: null } };
    const r = buildAdvancePayment(ctx, {}, { statement });
    expect(r.problems).toEqual(['Für das Mietverhältnis ist keine bisherige Vorauszahlung gespeichert.']);
    expect(documentLines(r.document).some((l) => l.startsWith('Änderung'))).toBe(false);
  });
});
