import { propertyOverviewTexts } from './customer-area.ts';
/** The templates catalogue: ten documents for landlords, each made into a letter from the stored data. */
export const TEMPLATE_IDS = [
  'advance-payment',
  'annual-plan',
  'house-rules',
  'handover-protocol',
  'rental-agreement',
  'tenant-disclosure',
  'rent-increase',
  'warning',
  'payment-request',
  'termination',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface TemplateText {
  title: string;
  description: string;
  /** Three rows: what the document contains or does. */
  features: readonly [string, string, string];
  legalNote: string;
}

export const templateTexts = {
  searchPlaceholder: 'Vorlagen durchsuchen…',
  noMatches: 'Keine Vorlagen gefunden',
  notFound: 'Vorlage nicht gefunden',
  notFoundHint: 'Diese Vorlage gibt es nicht. Wählen Sie eine Vorlage aus der Übersicht.',
  featuresHeading: 'Das enthält die Vorlage',
  legalHeading: 'Rechtlicher Hinweis',
  backToList: 'Zurück zu den Vorlagen',
  backToDashboard: propertyOverviewTexts.backToDashboard,
  openTemplate: 'Vorlage ansehen',
} as const;

const GENERAL_NOTE =
  'Die Vorlage ist ein Muster und ersetzt keine Rechtsberatung. Prüfen Sie sie vor der Verwendung auf Ihren Einzelfall und die aktuelle Rechtslage.';

export const templates: Readonly<Record<TemplateId, TemplateText>> = {
  'advance-payment': {
    title: 'Anpassung der Vorauszahlungen',
    description:
      'Schreiben an den Mieter, mit dem Sie die Betriebskostenvorauszahlungen nach einer Abrechnung anpassen.',
    features: [
      'Neue monatliche Vorauszahlung aus dem Ergebnis der letzten Abrechnung',
      'Begründung mit Bezug auf die Abrechnung und den Abrechnungszeitraum',
      'Datum, ab dem die neue Vorauszahlung gilt',
    ],
    legalNote: `Eine Anpassung nach § 560 Abs. 4 BGB setzt eine formell ordnungsgemäße Abrechnung voraus und muss angemessen sein. ${GENERAL_NOTE}`,
  },
  'annual-plan': {
    title: 'Jahresplan für Vermieter',
    description:
      'Übersicht über Fristen und Aufgaben rund um Abrechnung, Ablesung und Wartung im Jahreslauf.',
    features: [
      'Ablesetermine und Stichtage für Zähler',
      'Frist für die Betriebskostenabrechnung (zwölf Monate nach Ende des Zeitraums)',
      'Wartungs- und Prüftermine wie Rauchmelder und Heizung',
    ],
    legalNote: GENERAL_NOTE,
  },
  'house-rules': {
    title: 'Hausordnung',
    description: 'Regeln für das Zusammenleben im Haus, von Ruhezeiten bis zur Nutzung gemeinsamer Flächen.',
    features: [
      'Ruhezeiten und Rücksichtnahme',
      'Reinigung von Treppenhaus, Keller und Außenflächen',
      'Nutzung von Waschküche, Fahrradraum und Mülltonnen',
    ],
    legalNote: `Pflichten, die über den Mietvertrag hinausgehen, bindet eine nachträglich eingeführte Hausordnung nicht. ${GENERAL_NOTE}`,
  },
  'handover-protocol': {
    title: 'Wohnungsübergabeprotokoll',
    description: 'Protokoll für Einzug und Auszug: Zustand der Räume, Zählerstände und übergebene Schlüssel.',
    features: [
      'Raum für Raum: Zustand, Mängel und Fotos',
      'Zählerstände von Strom, Gas, Wasser und Heizkostenverteilern',
      'Anzahl und Art der übergebenen Schlüssel',
    ],
    legalNote: `Das von beiden Seiten unterschriebene Protokoll dient als Beweis über den Zustand der Wohnung. ${GENERAL_NOTE}`,
  },
  'rental-agreement': {
    title: 'Mietvertrag für Wohnraum',
    description: 'Mustervertrag für die Vermietung einer Wohnung mit den üblichen Vereinbarungen.',
    features: [
      'Mietsache, Mietbeginn und Miethöhe',
      'Umlage der Betriebskosten nach der Betriebskostenverordnung',
      'Kaution, Schönheitsreparaturen und Kündigungsfristen',
    ],
    legalNote: `Formularklauseln unterliegen der AGB-Kontrolle (§§ 305 ff. BGB); unwirksame Klauseln gehen zulasten des Vermieters. ${GENERAL_NOTE}`,
  },
  'tenant-disclosure': {
    title: 'Mieterselbstauskunft',
    description: 'Fragebogen für Mietinteressenten zu Einkommen, Haushalt und bisherigem Mietverhältnis.',
    features: [
      'Angaben zu Personen, die einziehen sollen',
      'Beruf, Arbeitgeber und monatliches Nettoeinkommen',
      'Einwilligung zur Datenverarbeitung',
    ],
    legalNote: `Nur Fragen, die für die Vermietung erforderlich sind, sind zulässig (Art. 6 DSGVO); Angaben nicht ausgewählter Bewerber sind zu löschen. ${GENERAL_NOTE}`,
  },
  'rent-increase': {
    title: 'Mieterhöhungsverlangen',
    description:
      'Schreiben, mit dem Sie die Zustimmung zu einer Mieterhöhung bis zur ortsüblichen Vergleichsmiete verlangen.',
    features: [
      'Bisherige und neue Miete mit Datum der Erhöhung',
      'Begründung über Mietspiegel, Vergleichswohnungen oder Gutachten',
      'Hinweis auf Kappungsgrenze und Zustimmungsfrist',
    ],
    legalNote: `Es gelten § 558 BGB, die Sperrfrist von 15 Monaten und die Kappungsgrenze; das Verlangen bedarf der Textform. ${GENERAL_NOTE}`,
  },
  warning: {
    title: 'Abmahnung',
    description:
      'Schreiben, mit dem Sie einen Mieter auf eine Vertragsverletzung hinweisen und Abhilfe verlangen.',
    features: [
      'Genaue Beschreibung des Verstoßes mit Datum',
      'Aufforderung, das Verhalten zu unterlassen',
      'Hinweis auf mögliche Folgen bis zur Kündigung',
    ],
    legalNote: `Vor einer Kündigung wegen Vertragsverletzung ist in der Regel eine Abmahnung nötig (§ 543 Abs. 3 BGB). ${GENERAL_NOTE}`,
  },
  'payment-request': {
    title: 'Zahlungsaufforderung',
    description:
      'Erinnerung und Aufforderung zur Zahlung offener Miete oder einer Nachzahlung aus der Abrechnung.',
    features: [
      'Offene Beträge mit Fälligkeit',
      'Zahlungsfrist und Bankverbindung',
      'Hinweis auf Verzugszinsen und weitere Schritte',
    ],
    legalNote: `Eine Nachzahlung aus der Betriebskostenabrechnung ist mit Zugang einer ordnungsgemäßen Abrechnung fällig. ${GENERAL_NOTE}`,
  },
  termination: {
    title: 'Kündigung des Mietverhältnisses',
    description: 'Kündigungsschreiben des Vermieters mit Angabe der Gründe und der Frist.',
    features: [
      'Kündigungsgrund, zum Beispiel Eigenbedarf',
      'Kündigungsfrist und Ende des Mietverhältnisses',
      'Hinweis auf das Widerspruchsrecht des Mieters',
    ],
    legalNote: `Die Kündigung bedarf der Schriftform (§ 568 BGB) und bei Wohnraum eines berechtigten Interesses (§ 573 BGB). ${GENERAL_NOTE}`,
  },
};
