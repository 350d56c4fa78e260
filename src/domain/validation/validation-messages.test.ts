import { describe, expect, it } from 'vitest';
import { describeField, issuePhrase, validationProblem } from './validation-messages.ts';

describe('validationProblem', () => {
  it('keeps catalogue sentences word for word', () => {
    expect(validationProblem(['last_name'], 'Bitte Nachname angeben.')).toEqual({
      message: 'Bitte Nachname angeben.',
      field: 'last_name',
    });
  });

  it('names the field in German in front of a phrase', () => {
    expect(validationProblem(['area_m2'], 'muss eine Zahl sein').message).toBe(
      'Das Feld „Fläche (m²)“ muss eine Zahl sein.',
    );
    expect(validationProblem(['units', 1, 'area_m2'], 'fehlt').message).toBe(
      'Das Feld „Fläche (m²)“ (Nutzeinheiten, Eintrag 2) fehlt.',
    );
    expect(validationProblem(['order', 2], 'muss eine Zahl sein').message).toBe(
      'Das Feld „Reihenfolge“ (Eintrag 3) muss eine Zahl sein.',
    );
  });

  it('never shows a key it has no label for', () => {
    expect(validationProblem(['x_unbekannt'], 'fehlt').message).toBe('Eine Angabe fehlt.');
    expect(validationProblem(['constructor'], 'fehlt').message).toBe('Eine Angabe fehlt.');
    expect(validationProblem([], 'muss zusammengehörige Angaben enthalten').message).toBe(
      'Die Anfrage muss zusammengehörige Angaben enthalten.',
    );
  });
});

describe('issuePhrase', () => {
  it('words zod issues without zod’s vocabulary', () => {
    expect(issuePhrase({ code: 'invalid_type', expected: 'number', input: Number.NaN })).toBe(
      'muss eine Zahl sein',
    );
    expect(issuePhrase({ code: 'invalid_type', expected: 'string' })).toBe('fehlt');
    expect(issuePhrase({ code: 'too_big', origin: 'number', maximum: 1_000_000, inclusive: true })).toBe(
      'darf höchstens 1.000.000 betragen',
    );
    expect(issuePhrase({ code: 'too_small', origin: 'string', minimum: 1 })).toBe('darf nicht leer sein');
    expect(issuePhrase({ code: 'too_big', origin: 'array', maximum: 3 })).toBe(
      'darf höchstens 3 Einträge enthalten',
    );
    expect(issuePhrase({ code: 'invalid_value' })).toBe('enthält keinen zulässigen Wert');
    expect(
      issuePhrase({
        code: 'invalid_union',
        errors: [
          [{ code: 'invalid_type', expected: 'null', message: 'muss leer sein' }],
          [{ code: 'custom', message: 'muss eine ganze Zahl sein' }],
        ],
      }),
    ).toBe('muss eine ganze Zahl sein');
  });

  it('describes list entries counted from one', () => {
    expect(describeField(['costs', '0', 'amount_cents'])).toEqual({
      label: 'Betrag (Cent)',
      entry: 'Kosten, Eintrag 1',
    });
  });
});
