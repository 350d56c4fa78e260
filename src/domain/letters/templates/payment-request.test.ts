import { describe, expect, it } from 'vitest';
import { letterContext } from '../../../../tests/fixtures/letters/context.ts';
import { documentLines } from '../letter-document.ts';
import { buildPaymentRequest } from './payment-request.ts';

const back = {
  kind: 'statement' as const,
  year: 2025,
  period: { from: '2025-01-01', to: '2025-12-31' },
  balanceCents: 31_255,
};

describe('payment-request letter', () => {
  it('a back-payment with due date, account and GiroCode', () => {
    const r = buildPaymentRequest(letterContext, { reason: 'statement' }, { owed: back });
    expect(r.due.totalCents).toBe(31_255);
    expect(r.due.dueDate).toBe('2026-12-16'); // received Wed 02.12. + 14 days
    const lines = documentLines(r.document);
    expect(lines).toContain('Nachzahlung Abrechnung 2025 | 312,55 € | 0,00 € | 312,55 €');
    expect(lines).toContain('Offener Betrag |  |  | 312,55 €');
    expect(lines).toContain(
      'Bitte überweisen Sie den offenen Betrag von 312,55 € bis spätestens 16.12.2026.',
    );
    expect(lines).toContain(
      'Bankverbindung: Erika Mustermann, IBAN DE02 1203 0000 0000 2020 51, BIC BYLADEM1001',
    );
    expect(lines).toContain('Verwendungszweck: Nebenkostenabrechnung 2025 Schäfer');
    expect(r.girocode?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BYLADEM1001',
      'Erika Mustermann',
      'DE02120300000000202051',
      'EUR312.55',
      '',
      '',
      'Nebenkostenabrechnung 2025 Schäfer',
    ]);
    expect(r.problems).toEqual([]);
  });

  it('the arrears of advances month by month, due date moved off a weekend', () => {
    const r = buildPaymentRequest(
      letterContext,
      { reason: 'advances', due_date: '2026-12-19' },
      {
        owed: {
          kind: 'advances',
          months: [
            { month: '2026-10', dueCents: 18_000, paidCents: 8_000 },
            { month: '2026-11', dueCents: 18_000, paidCents: 0 },
          ],
        },
      },
    );
    expect(r.due.totalCents).toBe(28_000);
    expect(r.due.dueDate).toBe('2026-12-21');
    const lines = documentLines(r.document);
    expect(lines).toContain('Vorauszahlung Oktober 2026 | 180,00 € | 80,00 € | 100,00 €');
    expect(lines).toContain('Vorauszahlung November 2026 | 180,00 € | 0,00 € | 180,00 €');
    expect(lines).toContain('Verwendungszweck: Vorauszahlungen 2026-10 bis 2026-11 Schäfer');
    expect(r.girocode).toBeNull();
    expect(r.problems).toEqual([
      'Der 19.12.2026 ist kein Geschäftstag; die Zahlungsfrist wurde auf den 21.12.2026 verschoben (§ 193 BGB).',
    ]);
  });

  it('warns without the landlord account and refuses a due date too early', () => {
    const ctx = { ...letterContext, landlord: { ...letterContext.landlord, bank: null } };
    const r = buildPaymentRequest(ctx, { reason: 'statement' }, { owed: back });
    expect(r.girocode).toBeNull();
    expect(r.problems).toContain(
      'Für die Immobilie ist keine Bankverbindung gespeichert; das Schreiben nennt kein Konto.',
    );
    expect(() =>
      buildPaymentRequest(letterContext, { reason: 'statement', due_date: '2026-12-10' }, { owed: back }),
    ).toThrow('frühestens möglich ist der 16.12.2026');
  });
});
