import { describe, expect, it } from 'vitest';
import { formatKwh, heatingKwh } from './heating-kwh.ts';

describe('heatingKwh', () => {
  it('sums gas, heat, allocator and intermediate meters and meters labelled Allgemeinheizung', () => {
    const result = heatingKwh([
      { meter_type: 'Gaszähler', assignment_label: 'Allgemeinheizung', consumption: 0.1 },
      { meter_type: 'Wärmemengenzähler', assignment_label: null, consumption: 0.2 },
      { meter_type: 'Heizkostenverteiler', assignment_label: null, consumption: 1000.005 },
      {
        meter_type: 'Zwischenzähler',
        assignment_label: null,
        consumption: null,
        meter_number: 'Z1',
        message: 'fehlt',
      },
      { meter_type: 'Stromzähler', assignment_label: 'Allgemeinheizung', consumption: 1 },
      { meter_type: 'Wasserzähler', assignment_label: null, consumption: 50 },
    ]);
    expect(result).toEqual({ kwh: 1001.305, warnings: ['Z1: fehlt'] });
    expect(formatKwh(result.kwh)).toBe('1.001,305');
  });
});
