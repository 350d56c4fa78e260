import { customerTexts } from './customers.ts';
/** Messages of meters and readings. */
export const meterTexts = {
  notFound: 'Zähler nicht gefunden',
  readingNotFound: 'Zählerstand nicht gefunden',
  /** Names of the required fields of a new meter, in the form's order. */
  fieldNames: {
    meterType: 'Zählerart',
    assignment: 'Zuweisung',
    meterNumber: 'Zählernummer',
    gatewayId: 'Gateway-ID',
    gatewayChannel: 'Gateway-Kanal',
  },
  typeInvalid: 'Bitte eine gültige Zählerart wählen.',
  unitInvalid: 'Bitte eine gültige Einheit wählen (kWh, m³, MWh, Liter, Einheiten, kg, t).',
  sourceInvalid: 'Bitte eine gültige Quelle wählen (manual oder gateway).',
  assignmentInvalid:
    'Bitte eine gültige Zuweisung wählen (Allgemeinstrom, Allgemeinheizung, Eigentümer, Gewerbe oder ein Mieter).',
  typeNotAllowed: (assignment: string, allowed: readonly string[]) =>
    `Die Zuweisung ${assignment} erlaubt nur: ${allowed.join(', ')}.`,
  hotWaterInvalid: 'Bitte bei Warmwasserzähler ja oder nein angeben.',
  /** How statements name a water meter marked as hot water. */
  hotWaterType: 'Wasserzähler (Warmwasser)',
  hotWaterOnlyWater: 'Nur ein Wasserzähler kann als Warmwasserzähler markiert werden.',
  tenantOfOtherProperty: 'Der Mieter gehört nicht zu dieser Liegenschaft.',
  tenantAndLabel: 'Bitte entweder einen Mieter oder eine Zuweisung angeben, nicht beides.',
  fieldTooLong: (max: number) => `Die Angabe darf höchstens ${max} Zeichen lang sein.`,
  manualOnly:
    'Zählerstände können nur für manuelle Zähler erfasst werden; Gateway-Zähler liefern sie selbst.',
  valueRequired: 'Bitte einen Zählerstand eingeben.',
  manualNoSync: 'Manuelle Zähler werden nicht synchronisiert.',
  nothingToSave: customerTexts.nothingToSave,
  propertyIdInvalid: 'Ungültige Liegenschaft: bitte eine Nummer angeben.',
  yearInvalid: 'Bitte ein Jahr zwischen 1900 und 2200 angeben (JJJJ).',
  missingStart: (year: number) =>
    `Für den Beginn des Jahres ${year} fehlt ein Zählerstand (am 31.12. oder 01.01., sonst je einer davor und danach).`,
  missingEnd: (year: number) =>
    `Für das Ende des Jahres ${year} fehlt ein Zählerstand (am 31.12. oder 01.01., sonst je einer davor und danach).`,
  reset: (date: string) =>
    `Am ${date} ist der Zählerstand niedriger als zuvor (Zählerwechsel oder Überlauf). Der Verbrauch wird so nicht berechnet; bitte Zählerstände prüfen.`,
} as const;
