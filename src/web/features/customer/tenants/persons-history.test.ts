import { describe, expect, it } from 'vitest';
import { customerTenantTexts } from '../../../../domain/texts/index.ts';
import { fromRows, toRows } from './persons-history.ts';

describe('dated person counts on the tenant screen', () => {
  it('shows German dates and saves them sorted, skipping empty rows', () => {
    const rows = toRows([
      { from: '2025-01-01', persons: 2 },
      { from: '2025-07-01', persons: 3 },
    ]);
    expect(rows).toEqual([
      { from: '01.01.2025', persons: '2' },
      { from: '01.07.2025', persons: '3' },
    ]);
    expect(fromRows([rows[1]!, { from: '', persons: '' }, rows[0]!])).toEqual({
      entries: [
        { from: '2025-01-01', persons: 2 },
        { from: '2025-07-01', persons: 3 },
      ],
    });
  });

  it('refuses a date or count it cannot read', () => {
    expect(fromRows([{ from: '31.02.2025', persons: '2' }])).toEqual({
      error: customerTenantTexts.personsRowInvalid,
    });
    expect(fromRows([{ from: '01.03.2025', persons: '1,5' }])).toEqual({
      error: customerTenantTexts.personsRowInvalid,
    });
  });
});
