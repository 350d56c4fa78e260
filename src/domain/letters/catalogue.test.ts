import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { centsToEuroString } from '../money.ts';
import { validationProblem } from '../validation/validation-messages.ts';
import { TEMPLATE_IDS } from '../texts/templates.ts';
import { isTemplateId, LETTER_TEMPLATES, letterFieldSchemas, type LetterFields } from './catalogue.ts';

const messages = (template: keyof typeof letterFieldSchemas, fields: unknown) => {
  const r = letterFieldSchemas[template].safeParse(fields);
  return r.success ? [] : r.error.issues.map((i) => validationProblem(i.path, i.message).message);
};

describe('letter template catalogue', () => {
  it('lists the ten templates with their titles and fields', () => {
    expect(LETTER_TEMPLATES.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    expect(LETTER_TEMPLATES).toHaveLength(10);
    const termination = LETTER_TEMPLATES.find((t) => t.id === 'termination')!;
    expect(termination.title).toBe('Kündigung des Mietverhältnisses');
    expect(termination.fields[0]).toEqual({
      name: 'party',
      label: 'Kündigung durch',
      type: 'choice',
      required: true,
      options: [
        { value: 'landlord', label: 'Vermieter' },
        { value: 'tenant', label: 'Mieter (Bestätigung)' },
      ],
    });
    const reasons = termination.fields.find((f) => f.name === 'reasons')!;
    expect(reasons.type).toBe('list');
    expect(reasons.items?.map((f) => f.name)).toEqual(['reason', 'details']);
    for (const t of LETTER_TEMPLATES)
      for (const f of t.fields) {
        expect(f.label).not.toBe('');
        expect(f.type === 'choice').toBe(f.options !== undefined);
        expect(f.type === 'list').toBe(f.items !== undefined);
      }
    // The catalogue is plain data: what the API sends.
    expect(JSON.parse(JSON.stringify(LETTER_TEMPLATES))).toEqual(LETTER_TEMPLATES);
    expect(isTemplateId('warning')).toBe(true);
    expect(isTemplateId('nope')).toBe(false);
  });

  it('names the label of every missing required field in German', () => {
    expect(messages('warning', {})).toEqual([
      'Bitte „Verstoß“ angeben.',
      'Bitte „Datum des Verstoßes“ angeben.',
      'Bitte „Aufforderung“ angeben.',
      'Bitte „Folge bei weiterem Verstoß“ angeben.',
    ]);
    expect(
      messages('warning', { breach: '  ', breach_date: '', demand: null, consequence: 'ordinary' }),
    ).toEqual([
      'Bitte „Verstoß“ angeben.',
      'Bitte „Datum des Verstoßes“ angeben.',
      'Bitte „Aufforderung“ angeben.',
    ]);
    expect(messages('termination', { party: 'landlord', reasons: [{ reason: 'own_use' }] })).toEqual([
      'Bitte „Begründung“ angeben.',
    ]);
    expect(
      messages('rent-increase', { variant: 'x', current_rent: 'abc', rent_unchanged_since: '2026-02-30' }),
    ).toEqual([
      'Das Feld „Art der Mieterhöhung“ muss eines davon sein: comparative, index.',
      'Das Feld „Bisherige Nettokaltmiete“ muss ein Eurobetrag mit höchstens zwei Nachkommastellen sein, z. B. 660.00.',
      'Das Feld „Miete unverändert seit“ muss ein Datum im Format JJJJ-MM-TT sein.',
    ]);
    expect(messages('advance-payment', 'x')).toEqual([
      'Die Angaben des Formulars fehlen oder sind kein Objekt.',
    ]);
  });

  it('reads money as euros ("660.00" or 660) into cents, like the draft', () => {
    const r = letterFieldSchemas['rental-agreement'].parse({
      start_date: '2027-01-01',
      net_rent: '660.00',
      deposit: 1980,
      advances: [
        { cost_group: 'Heizung und Warmwasser', amount: '95.5' },
        { cost_group: 'Übrige Betriebskosten', amount: 120 },
      ],
    });
    expect(r).toEqual({
      start_date: '2027-01-01',
      net_rent: 66_000,
      deposit: 198_000,
      advances: [
        { cost_group: 'Heizung und Warmwasser', amount: 9_550 },
        { cost_group: 'Übrige Betriebskosten', amount: 12_000 },
      ],
    });
    expect(
      messages('rental-agreement', { start_date: '2027-01-01', net_rent: '660.001', deposit: -1 }),
    ).toEqual([
      'Das Feld „Nettokaltmiete monatlich“ muss ein Eurobetrag mit höchstens zwei Nachkommastellen sein, z. B. 660.00.',
      'Das Feld „Mietsicherheit (Kaution)“ darf nicht negativ sein.',
    ]);
  });

  it('every euro amount written as a decimal string or number comes back as its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (cents) => {
        const schema = letterFieldSchemas['rental-agreement'];
        const euros = centsToEuroString(cents);
        expect(
          schema.parse({ start_date: '2027-01-01', net_rent: euros, deposit: Number(euros) }),
        ).toMatchObject({
          net_rent: cents,
          deposit: cents,
        });
      }),
    );
  });

  it('reads numbers, booleans and lists of the handover protocol', () => {
    const r = letterFieldSchemas['handover-protocol'].parse({
      kind: 'move_out',
      handover_date: '2026-11-30',
      rooms: [{ name: 'Küche', condition: 'gut', defects: '' }],
      keys: [{ kind: 'Haustür', count: '2' }],
      readings: [{ meter_id: 12, value: '1234.567', meter_exchange: true }],
    });
    expect(r.readings).toEqual([{ meter_id: 12, value: 1234.567, meter_exchange: true }]);
    expect(r.keys).toEqual([{ kind: 'Haustür', count: 2 }]);
    expect(r.rooms).toEqual([{ name: 'Küche', condition: 'gut', defects: undefined }]);
    expect(
      messages('handover-protocol', {
        kind: 'move_in',
        handover_date: '2026-11-30',
        keys: [{ kind: 'A', count: 1.5 }],
      }),
    ).toEqual(['Das Feld „Anzahl“ muss eine Zahl sein.']);
    expectTypeOf<LetterFields['handover-protocol']['readings']>().toEqualTypeOf<
      ({ meter_id: number; value: number } & { meter_exchange?: boolean | undefined })[] | undefined
    >();
    expectTypeOf<LetterFields['termination']['party']>().toEqualTypeOf<'landlord' | 'tenant'>();
    expectTypeOf<LetterFields['rent-increase']['new_rent']>().toEqualTypeOf<number | undefined>();
  });

  it('refuses overlong text and too many entries', () => {
    expect(messages('tenant-disclosure', { dwelling: 'x'.repeat(201) })).toEqual([
      'Das Feld „Wohnung“ darf höchstens 200 Zeichen lang sein.',
    ]);
    expect(
      messages('house-rules', { sections: Array.from({ length: 101 }, () => ({ title: 'a', text: 'b' })) }),
    ).toEqual(['Das Feld „Weitere Abschnitte“ darf höchstens 100 Einträge haben.']);
  });
});
