import type { Allocation } from '../catalog.ts';

/**
 * Suggested cost types of the cost data screen.
 *
 * Heating and hot water follow the costs of operating a central heating system that the
 * Heizkostenverordnung lets a landlord pass on (HeizkostenV § 7 Abs. 2, for hot water § 8 Abs. 2;
 * heat delivered by a supplier § 7 Abs. 4): fuel and its delivery, operating current, operation,
 * supervision and care, checks of readiness and safety including adjustment by a specialist,
 * cleaning of the system and the boiler room, emission measurements, rent and use of the
 * metering equipment including calibration, calculation and allocation, consumption analysis
 * and the billing and consumption information.
 */
export const HEATING_COST_SUGGESTIONS: readonly string[] = [
  'Brennstoffkosten',
  'Lieferkosten Brennstoff',
  'Betriebsstrom Heizung',
  'Bedienung, Überwachung und Pflege der Heizungsanlage',
  'Wartung Heizungsanlage',
  'Einstellung durch eine Fachkraft',
  'Reinigung der Heizungsanlage',
  'Reinigung des Heizraums',
  'Immissionsschutzmessung',
  'Miete Verbrauchserfassungsgeräte',
  'Eichung Verbrauchserfassungsgeräte',
  'Verbrauchserfassung und Abrechnung (Messdienst)',
  'Verbrauchsanalyse',
  'Abrechnungs- und Verbrauchsinformationen',
  'Wärmelieferung (Fernwärme)',
];

/**
 * Suggested operating costs: the 17 types of the Betriebskostenverordnung (BetrKV § 2 Nr. 1–17)
 * with their usual items. Heating and hot water (Nr. 4–6) are entered in their own section under
 * the Heizkostenverordnung, but stay listed so that the catalogue is complete.
 */
export const OPERATING_COST_SUGGESTIONS: readonly string[] = [
  // Nr. 1 laufende öffentliche Lasten des Grundstücks
  'Grundsteuer',
  // Nr. 2 Wasserversorgung
  'Kaltwasser',
  'Wasserzählermiete',
  'Eichung Wasserzähler',
  'Wasseraufbereitungsanlage',
  // Nr. 3 Entwässerung
  'Abwasser (Schmutzwasser)',
  'Niederschlagswasser',
  // Nr. 4–6 Heizung und Warmwasser
  'Heizkosten',
  'Warmwasserkosten',
  'Verbundene Heizungs- und Warmwasseranlagen',
  // Nr. 7 Personen- oder Lastenaufzug
  'Betriebsstrom Aufzug',
  'Wartung Aufzug',
  // Nr. 8 Straßenreinigung und Müllbeseitigung
  'Straßenreinigung',
  'Winterdienst',
  'Müllabfuhr',
  // Nr. 9 Gebäudereinigung und Ungezieferbekämpfung
  'Hausreinigung',
  'Ungezieferbekämpfung',
  // Nr. 10 Gartenpflege
  'Gartenpflege',
  'Spielplatzpflege',
  // Nr. 11 Beleuchtung
  'Allgemeinstrom (Beleuchtung)',
  // Nr. 12 Schornsteinreinigung
  'Schornsteinreinigung',
  // Nr. 13 Sach- und Haftpflichtversicherung
  'Gebäudeversicherung',
  'Haftpflichtversicherung',
  // Nr. 14 Hauswart
  'Hauswart',
  // Nr. 15 Gemeinschafts-Antennenanlage und Breitbandnetz
  'Gemeinschaftsantenne',
  'Breitbandkabelnetz',
  // Nr. 16 Einrichtungen für die Wäschepflege
  'Maschinelle Wascheinrichtung',
  // Nr. 17 sonstige Betriebskosten
  'Dachrinnenreinigung',
  'Wartung Rauchwarnmelder',
  'Prüfung Feuerlöscher',
  'Wartung Rückstausicherung',
];

/** Cost categories of the cost data screen when the property has none (or they cannot be read). */
export const DEFAULT_COST_DATA_CATEGORIES: ReadonlyArray<{
  name: string;
  allocation: Allocation;
  group: 'heating' | 'general';
}> = [
  { name: 'Heizung', allocation: 'Verbrauch', group: 'heating' },
  { name: 'Warmwasser', allocation: 'Verbrauch', group: 'heating' },
  { name: 'Wasser', allocation: 'm³', group: 'general' },
  { name: 'Abwasser', allocation: 'm³', group: 'general' },
  { name: 'Müllabfuhr', allocation: 'Nutzer', group: 'general' },
  { name: 'Hausstrom', allocation: 'm²', group: 'general' },
  { name: 'Hausreinigung', allocation: 'm²', group: 'general' },
  { name: 'Winterdienst', allocation: 'm²', group: 'general' },
];

/** Default allocation of a new line: by consumption for heating, m³ for cold water, m² otherwise. */
export function defaultAllocation(group: 'heating' | 'general', name: string): Allocation {
  if (group === 'heating') return 'Verbrauch';
  return /kaltwasser|^wasser|wasserversorgung/i.test(name) ? 'm³' : 'm²';
}
