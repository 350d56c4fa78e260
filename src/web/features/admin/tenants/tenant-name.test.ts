import { describe, expect, it } from 'vitest';
import { tenantName } from './tenant-name.ts';

describe('tenantName', () => {
  it('joins first and last name, leaving out what is missing', () => {
    expect(tenantName({ first_name: 'Anna', last_name: 'Schneider', company: null })).toBe('Anna Schneider');
    expect(tenantName({ first_name: null, last_name: 'Yilmaz', company: 'Yilmaz GmbH' })).toBe('Yilmaz');
    expect(tenantName({ first_name: ' ', last_name: '', company: 'Bäckerei Korn' })).toBe('Bäckerei Korn');
  });
});
