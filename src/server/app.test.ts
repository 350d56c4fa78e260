import { describe, expect, it } from 'vitest';
import { redactTokens } from './app.ts';

describe('redactTokens', () => {
  it('removes tokens from logged URLs and keeps the rest', () => {
    expect(redactTokens('/api/password-reset/validate?token=abc123')).toBe(
      '/api/password-reset/validate?token=[entfernt]',
    );
    expect(redactTokens('/set-password?x=1&token=abc&y=2')).toBe('/set-password?x=1&token=[entfernt]&y=2');
    expect(redactTokens('/api/properties?status=active')).toBe('/api/properties?status=active');
  });
});
