/** Notes of the mapping from a property's stored data to the billing engine's input. */
import { formatDateDe } from '../dates.ts';
import { formatDecimalDe } from '../decimal.ts';
import { formatMoneyDe } from '../money.ts';
import { consumptionKindLabels } from './billing.ts';

const date = formatDateDe;

/** The bases of the fixed heating costs besides the area (§7 Abs. 1 S. 5 HeizkostenV), in a sentence. */
const fixedBasisNames = {
  volume: 'dem umbauten Raum',
  heated_area: 'der beheizten Fläche',
  heated_volume: 'dem beheizten Raum',
} as const;
const fixedBasisMissing = {
  volume: 'kein umbauter Raum',
  heated_area: 'keine beheizte Fläche',
  heated_volume: 'kein beheizter Raum',
} as const;

export const statementTexts = {
  draftMissing: (year: number) =>
    `Für ${year} ist keine Kostenerfassung gespeichert; die Abrechnung enthält keine Kosten.`,
  draftTenantUnknown: (name: string) =>
    `„${name}“ steht in der Kostenerfassung, ist aber kein Mieter der Liegenschaft mehr und wird nicht abgerechnet.`,
  vacancyAdded: (unit: string, from: string, to: string) =>
    `Die Wohnung „${unit}“ ist vom ${date(from)} bis ${date(to)} keinem Mieter zugeordnet und wird als ` +
    'Leerstand abgerechnet; diesen Anteil trägt der Vermieter.',
  fixedBasisValueMissing: (unit: string, basis: 'volume' | 'heated_area' | 'heated_volume') =>
    `Die Festkosten der Heizung werden nach ${fixedBasisNames[basis]} verteilt (§7 Abs. 1 S. 5, §8 Abs. 1 ` +
    `HeizkostenV), aber für die Wohnung „${unit}“ ist ${fixedBasisMissing[basis]} erfasst. Bitte bei den ` +
    'Wohnungen der Liegenschaft angeben oder einen anderen Maßstab der Festkosten wählen.',
  areaMissing: (unit: string) =>
    `Für die Wohnung „${unit}“ ist keine Wohnfläche erfasst; sie wird mit 0 m² angesetzt.`,
  areaDiffers: (unit: string, usedMilli: number) =>
    `Die Mieter der Wohnung „${unit}“ haben unterschiedliche Wohnflächen; angesetzt ist die des letzten ` +
    `Mieters im Jahr (${formatDecimalDe(usedMilli, 3, 0)} m²).`,
  personsNotWhole: (name: string, milli: number) =>
    `Die Personenzahl von „${name}“ (${formatDecimalDe(milli, 3, 0)}) ist keine ganze Zahl und wird nicht verwendet.`,
  interpolated: (meter: string, boundary: string, before: string, after: string) =>
    `Der Stand des Zählers ${meter} zum ${date(boundary)} wurde aus den Ablesungen vom ${date(before)} und ` +
    `${date(after)} linear nach Tagen ermittelt. Das ist eine Umrechnung abgelesener Werte, keine Schätzung ` +
    'im Sinne des §9a HeizkostenV.',
  meterExchange: (meter: string, day: string) =>
    `Der Zähler ${meter} zeigt am ${date(day)} einen niedrigeren Stand als zuvor (Zählerwechsel oder ` +
    'Überlauf). Der Verbrauch wird ab diesem Stand weitergezählt; bitte prüfen, ob der Endstand des alten und ' +
    'der Anfangsstand des neuen Zählers am Tag des Wechsels erfasst sind.',
  readingMissing: (meter: string, boundary: string) =>
    `Für den Zähler ${meter} fehlt ein Zählerstand zum ${date(boundary)} (keine Ablesung davor oder danach); ` +
    'bitte eine Ablesung oder eine Schätzung eintragen.',
  noInterimReading: (meter: string, day: string) =>
    `Für den Zähler ${meter} liegt zum Nutzerwechsel am ${date(day)} keine Zwischenablesung vor. Der ` +
    'Verbrauch der Wohnung wird deshalb nach §9b Abs. 3 HeizkostenV auf die Nutzer aufgeteilt.',
  mixedUnits: (kind: string, units: readonly string[]) =>
    `Die Zähler der Art „${kind}“ messen in verschiedenen Einheiten (${units.join(', ')}); ihre Werte ` +
    'können nicht gemeinsam verteilt werden.',
  meterKindGuessed: (cost: string, kind: string) =>
    `Die Position „${cost}“ wird nach dem Verbrauch der Zähler der Art „${kind}“ verteilt.`,
  co2WithoutBasis:
    'Die CO2-Kosten sind erfasst, aber weder die CO2-Emissionen noch der Brennstoffverbrauch; die ' +
    'Aufteilung nach dem CO2KostAufG entfällt, bis eine der Angaben ergänzt ist.',
  settingsTenantUnknown: (place: string, id: number) =>
    `${place} nennt den Mieter ${id}, der nicht (mehr) zu dieser Liegenschaft gehört. Bitte die Einstellungen korrigieren.`,
  groupPlace: (name: string) => `Die Nutzergruppe „${name}“`,
  groupUnitTwice: (unit: string, first: string, second: string) =>
    `Die Wohnung „${unit}“ ist den Nutzergruppen „${first}“ und „${second}“ zugeordnet; jede Wohnung gehört ` +
    'zu genau einer Gruppe (§5 Abs. 2 HeizkostenV).',
  groupWithoutDwelling: (name: string) =>
    `Die Nutzergruppe „${name}“ hat in diesem Jahr keine Wohnung; ihre Wärmemenge kann niemandem zugeordnet werden.`,
  groupUnitMissing: (unit: string) =>
    `Die Wohnung „${unit}“ ist keiner Nutzergruppe zugeordnet. Bei Vorerfassung (§5 Abs. 2, §6 Abs. 2 ` +
    'HeizkostenV) gehört jede Wohnung zu genau einer Gruppe.',
  servicePlace: 'Das Ergebnis des Messdienstes',
  serviceSumMismatch: (sum: number, total: number) =>
    `Die Beträge des Messdienstes je Wohnung ergeben ${formatMoneyDe(sum)}, als Gesamtbetrag sind aber ` +
    `${formatMoneyDe(total)} angegeben. Bitte die Beträge mit der Abrechnung des Messdienstes abgleichen.`,
  serviceTotalMismatch: (total: number, heating: number) =>
    `Der Gesamtbetrag des Messdienstes (${formatMoneyDe(total)}) weicht von den Heizkosten der ` +
    `Kostenerfassung (${formatMoneyDe(heating)}) ab. Der Messdienst muss genau die erfassten Heizkosten verteilen.`,
  serviceUnitTwice: (unit: string) =>
    `Für die Wohnung „${unit}“ sind mehrere Beträge des Messdienstes angegeben (über verschiedene Mieter der Wohnung).`,
  serviceUnitMissing: (unit: string) => `Für die Wohnung „${unit}“ fehlt der Betrag des Messdienstes.`,
  heatingMetersMissing:
    'Es sind Heizkosten erfasst, aber keinem Mieter sind Heizkostenverteiler oder Wärmezähler zugeordnet. ' +
    'Bitte die Zähler zuordnen, das Ergebnis des Messdienstes eintragen oder in den Einstellungen den ' +
    'Verbrauchsanteil 0 % (ohne Verbrauchserfassung) wählen; dann dürfen die Mieter ihren Anteil um 15 % ' +
    'kürzen (§12 Abs. 1 S. 1 HeizkostenV).',
  vacancyName: 'Leerstand',
  yearInvalid: 'Bitte ein Abrechnungsjahr zwischen 2000 und 2100 angeben.',
  shareInvalid: 'Bitte einen Anteil zwischen 0 und 100 % mit höchstens 3 Nachkommastellen angeben.',
  waterBasisInvalid:
    'Bitte als Grundlage der Wasserkosten „Kalt- und Warmwasser“ (total) oder „nur Kaltwasser“ (cold) wählen.',
  fixedSplitInvalid: 'Bitte „Gradtagszahlen“ (degree_days) oder „Tage“ (days) wählen.',
  timeSplitInvalid: 'Bitte „Tage“ (days) oder „Monate“ (months) wählen.',
  vacancyPersonsInvalid: 'Bitte eine ganze Zahl von 0 bis 99 angeben oder das Feld leer lassen.',
  dutyInvalid: 'Bitte ja, nein oder „unbekannt“ angeben.',
  resendInvalid: 'Das Feld „Erneut senden“ muss wahr oder falsch sein.',
  buildingInvalid:
    'Bitte die Gebäudemerkmale vollständig angeben (Wärmeschutz 1994, Energieträger, Leitungsdämmung) oder leer lassen.',
  buildingFlagInvalid: 'Bitte ja oder nein angeben.',
  fuelInvalid: 'Bitte einen Energieträger wählen: Öl, Gas, Fernwärme, Wärmepumpe oder Sonstiges.',
  co2BuildingTypeInvalid:
    'Bitte „Wohngebäude“ (residential) oder „Nichtwohngebäude“ (non_residential) wählen.',
  co2RestrictionInvalid:
    'Bitte „keine“ (none), „Gebäude“ (building), „Wärmeversorgung“ (supply) oder „beide“ (building_and_supply) wählen.',
  heatingExemptInvalid:
    'Bitte angeben, ob das Gebäude nach §11 HeizkostenV von der verbrauchsabhängigen Abrechnung ausgenommen ist (ja oder nein).',
  fixedBasisInvalid:
    'Bitte als Maßstab der Festkosten „Wohnfläche“ (area), „umbauter Raum“ (volume), „beheizte Fläche“ ' +
    '(heated_area) oder „beheizter Raum“ (heated_volume) wählen.',
  recordingDefectInvalid:
    'Bitte als Erfassungsmangel „Heizung“ (heating), „Warmwasser“ (hot_water), „beide“ (both) oder keinen (null) angeben.',
  applyReductionsInvalid: 'Bitte angeben, ob die Kürzungen abgezogen (ja) oder nur genannt (nein) werden.',
  heatKwhInvalid: 'Bitte die Wärmemenge in kWh als Zahl ab 0 mit höchstens 3 Nachkommastellen angeben.',
  groupsInvalid: 'Bitte die Nutzergruppen als Liste angeben (mindestens eine) oder das Feld leer lassen.',
  groupNameMissing: 'Bitte jeder Nutzergruppe eine Bezeichnung geben (höchstens 100 Zeichen).',
  groupTenantsInvalid: 'Bitte jeder Nutzergruppe mindestens einen Mieter ihrer Wohnungen zuordnen.',
  groupNameTwice: (name: string) => `Die Nutzergruppe „${name}“ ist zweimal angegeben.`,
  groupTenantTwice: (id: number) => `Der Mieter ${id} ist mehr als einer Nutzergruppe zugeordnet.`,
  serviceResultInvalid:
    'Bitte das Ergebnis des Messdienstes mit Gesamtbetrag und Beträgen je Wohnung angeben oder leer lassen.',
  serviceCentsInvalid: 'Bitte Beträge als ganze, nicht negative Centbeträge angeben.',
  serviceUnitsInvalid: 'Bitte die Beträge des Messdienstes je Wohnung als Liste angeben (mindestens eine).',
  serviceTenantTwice: (id: number) =>
    `Für den Mieter ${id} ist mehr als ein Betrag des Messdienstes angegeben.`,
  serviceLabourAboveAmount: 'Der Lohnanteil darf nicht größer sein als der Betrag der Wohnung.',
  tenantNotInProperty: (id: number) => `Der Mieter ${id} gehört nicht zu dieser Liegenschaft.`,
  hotWaterHeatMissing:
    'Bei Messung mit Wärmezähler bitte die gemessene Wärmemenge für Warmwasser in kWh angeben.',
  hotWaterFuelMissing:
    'Bitte den gesamten Energieeinsatz der Anlage im Jahr in kWh angeben (größer als 0); nach ihm wird der ' +
    'Anteil des Warmwassers bemessen (§9 Abs. 2 HeizkostenV).',
  meaMissing: (unit: string) =>
    `Für die Wohnung „${unit}“ ist kein Miteigentumsanteil (MEA) erfasst, es werden aber Kosten nach ` +
    'Miteigentumsanteilen verteilt. Bitte den MEA beim Mieter eintragen.',
  personsStartMissing: (name: string, from: string, first: string, persons: number) =>
    `Für „${name}“ ist die Personenzahl erst ab dem ${formatDateDe(first)} erfasst; für die Zeit ab dem ` +
    `${formatDateDe(from)} davor wird die erste erfasste Zahl angenommen (${persons} ` +
    `${persons === 1 ? 'Person' : 'Personen'}).`,
  /** `entered`/`share`: cents; the draft's figure for the year against the months of the tenancy. */
  advanceAboveShare: (name: string, entered: number, share: number) =>
    `Für „${name}“ ist in der Kostenerfassung eine Vorauszahlung von ${formatMoneyDe(entered)} erfasst; ` +
    `für die Monate der Nutzung im Jahr ergeben sich aus der vereinbarten Vorauszahlung nur ${formatMoneyDe(share)} ` +
    '(§556 Abs. 2 BGB). Angerechnet wird der erfasste Betrag; bitte prüfen.',
  dwellingAreaDiffers: (unit: string, usedMilli: number) =>
    `In der Kostenerfassung ist für einen Mieter der Wohnung „${unit}“ eine andere Wohnfläche erfasst; ` +
    `angesetzt ist die Fläche der Wohnung (${formatDecimalDe(usedMilli, 3, 0)} m²).`,
  /** The kinds of consumption, as the billing engine names them. */
  kindLabels: consumptionKindLabels,
} as const;
