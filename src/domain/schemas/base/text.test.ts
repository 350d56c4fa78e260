import { describe, expect, it } from 'vitest';
import { inputTexts } from '../../texts/input.ts';
import { safeText } from './text.ts';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('safeText', () => {
  const line = safeText({ max: 10 });
  const message = safeText({ max: 20, kind: 'multiLine' });
  const secret = safeText({ max: 20, kind: 'secret' });

  it('trims and accepts ordinary text up to the limit', () => {
    expect(line.parse('  Grüße  ')).toBe('Grüße');
    expect(line.parse('x'.repeat(10))).toBe('x'.repeat(10));
    expect(line.parse('😀')).toBe('😀');
  });

  it('refuses text above the limit with the catalogue phrase, or the field’s own sentence', () => {
    expect(issue(line.safeParse('x'.repeat(11)))).toBe(inputTexts.tooLong(10));
    expect(inputTexts.tooLong(5000)).toBe('darf höchstens 5.000 Zeichen lang sein');
    const named = safeText({ max: 3, tooLong: 'Der Name ist zu lang.' });
    expect(issue(named.safeParse('abcd'))).toBe('Der Name ist zu lang.');
  });

  it('checks the length first, so a megabyte is refused as too long and never scanned', () => {
    expect(issue(line.safeParse(`\u0000${'x'.repeat(1_000_000)}`))).toBe(inputTexts.tooLong(10));
  });

  it('refuses NUL, C0 and C1 controls, DEL and lone surrogate halves in every kind', () => {
    for (const schema of [line, message, secret]) {
      for (const bad of [
        'a\u0000b',
        'a\u0007',
        '\u001b[31m',
        'a\u007f',
        'a\u0085',
        'a\u009f',
        'a\ud800',
        '\udc00',
      ]) {
        expect(issue(schema.safeParse(bad)), JSON.stringify(bad)).toBe(inputTexts.controlCharacters);
      }
    }
  });

  it('refuses bidirectional controls and Unicode line separators in names and free texts', () => {
    const layout = [
      ...Array.from({ length: 5 }, (_, i) => String.fromCharCode(0x202a + i)),
      ...Array.from({ length: 4 }, (_, i) => String.fromCharCode(0x2066 + i)),
      '\u2028',
      '\u2029',
    ];
    for (const schema of [line, message]) {
      for (const char of layout) {
        expect(issue(schema.safeParse(`Max${char}Mu`)), char.codePointAt(0)!.toString(16)).toBe(
          inputTexts.controlCharacters,
        );
      }
    }
    // Neighbours of the ranges stay ordinary text: marks, joiners, the no-break space, Arabic and Hebrew.
    for (const fine of [
      'a\u200eb',
      'a\u200fb',
      'a\u200db',
      'a\u2065b',
      'a\u206ab',
      'a\u00a0b',
      'مرحبا',
      'שלום',
      'a\u2027b',
      'a\u202fb',
    ]) {
      expect(line.safeParse(fine).success, JSON.stringify(fine)).toBe(true);
    }
  });

  it('takes bidirectional controls in secrets, which are never shown', () => {
    expect(secret.parse('Pass\u202eWort1')).toBe('Pass\u202eWort1');
  });

  it('folds line breaks and tabs of a single line into one space', () => {
    expect(line.parse('Max\r\nBcc: x')).toBe('Max Bcc: x');
    expect(line.parse('a\t\tb\n')).toBe('a b');
  });

  it('keeps line breaks and tabs in multi-line text', () => {
    expect(message.parse('Hallo,\r\n\tWelt')).toBe('Hallo,\r\n\tWelt');
  });

  it('takes secrets exactly as typed and refuses every control character in them', () => {
    expect(secret.parse(' Pass wort ')).toBe(' Pass wort ');
    expect(issue(secret.safeParse('Pass\nwort'))).toBe(inputTexts.controlCharacters);
    expect(issue(secret.safeParse('Pass\twort'))).toBe(inputTexts.controlCharacters);
  });

  it('refuses other types with the catalogue phrase', () => {
    for (const bad of [1, true, null, {}, []]) expect(issue(line.safeParse(bad))).toBe(inputTexts.notText);
    expect(issue(safeText({ max: 5, notText: 'Bitte Text.' }).safeParse(1))).toBe('Bitte Text.');
  });
});
