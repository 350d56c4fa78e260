/** Notes of the mapping from a property's stored data to the billing engine's input. */
import { formatDateDe } from '../dates.ts';
import { formatDecimalDe } from '../decimal.ts';
import { consumptionKindLabels } from './billing.ts';

const date = formatDateDe;

export const statementTexts = {
  draftMissing: (year: number) =>
    `Für ${year} ist keine Kostenerfassung gespeichert; die Abrechnung enthält keine Kosten.`,
  draftTenantUnknown: (name: string) =>
    `„${name}“ steht in der Kostenerfassung, ist aber kein Mieter der Liegenschaft mehr und wird nicht abgerechnet.`,
  vacancyAdded: (unit: string, from: string, to: string) =>
    `Die Wohnung „${unit}“ ist vom ${date(from)} bis ${date(to)} keinem Mieter zugeordnet und wird als ` +
    'Leerstand abgerechnet; diesen Anteil trägt der Vermieter.',
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
  vacancyName: 'Leerstand',
  yearInvalid: 'Bitte ein Abrechnungsjahr zwischen 2000 und 2100 angeben.',
  shareInvalid: 'Bitte einen Anteil zwischen 0 und 100 % mit höchstens 3 Nachkommastellen angeben.',
  fixedSplitInvalid: 'Bitte „Gradtagszahlen“ (degree_days) oder „Tage“ (days) wählen.',
  timeSplitInvalid: 'Bitte „Tage“ (days) oder „Monate“ (months) wählen.',
  vacancyPersonsInvalid: 'Bitte eine ganze Zahl von 0 bis 99 angeben oder das Feld leer lassen.',
  dutyInvalid: 'Bitte ja, nein oder „unbekannt“ angeben.',
  resendInvalid: 'Das Feld „Erneut senden“ muss wahr oder falsch sein.',
  /** The kinds of consumption, as the billing engine names them. */
  kindLabels: consumptionKindLabels,
} as const;
