import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './client.ts';

describe('filenameFromDisposition', () => {
  it('prefers the UTF-8 name, which keeps umlauts', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="Abrechnung-2025-Mueller.pdf"; filename*=UTF-8''Abrechnung-2025-M%C3%BCller.pdf`,
      ),
    ).toBe('Abrechnung-2025-Müller.pdf');
  });

  it('reads quoted and bare names', () => {
    expect(filenameFromDisposition('attachment; filename="Abrechnungen 2025.zip"')).toBe(
      'Abrechnungen 2025.zip',
    );
    expect(filenameFromDisposition('attachment; filename=a.pdf')).toBe('a.pdf');
  });

  it('takes no folders or control characters from the server and gives up on nothing usable', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
