import { describe, expect, it } from 'vitest';
import { metersToCreate, setupIdOf, stepOf } from './wizard.ts';

describe('the setup wizard', () => {
  it('reads its step and property from the address', () => {
    expect(stepOf('?id=3&step=tenants')).toBe('tenants');
    expect(stepOf('?step=nonsense')).toBe('address');
    expect(setupIdOf('?id=3')).toBe(3);
    expect(setupIdOf('?id=new')).toBeNull();
  });

  it('creates only the chosen meters a dwelling does not have yet', () => {
    const dwellings = [
      { id: 1, label: 'EG' },
      { id: 2, label: 'OG' },
    ];
    const existing = [{ dwelling_id: 1, meter_type: 'Wasserzähler', hot_water: true }];
    const planned = metersToCreate(
      { heat: 'Heizkostenverteiler', hotWater: true, coldWater: false },
      dwellings,
      existing,
    );
    expect(planned).toEqual([
      { dwellingId: 1, meterType: 'Heizkostenverteiler', hotWater: false, number: 'EG Heizkostenverteiler' },
      { dwellingId: 2, meterType: 'Heizkostenverteiler', hotWater: false, number: 'OG Heizkostenverteiler' },
      { dwellingId: 2, meterType: 'Wasserzähler', hotWater: true, number: 'OG Warmwasserzähler' },
    ]);
    expect(metersToCreate({ heat: 'none', hotWater: false, coldWater: false }, dwellings, [])).toEqual([]);
  });
});
