import { describe, expect, it } from 'vitest';
import { defaultCentralHotWater, settingsDefaults } from './settings-defaults.ts';

describe('statement settings from the property’s heating answers', () => {
  it('answers central hot water yes for central sources, no for electric and wood stoves', () => {
    expect(defaultCentralHotWater('Gasheizung')).toBe(true);
    expect(defaultCentralHotWater('Fernwärme')).toBe(true);
    expect(defaultCentralHotWater('Elektroheizung')).toBe(false);
    expect(defaultCentralHotWater('Holzheizung')).toBe(false);
    expect(defaultCentralHotWater(null)).toBeNull();
  });

  it('splits hot water by the volume formula with the source’s factor, else all heating', () => {
    const answers = { heatingSystem: 'Fernwärme', co2BuildingType: null, co2Restriction: null };
    expect(settingsDefaults({ ...answers, centralHotWater: true })).toEqual({
      hotWater: { method: 'volume', district_heat: true },
      co2BuildingType: 'residential',
      co2Restriction: 'none',
    });
    expect(
      settingsDefaults({ ...answers, heatingSystem: 'Wärmepumpe', centralHotWater: true }).hotWater,
    ).toEqual({ method: 'volume', heat_pump: true });
    expect(settingsDefaults({ ...answers, centralHotWater: null }).hotWater).toBeNull();
    expect(
      settingsDefaults({
        heatingSystem: 'Gasheizung',
        centralHotWater: false,
        co2BuildingType: 'non_residential',
        co2Restriction: 'building_and_supply',
      }),
    ).toEqual({ hotWater: null, co2BuildingType: 'non_residential', co2Restriction: 'building_and_supply' });
    expect(settingsDefaults(undefined)).toEqual({
      hotWater: null,
      co2BuildingType: 'residential',
      co2Restriction: 'none',
    });
  });
});
