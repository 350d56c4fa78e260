import { describe, expect, it } from 'vitest';
import { letterContext } from '../../../../tests/fixtures/letters/context.ts';
import { documentLines } from '../letter-document.ts';
import { buildWarning } from './warning.ts';

describe('warning letter (Abmahnung)', () => {
  it('names breach, date, the request to stop and the consequence', () => {
    const r = buildWarning(letterContext, {
      breach: 'Sie haben am Abend bis 1:30 Uhr laute Musik gespielt, die im ganzen Haus zu hören war.',
      breach_date: '2026-11-14',
      demand: 'die Nachtruhe ab 22:00 Uhr künftig einzuhalten.',
      consequence: 'ordinary',
    });
    const lines = documentLines(r.document);
    expect(lines.slice(0, 7)).toEqual([
      'Erika Mustermann',
      'Hauptstraße 1',
      '04109 Leipzig',
      '',
      'Sophie Schäfer',
      'Gartenweg 5',
      '04109 Leipzig',
    ]);
    expect(lines.slice(7, 15)).toEqual([
      'Leipzig, 27.11.2026',
      'Abmahnung',
      'Sehr geehrte Frau Schäfer,',
      'am 14.11.2026 kam es zu folgendem Verstoß gegen Ihre Pflichten aus dem Mietvertrag:',
      'Sie haben am Abend bis 1:30 Uhr laute Musik gespielt, die im ganzen Haus zu hören war.',
      'Ich fordere Sie auf,',
      'die Nachtruhe ab 22:00 Uhr künftig einzuhalten.',
      'Sollten Sie dieses Verhalten fortsetzen oder wiederholen, behalte ich mir vor, das Mietverhältnis zu kündigen: Ordentliche Kündigung (§ 573 Abs. 2 Nr. 1 BGB).',
    ]);
    expect(r.document.closing).toBe('Mit freundlichen Grüßen');
    expect(r.problems).toEqual([]);
  });

  it('greets a company tenant neutrally', () => {
    const ctx = {
      ...letterContext,
      tenant: { ...letterContext.tenant, company: 'Bäckerei Kunz GmbH', name: 'Bäckerei Kunz GmbH' },
    };
    const r = buildWarning(ctx, {
      breach: 'x',
      breach_date: '2026-11-14',
      demand: 'y',
      consequence: 'without_notice',
    });
    expect(r.document.salutation).toBe('Sehr geehrte Damen und Herren,');
    expect(r.document.recipient[0]).toBe('Bäckerei Kunz GmbH');
  });
});
