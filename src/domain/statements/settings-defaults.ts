/**
 * The defaults of a year's statement settings taken from the answers given once when the property
 * was set up, so that the statement screen does not ask them again. A year whose settings are
 * stored keeps its own values.
 */
import type { HeatingSystem } from '../catalog.ts';
import type { CO2_BUILDING_TYPES, CO2_RESTRICTIONS, HOT_WATER_METHODS } from '../billing/schema.ts';

export interface PropertyHeatingAnswers {
  heatingSystem: string | null;
  centralHotWater: boolean | null;
  co2BuildingType: string | null;
  co2Restriction: string | null;
}

export interface SettingsDefaults {
  hotWater: {
    method: (typeof HOT_WATER_METHODS)[number];
    district_heat?: boolean;
    heat_pump?: boolean;
  } | null;
  co2BuildingType: (typeof CO2_BUILDING_TYPES)[number];
  co2Restriction: (typeof CO2_RESTRICTIONS)[number];
}

/**
 * Whether a heating of this energy source usually makes the hot water too: central boilers, heat
 * pumps, district heating and combined heat and power do; electric heating (night storage heaters
 * with electric water heaters in the flats) and wood stoves usually do not. Only the form's
 * starting value: the landlord's answer is stored and wins. Null: no energy source given.
 */
export function defaultCentralHotWater(heatingSystem: HeatingSystem | string | null): boolean | null {
  if (!heatingSystem) return null;
  return heatingSystem !== 'Elektroheizung' && heatingSystem !== 'Holzheizung';
}

/**
 * A combined heating and hot-water system splits its costs by §9 HeizkostenV. Without a heat meter
 * on the hot-water line the volume formula (§9 Abs. 2 S. 2) with the hot-water meters' sum is the
 * usual way; the factors of §9 Abs. 2 S. 6 follow from the energy source (district heating ÷ 1,15,
 * a monovalent heat pump × 0,30). No answer yet, or no central hot water: everything is heating.
 */
export function settingsDefaults(answers: PropertyHeatingAnswers | undefined): SettingsDefaults {
  const hotWater =
    answers?.centralHotWater === true
      ? {
          method: 'volume' as const,
          ...(answers.heatingSystem === 'Fernwärme' ? { district_heat: true } : {}),
          ...(answers.heatingSystem === 'Wärmepumpe' ? { heat_pump: true } : {}),
        }
      : null;
  return {
    hotWater,
    co2BuildingType: answers?.co2BuildingType === 'non_residential' ? 'non_residential' : 'residential',
    co2Restriction:
      answers?.co2Restriction === 'building' ||
      answers?.co2Restriction === 'supply' ||
      answers?.co2Restriction === 'building_and_supply'
        ? answers.co2Restriction
        : 'none',
  };
}
