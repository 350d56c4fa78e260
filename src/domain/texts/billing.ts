/** Messages and statement notes of the billing engine's legal rules (HeizkostenV, CO2KostAufG). */
import { formatDecimalDe, formatQuantityDe } from '../decimal.ts';
import { entryOf, fieldLabels, fieldPhrases } from './field-messages.ts';

const euro = (cents: number) => `${formatDecimalDe(cents, 2)} €`;
/** Percentages of the rules are exact to three places at most (e.g. 47,5 % after halving 95 %). */
const percent = (p: number) => `${formatDecimalDe(Math.round(p * 1000), 3, 0)} %`;
/** A field as people read it: its German label from the field catalogue, in quotes. */
const label = (key: string) => `„${fieldLabels[key] ?? key}“`;
/**
 * Where an input belongs, in German: `costs.1` → "Kosten, Eintrag 2", `heating` → "Heizung". The technical
 * path stays in the error's `field` for the client.
 */
const place = (path: string) => {
  const segments = path.split('.');
  const last = segments.at(-1) ?? path;
  if (!/^\d+$/.test(last)) return fieldLabels[last] ?? last;
  const list = segments.at(-2);
  return entryOf(list === undefined ? null : (fieldLabels[list] ?? list), Number(last));
};

/** German names of the kinds of consumption readings (`consumption[].kind`). */
export const consumptionKindLabels = {
  cold_water: 'Kaltwasser',
  hot_water: 'Warmwasser',
  electricity: 'Strom',
  gas: 'Gas',
  heat: 'Wärme',
  other: 'Sonstiger Verbrauch',
  heating: 'Heizung',
} as const;

/**
 * The allocation keys, in one table: `label` as statements name the key (screen and PDF),
 * `basis` as a sentence names what the key counts ("… der Personentage ist 0").
 */
const allocationKeys = {
  area: { label: 'Wohnfläche', basis: 'Wohnfläche' },
  volume: { label: 'Umbauter Raum', basis: 'umbauter Raum' },
  persons: { label: 'Personen', basis: 'Personentage' },
  units: { label: 'Wohneinheiten', basis: 'Wohneinheiten' },
  consumption: { label: 'Verbrauch', basis: 'Verbrauch' },
  direct: { label: 'Direkte Zuordnung', basis: 'direkte Zuordnung' },
  mea: { label: 'Miteigentumsanteile', basis: 'Miteigentumsanteile' },
} as const;

type AllocationKey = keyof typeof allocationKeys;

const keyTable = <F extends 'label' | 'basis'>(field: F) =>
  Object.fromEntries(Object.entries(allocationKeys).map(([key, texts]) => [key, texts[field]])) as {
    readonly [K in AllocationKey]: (typeof allocationKeys)[K][F];
  };

export const allocationKeyLabels = keyTable('label');
export const allocationBasisNames = keyTable('basis');

/**
 * The stored allocation values of cost lines and categories as the selects show them: the units
 * speak for themselves, persons ("Personen", formerly stored as "Nutzer") and dwellings by their
 * key's name, the co-ownership share with its abbreviation.
 */
export const allocationOptionLabel = (allocation: string): string => {
  switch (allocation) {
    case 'MEA':
      return `${allocationKeyLabels.mea} (MEA)`;
    case 'Nutzer':
    case 'Personen':
      return allocationKeyLabels.persons;
    case 'Wohneinheiten':
      return allocationKeyLabels.units;
    default:
      return allocation;
  }
};

const decimalPlaces = (places: number) =>
  `muss eine Dezimalzahl mit höchstens ${places} Nachkommastellen sein`;

/**
 * Phrases about one input field, without the field: the answer puts its German label in front
 * (`validation-messages.ts` lists them as fragments, so they are never taken for whole sentences).
 */
export const billingPhrases = {
  /** The calculation's quantities: exact decimals with at most `places` places. */
  decimalPlacesAtMost: decimalPlaces,
  decimalPlaces: `${decimalPlaces(3)}.`,
  negative: `${fieldPhrases.notNegative}.`,
  atMostEntries: (max: number) => `darf höchstens ${formatDecimalDe(max, 0)} Einträge haben`,
  nonNegativeDecimal: (places: number) =>
    `muss eine nicht-negative Zahl mit höchstens ${places} Nachkommastellen sein.`,
  personsNumberOrList: 'muss eine Zahl oder eine Liste [{from, persons}] sein',
  directAmountsObject: 'muss ein Objekt {Nutzungskennung: Cent} sein',
  unitIdList: 'muss eine Liste von Wohnungskennungen sein',
  atLeastOneUnit: 'mindestens eine Wohnung',
  atLeastOneOccupancy: 'mindestens eine Nutzung',
  atLeastOneUserGroup: 'mindestens eine Nutzergruppe',
} as const;

/** Input the engine refuses: whole sentences, shown to landlords as they are. */
export const billingInputTexts = {
  tooManyStatementLines: (lines: number, max: number) =>
    `Zu viele Abrechnungszeilen: Nutzungen × Kostenpositionen ergeben ${formatDecimalDe(lines, 0)} Zeilen, ` +
    `höchstens ${formatDecimalDe(max, 0)} sind möglich. Bitte die Abrechnung aufteilen.`,
  invalidDate: (value: string) => `„${value}“ ist kein gültiges Datum (JJJJ-MM-TT).`,
  periodReversed: 'Das Ende des Abrechnungszeitraums liegt vor seinem Beginn.',
  periodTooLong: 'Der Abrechnungszeitraum darf höchstens 12 Monate umfassen (§556 Abs. 3 BGB).',
  unitDuplicate: (id: string) => `Die Wohnungskennung „${id}“ ist doppelt.`,
  unitUnknown: (unit: string) => `Die Wohnung „${unit}“ ist unter den Wohnungen nicht angegeben.`,
  occupancyDuplicate: (id: string) => `Die Nutzungskennung „${id}“ ist doppelt.`,
  occupancyReversed: 'Das Nutzungsende liegt vor dem Nutzungsbeginn.',
  occupancyOverlap: (name: string, other: string, otherField: string, unit: string, from: string) =>
    `Die Nutzung „${name}“ überschneidet sich mit „${other}“ (${place(otherField)}) in Wohnung „${unit}“ ab dem ${from}.`,
  occupancyGap: (unit: string, from: string, to: string) =>
    `Die Wohnung „${unit}“ ist vom ${from} bis ${to} keiner Nutzung zugeordnet. ` +
    'Leerstand bitte als Nutzung mit dem Kennzeichen „Leerstand“ erfassen.',
  occupancyUnknown: (id: string) => `Die Nutzung „${id}“ ist unter den Nutzungen nicht angegeben.`,
  readingTarget: `Bitte genau eines der Felder ${label('occupancy')} oder ${label('unit')} (Wohnung) angeben.`,
  readingTwiceOccupancy: (id: string, kind: string) =>
    `Für die Nutzung „${id}“ ist der Verbrauch „${kind}“ doppelt angegeben.`,
  readingTwiceUnit: (unit: string, kind: string) =>
    `Für die Wohnung „${unit}“ ist der Verbrauch „${kind}“ doppelt angegeben.`,
  readingPerUnitAndOccupancy: (unit: string, kind: string) =>
    `Für die Wohnung „${unit}“ ist der Verbrauch „${kind}“ sowohl je Wohnung als auch je Nutzung angegeben.`,
  costDuplicate: (id: string) => `Die Kostenkennung „${id}“ ist doppelt.`,
  labourWithoutKind:
    'Zum Lohnanteil fehlt die Art nach §35a EStG: haushaltsnahe Dienstleistung („services“) oder ' +
    'Handwerkerleistung („craft“).',
  allocableBoth: `Bitte entweder ${label('allocable_percent')} oder ${label('non_allocable_cents')} angeben, nicht beides.`,
  nonAllocableAboveAmount: 'Der nicht umlagefähige Betrag übersteigt den Gesamtbetrag.',
  allocablePercentRange: 'Der umlagefähige Anteil muss zwischen 0 und 100 % liegen.',
  directMissing: `Beim Umlageschlüssel ${label('direct')} fehlen die Beträge je Nutzung.`,
  meterKindMissing: `Beim Umlageschlüssel ${label('consumption')} fehlt die Zählerart.`,
  directUnknownOccupancy: (id: string) => `Die Nutzung „${id}“ gibt es im Abrechnungszeitraum nicht.`,
  directSumMismatch: (sum: number, total: number) =>
    `Die direkt zugeordneten Beträge (${sum} Cent) ergeben nicht den Gesamtbetrag (${total} Cent).`,
  volumeMissing: (field: string, unit: string) =>
    `Für den Umlageschlüssel „umbauter Raum“ (${place(field)}) fehlt der Rauminhalt der Wohnung „${unit}“.`,
  personsMissing: (field: string, name: string) =>
    `Für den Umlageschlüssel „Personen“ (${place(field)}) fehlt die Personenzahl der Nutzung „${name}“.`,
  consumptionMissing: (name: string, occupancyField: string, kind: string, _kindKey: string, field: string) =>
    `Für die Nutzung „${name}“ (${place(occupancyField)}) fehlt der Verbrauch „${kind}“, ` +
    `der für ${place(field)} benötigt wird.`,
  basisZero: (basis: string) =>
    `Die Summe der Verteilungsgrundlage (${basis}) ist 0; der Betrag kann nicht verteilt werden.`,
  consumptionShareRange: (law: string, given: string) =>
    `Der Verbrauchsanteil muss zwischen 50 und 70 % liegen (${law}); angegeben: ${given} %.`,
  heatMeterMissing: `Bei Messung mit Wärmezähler (Verfahren „heat_meter“) fehlt die ${label('heat_kwh')}.`,
  hotWaterTemperatureTooLow: 'Die Warmwassertemperatur muss über 10 °C liegen.',
  hotWaterVolumeMissing:
    'Bei Berechnung aus dem Warmwasservolumen (Verfahren „volume“) fehlt das Volumen: bitte ' +
    `${label('volume_m3')} oder Warmwasserzähler unter ${label('consumption')} angeben.`,
  fuelTotalMissing:
    'Der gesamte Energieeinsatz der Anlage in kWh fehlt (für die Aufteilung nach §9 HeizkostenV).',
  fuelTotalZero: 'Der gesamte Energieeinsatz muss größer als 0 kWh sein.',
  hotWaterAboveFuelTotal:
    'Die Wärmemenge für Warmwasser übersteigt den gesamten Energieeinsatz der Anlage; bitte Angaben prüfen.',
  heatPumpWithGrossCalorific:
    `Eine monovalente Wärmepumpe verbrennt kein Erdgas: ${label('heat_pump')} und ${label('gross_calorific')} ` +
    'schließen sich aus (§9 Abs. 2 S. 6 HeizkostenV).',
  heatPumpWithDistrictHeat:
    `Eine monovalente Wärmepumpe ist keine Fernwärme: ${label('heat_pump')} und ${label('district_heat')} ` +
    'schließen sich aus (§9 Abs. 2 S. 6 HeizkostenV).',
  fixedBasisMissing: (basis: string, unit: string) =>
    `Für den Maßstab der Grundkosten „${basis}“ (${label('fixed_basis')}, §7 Abs. 1 S. 5 HeizkostenV) fehlt ` +
    `der Wert der Wohnung „${unit}“.`,
  exemptWithConsumptionShare:
    `Bei einer Ausnahme nach §11 HeizkostenV (${label('exempt')}) werden die Heizkosten allein nach dem ` +
    `Maßstab der Grundkosten verteilt; ${label('consumption_share_percent')} muss fehlen oder 0 sein.`,
  exemptWithRecordingDefect:
    `Bei einer Ausnahme nach §11 HeizkostenV (${label('exempt')}) wird der Heizverbrauch nicht erfasst; ` +
    `${label('recording_defect')} kann daher nur „hot_water“ sein.`,
  co2EmissionsAndFuel: `Bitte entweder ${label('emissions_kg')} oder ${label('fuel_kwh')} angeben, nicht beides.`,
  co2EmissionsMissing: 'Bitte die CO2-Emissionen (kg) oder den Brennstoffverbrauch (kWh) angeben.',
  co2AboveFuelCosts:
    'Die CO2-Kosten sind Teil der gemeinsamen Brennstoffkosten und dürfen den Gesamtbetrag der Heizung ' +
    `(${label('total_cents')}) nicht übersteigen.`,
  co2AreaZero: 'Für die CO2-Kostenaufteilung muss die Wohnfläche größer als 0 sein.',
} as const;

export const billingTexts = {
  vacancy: 'Leerstand: Die auf diesen Zeitraum entfallenden Kosten trägt der Vermieter.',
  consumptionEstimated: (line: string) => `Der Verbrauch für „${line}“ wurde geschätzt.`,
  consumptionByTime: (line: string) =>
    `Ohne Zwischenablesung wurde der Verbrauch für „${line}“ zeitanteilig aufgeteilt.`,
  labourInvalid: (line: string) =>
    `Der Lohnanteil der Position „${line}“ ist negativ oder höher als der Rechnungsbetrag und wird nicht ` +
    'nach §35a EStG bescheinigt.',
  labourNotCertified: (line: string) =>
    `Für „${line}“ kann kein Lohnanteil nach §35a EStG bescheinigt werden (ungültige Angabe).`,
  /** Amounts and numbers come formatted (de-DE) by the engine. */
  co2Stage: (share: string, stage: number, kgPerM2: string, landlordPercent: string, credit: string) =>
    `CO2-Kosten: Ihr Anteil beträgt ${share}. Das Gebäude liegt in Stufe ${stage} ` +
    `(${kgPerM2} kg CO2/m²/Jahr); der Vermieter trägt ` +
    `${landlordPercent} %, das sind ${credit}, die Ihnen gutgeschrieben werden (CO2KostAufG).`,
  /** Names of the heating and hot-water lines of the statement, and the bases they are distributed by. */
  heatingLines: {
    heatingFixed: (group: string | null, fixedPercent: string, basis = 'Wohnfläche') =>
      `Heizung${group === null ? '' : ` der Nutzergruppe „${group}“`} – Grundkosten (${fixedPercent} % nach ${basis})`,
    heatingConsumption: (group: string | null, percent: string) =>
      `Heizung${group === null ? '' : ` der Nutzergruppe „${group}“`} – Verbrauchskosten (${percent} % nach Verbrauch)`,
    hotWaterFixed: (fixedPercent: string, basis = 'Wohnfläche') =>
      `Warmwasser – Grundkosten (${fixedPercent} % nach ${basis})`,
    hotWaterConsumption: (percent: string) => `Warmwasser – Verbrauchskosten (${percent} % nach Verbrauch)`,
    basisArea: 'Wohnfläche',
    basisHeating: 'Verbrauch Heizung',
    basisHotWater: 'Verbrauch Warmwasser',
  },
  /** The bases of the fixed costs (§7 Abs. 1 S. 5 HeizkostenV): after "nach", and as a basis' name. */
  fixedBases: {
    area: { after: 'Wohnfläche', name: 'Wohnfläche' },
    volume: { after: 'umbautem Raum', name: 'Umbauter Raum' },
    heated_area: { after: 'beheizter Fläche', name: 'Beheizte Fläche' },
    heated_volume: { after: 'beheiztem Raum', name: 'Beheizter Raum' },
  },
  exemption: (basisAfter: string) =>
    'Das Gebäude ist nach §11 HeizkostenV von der verbrauchsabhängigen Abrechnung der Heizkosten ausgenommen: ' +
    `Die Heizkosten werden allein nach ${basisAfter} verteilt. Ein Kürzungsrecht nach §12 HeizkostenV ` +
    'besteht insoweit nicht.',
  hotWaterNotSupplied:
    'Ihre Wohnung wird nicht von der zentralen Warmwasseranlage versorgt; auf sie entfallen keine ' +
    'Warmwasserkosten (§8 Abs. 1 HeizkostenV).',
  estimatedAreaOnly:
    'Da für mehr als 25 % der Wohnfläche der Verbrauch geschätzt werden musste, wurden die Heiz- und ' +
    'Warmwasserkosten ausschließlich nach Wohnfläche verteilt (§9a Abs. 2 HeizkostenV).',
  estimated: (parts: readonly string[]) =>
    `Ihr Verbrauch (${parts.length > 0 ? parts.join(' und ') : 'Heizung/Warmwasser'}) wurde geschätzt, weil er nicht ` +
    'ordnungsgemäß erfasst werden konnte (§9a Abs. 1 HeizkostenV).',
  withoutInterimReading: (degreeDays: boolean, reduction: number) =>
    'Beim Nutzerwechsel wurde keine Zwischenablesung durchgeführt. Die Heizkosten wurden deshalb insgesamt ' +
    `nach ${degreeDays ? 'Gradtagszahlen' : 'Tagen'}, die Warmwasserkosten zeitanteilig ` +
    'aufgeteilt (§9b Abs. 3 HeizkostenV). Sie sind berechtigt, Ihren Anteil an den Heiz- und Warmwasserkosten ' +
    `um 15 % (${euro(reduction)}) zu kürzen (§12 Abs. 1 HeizkostenV).`,
  degreeDaysAtTenantChange:
    'Wegen des Nutzerwechsels wurden die Grundkosten der Heizung nach Gradtagszahlen (VDI 2067), die ' +
    'Grundkosten des Warmwassers nach Tagen aufgeteilt (§9b Abs. 2 HeizkostenV).',
  compulsoryConsumptionShare: (given: string) =>
    'In einem Gebäude, das die Wärmeschutzverordnung vom 16. August 1994 nicht erfüllt, mit Öl oder Gas beheizt ' +
    'wird und dessen freiliegende Leitungen der Wärmeverteilung überwiegend gedämmt sind, sind 70 % der ' +
    `Heizkosten nach Verbrauch zu verteilen (§7 Abs. 1 S. 2 HeizkostenV); angegeben: ${given} %.`,
  unmeasuredWithReadings: (label: string) =>
    `Ein Verbrauchsanteil von 0 % bedeutet Abrechnung ohne Verbrauchserfassung; es liegen aber Verbrauchswerte ` +
    `„${label}“ vor, nach denen verteilt werden muss (§§7, 8 HeizkostenV). Bitte 50 bis 70 % angeben.`,
  personsNotAscending:
    'Die Personenzahlen müssen nach ihrem Beginn (from) aufsteigend und ohne doppelte Tage angegeben sein.',
  personsStartMissing: (first: string) =>
    `Die erste Personenzahl muss spätestens am ${first} beginnen, dem ersten Tag der Nutzung im Abrechnungszeitraum.`,
  meaMissing: (field: string, unit: string) =>
    `Für den Umlageschlüssel „Miteigentumsanteile“ (${place(field)}) fehlt der Miteigentumsanteil der Wohnung „${unit}“.`,
  groupDuplicate: (id: string) => `Die Nutzergruppe „${id}“ ist doppelt angegeben.`,
  groupUnitTwice: (unit: string, other: string) =>
    `Die Wohnung „${unit}“ gehört bereits zur Nutzergruppe „${other}“; jede Wohnung gehört zu genau einer Gruppe.`,
  groupUnitMissing: (unit: string) =>
    `Die Wohnung „${unit}“ gehört zu keiner Nutzergruppe; bei Vorerfassung (§5 Abs. 2, §6 Abs. 2 HeizkostenV) ` +
    'muss jede Wohnung genau einer Gruppe angehören.',
  groupHeatZero:
    'Die Summe der Wärmemengen der Nutzergruppen ist 0; die Heizkosten können nicht nach Vorerfassung verteilt werden.',
  serviceLineName: 'Heiz- und Warmwasserkosten laut Abrechnung des Messdienstes',
  serviceNote:
    'Die Heiz- und Warmwasserkosten je Wohnung wurden vom Messdienst nach der HeizkostenV ermittelt und hier ' +
    'übernommen; bei einem Nutzerwechsel ohne eigene Angabe des Messdienstes zeitanteilig aufgeteilt.',
  serviceSeparateCosts:
    `Mit einem ${label('service_result')} sind alle Heiz- und Warmwasserkosten darin enthalten; ` +
    `${label('heating_only_cents')} und ${label('hot_water_only_cents')} dürfen dann nicht angegeben werden.`,
  serviceTotalMismatch: 'Der Gesamtbetrag des Messdienstes muss dem Gesamtbetrag der Heizkosten entsprechen.',
  serviceUnitTwice: (unit: string) =>
    `Für die Wohnung „${unit}“ ist das Ergebnis des Messdienstes doppelt angegeben.`,
  serviceUnitMissing: (unit: string) => `Für die Wohnung „${unit}“ fehlt das Ergebnis des Messdienstes.`,
  serviceLabourAboveAmount: 'Der Lohnanteil ist höher als der Betrag der Wohnung.',
  serviceSumMismatch: (sum: number, total: number) =>
    `Die Beträge der Wohnungen (${sum} Cent) ergeben nicht den Gesamtbetrag des Messdienstes (${total} Cent).`,
  reductionReasons: {
    unmeasured: 'ohne Verbrauchserfassung nicht verbrauchsabhängig abgerechnet wurden',
    recording_defect:
      'mit einer Verbrauchserfassung abgerechnet wurden, die nicht den Vorschriften der HeizkostenV entspricht',
    not_remote_readable: 'nicht mit der vorgeschriebenen fernablesbaren Ausstattung erfasst wurden',
    monthly_information_missing:
      'ohne die monatliche Verbrauchsinformation nach §6a HeizkostenV abgerechnet wurden',
    co2_information_missing:
      'ohne die Angaben zur CO2-Kostenaufteilung nach §7 Abs. 3 CO2KostAufG abgerechnet wurden',
  },
  reductionSubject: (heating: boolean, hotWater: boolean) =>
    heating && hotWater
      ? 'die Heiz- und Warmwasserkosten'
      : heating
        ? 'die Heizkosten'
        : 'die Warmwasserkosten',
  reductionApplied: (subject: string, reason: string, p: number, base: number, amount: number, law: string) =>
    `Da ${subject} ${reason}, wurde Ihr Anteil von ${euro(base)} um ${percent(p)} ` +
    `(${euro(amount)}) gekürzt (${law}); diesen Betrag trägt der Vermieter.`,
  reductionNotice: (subject: string, reason: string, p: number, base: number, amount: number, law: string) =>
    `Da ${subject} ${reason}, sind Sie berechtigt, Ihren Anteil von ${euro(base)} um ` +
    `${percent(p)} (${euro(amount)}) zu kürzen (${law}).`,
  co2NonResidential: (share: number, credit: number, landlordPercent: number) =>
    `CO2-Kosten: Ihr Anteil beträgt ${euro(share)}. Bei einem Nichtwohngebäude trägt der Vermieter ` +
    `${percent(landlordPercent)} (§8 CO2KostAufG), das sind ${euro(credit)}, die Ihnen gutgeschrieben werden.`,
  co2Restriction: (stagePercent: number, landlordPercent: number) =>
    landlordPercent === 0
      ? 'Öffentlich-rechtliche Vorgaben verhindern sowohl eine wesentliche energetische Verbesserung des Gebäudes ' +
        'als auch seiner Wärme- und Warmwasserversorgung; die CO2-Kosten werden daher nicht aufgeteilt ' +
        `(§9 Abs. 2 CO2KostAufG, statt ${percent(stagePercent)} Vermieteranteil).`
      : 'Öffentlich-rechtliche Vorgaben stehen einer wesentlichen energetischen Verbesserung entgegen; der ' +
        `Vermieteranteil an den CO2-Kosten ist deshalb von ${percent(stagePercent)} auf ${percent(landlordPercent)} ` +
        'halbiert (§9 Abs. 1 CO2KostAufG).',
} as const;

/** Singular and dative plural of the plural units the engine counts bases and times in. */
const UNIT_FORMS: Readonly<Record<string, { one: string; dative: string }>> = {
  Tage: { one: 'Tag', dative: 'Tagen' },
  Monate: { one: 'Monat', dative: 'Monaten' },
  Personentage: { one: 'Personentag', dative: 'Personentagen' },
  Personenmonate: { one: 'Personenmonat', dative: 'Personenmonaten' },
  Einheiten: { one: 'Einheit', dative: 'Einheiten' },
  Wohneinheiten: { one: 'Wohneinheit', dative: 'Wohneinheiten' },
};

/**
 * A quantity with its unit in correct German: "1 Personentag", "428 Personentage", and after
 * "von" (`dative`) "von 5.002 Personentagen". Units without forms (m², kWh) stay as they are.
 */
export function formatCount(
  value: number,
  unit: string,
  options: { dative?: boolean; max?: number } = {},
): string {
  const number = formatQuantityDe(value, options.max ?? 3);
  const forms = UNIT_FORMS[unit];
  if (!forms) return `${number} ${unit}`;
  if (number === '1') return `${number} ${forms.one}`;
  return `${number} ${options.dative ? forms.dative : unit}`;
}

/** The calculation API's statement PDF: which occupancy the letter is for. */
export const statementRequestTexts = {
  occupancyOutsidePeriod: (id: string) => `Die Nutzung „${id}“ liegt nicht im Abrechnungszeitraum.`,
  vacancyHasNoStatement: 'Für einen Leerstand wird keine Mieterabrechnung erstellt.',
} as const;
