import { describe, expect, it } from 'vitest';
import { TENANT_IBANS_MAX } from '../../../../domain/texts/index.ts';
import { ibansFromText, ibansText, sameIbans, tooManyIbans } from './ibans.ts';

describe('tenant IBANs field', () => {
  it('reads one IBAN a line (commas and semicolons too), blank lines dropped, each as typed', () => {
    expect(
      ibansFromText(' DE89 3704 0044 0532 0130 00 \n\n de02500105170137075030;DE02100100109307118603,'),
    ).toEqual(['DE89 3704 0044 0532 0130 00', 'de02500105170137075030', 'DE02100100109307118603']);
    expect(ibansFromText('  \n ')).toEqual([]);
  });

  it('shows the stored IBANs one a line in groups of four', () => {
    expect(ibansText(['DE89370400440532013000', 'DE02500105170137075030'])).toBe(
      'DE89 3704 0044 0532 0130 00\nDE02 5001 0517 0137 0750 30',
    );
    expect(ibansText(undefined)).toBe('');
  });

  it('sends nothing when the same accounts are typed differently', () => {
    expect(sameIbans(['de89 3704 0044 0532 0130 00'], ['DE89370400440532013000'])).toBe(true);
    expect(sameIbans(['DE89370400440532013000'], [])).toBe(false);
    expect(sameIbans([], [])).toBe(true);
  });

  it('knows the most IBANs a tenant may have', () => {
    expect(tooManyIbans(Array.from({ length: TENANT_IBANS_MAX }, () => 'x'))).toBe(false);
    expect(tooManyIbans(Array.from({ length: TENANT_IBANS_MAX + 1 }, () => 'x'))).toBe(true);
  });
});
