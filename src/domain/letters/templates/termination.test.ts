import { describe, expect, it } from 'vitest';
import { contextMovedIn, letterContext } from '../../../../tests/fixtures/letters/context.ts';
import { documentLines } from '../letter-document.ts';
import { buildTermination } from './termination.ts';

const reasons = [
  {
    reason: 'own_use' as const,
    details:
      'Meine Tochter Anna Mustermann beginnt im April 2027 ihr Studium in Leipzig und benötigt die Wohnung als eigenen Haushalt; andere Wohnungen stehen mir nicht zur Verfügung.',
  },
];

describe('termination letter', () => {
  // The letter of 27.11.2026 is assumed to arrive on Wednesday 02.12.2026, within the first three
  // working days of December.
  it.each([
    ['2022-12-01', 4, 3, '28.02.2027', '31.12.2026'],
    ['2020-10-01', 6, 6, '31.05.2027', '31.03.2027'],
    ['2017-09-01', 9, 9, '31.08.2027', '30.06.2027'],
  ])('tenancy from %s (%i years): %i months, ends on %s', (moveIn, _years, months, end, objection) => {
    const r = buildTermination(contextMovedIn(moveIn), { party: 'landlord', reasons });
    expect(r.notice.periodMonths).toBe(months);
    const lines = documentLines(r.document);
    expect(lines).toContain(
      `hiermit kündige ich das mit Ihnen bestehende Mietverhältnis ordentlich und fristgemäß zum ${end}.`,
    );
    expect(lines).toContain(
      `Die Kündigungsfrist beträgt nach § 573c Abs. 1 BGB ${months} Monate. Maßgeblich ist der Zugang dieses Schreibens, der am 02.12.2026 erwartet wird.`,
    );
    expect(lines.some((l) => l.includes(`spätestens am ${objection} zugehen (§ 574b Abs. 2 BGB)`))).toBe(
      true,
    );
    expect(lines.some((l) => l.startsWith('Eigenbedarf (§ 573 Abs. 2 Nr. 2 BGB): Meine Tochter'))).toBe(true);
    expect(r.problems).toEqual([]);
  });

  it('refuses an end too early, naming the earliest valid one', () => {
    expect(() =>
      buildTermination(contextMovedIn('2017-09-01'), { party: 'landlord', reasons, end_date: '2027-05-31' }),
    ).toThrow(
      'Das gewünschte Ende ist zu früh. Nach § 573c BGB endet das Mietverhältnis frühestens am 31.08.2027.',
    );
  });

  it('refuses a landlord termination without reasons', () => {
    expect(() => buildTermination(letterContext, { party: 'landlord' })).toThrow(/§ 573 BGB/);
  });

  it("confirms the tenant's termination with the end the notice allows", () => {
    const r = buildTermination(letterContext, {
      party: 'tenant',
      tenant_notice_received: '2026-11-10',
      end_date: '2027-01-31',
    });
    expect(r.end).toBe('2027-02-28');
    expect(r.document.subject).toBe('Bestätigung Ihrer Kündigung');
    expect(documentLines(r.document)).toContain(
      'Ihre Kündigung ist mir am 10.11.2026 zugegangen. Ich bestätige, dass das Mietverhältnis nach § 573c Abs. 1 BGB mit Ablauf des 28.02.2027 endet.',
    );
    expect(r.problems).toEqual([
      'Der Mieter hat zum 31.01.2027 gekündigt; nach § 573c BGB endet das Mietverhältnis erst am 28.02.2027. Die Bestätigung nennt dieses Datum.',
    ]);
    const later = buildTermination(letterContext, {
      party: 'tenant',
      tenant_notice_received: '2026-11-03',
      end_date: '2027-03-31',
    });
    expect(later.end).toBe('2027-03-31');
    expect(() => buildTermination(letterContext, { party: 'tenant' })).toThrow(
      'wann die Kündigung des Mieters zugegangen ist',
    );
  });
});
