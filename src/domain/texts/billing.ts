/** Messages and statement notes of the billing engine's legal rules (HeizkostenV, CO2KostAufG). */
import { formatDecimalDe } from '../decimal.ts';

const euro = (cents: number) => `${formatDecimalDe(cents, 2)} €`;
/** Percentages of the rules are exact to three places at most (e.g. 47,5 % after halving 95 %). */
const percent = (p: number) => `${formatDecimalDe(Math.round(p * 1000), 3, 0)} %`;

export const billingTexts = {
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
    `Für den Umlageschlüssel „Miteigentumsanteile“ (${field}) fehlt der Miteigentumsanteil (mea) der Wohnung „${unit}“.`,
  groupDuplicate: (id: string) => `Die Nutzergruppe „${id}“ ist doppelt angegeben.`,
  groupUnknownUnit: (unit: string) => `Die Wohnung „${unit}“ ist nicht unter units angegeben.`,
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
    'Mit einem Messdienst-Ergebnis (service_result) sind alle Heiz- und Warmwasserkosten darin enthalten; ' +
    'heating_only_cents und hot_water_only_cents dürfen dann nicht angegeben werden.',
  serviceTotalMismatch: 'Der Gesamtbetrag des Messdienstes muss heating.total_cents entsprechen.',
  serviceUnitTwice: (unit: string) =>
    `Für die Wohnung „${unit}“ ist das Ergebnis des Messdienstes doppelt angegeben.`,
  serviceUnitMissing: (unit: string) => `Für die Wohnung „${unit}“ fehlt das Ergebnis des Messdienstes.`,
  serviceLabourAboveAmount: 'Der Lohnanteil ist höher als der Betrag der Wohnung.',
  serviceSumMismatch: (sum: number, total: number) =>
    `Die Beträge der Wohnungen (${sum} Cent) ergeben nicht den Gesamtbetrag des Messdienstes (${total} Cent).`,
  reductionReasons: {
    unmeasured: 'ohne Verbrauchserfassung nicht verbrauchsabhängig abgerechnet wurden',
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
