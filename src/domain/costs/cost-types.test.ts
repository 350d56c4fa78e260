import { describe, expect, it } from 'vitest';
import { defaultAllocation, HEATING_COST_SUGGESTIONS, OPERATING_COST_SUGGESTIONS } from './cost-types.ts';

describe('suggested cost types', () => {
  it('lists 15 heating and 31 operating cost types, each once', () => {
    expect(HEATING_COST_SUGGESTIONS).toHaveLength(15);
    expect(OPERATING_COST_SUGGESTIONS).toHaveLength(31);
    expect(new Set(HEATING_COST_SUGGESTIONS).size).toBe(15);
    expect(new Set(OPERATING_COST_SUGGESTIONS).size).toBe(31);
  });

  it('allocates heating by consumption, cold water by m³ and the rest by m²', () => {
    expect(defaultAllocation('heating', 'Wartung')).toBe('Verbrauch');
    expect(defaultAllocation('general', 'Kaltwasser')).toBe('m³');
    expect(defaultAllocation('general', 'Grundsteuer')).toBe('m²');
  });
});
