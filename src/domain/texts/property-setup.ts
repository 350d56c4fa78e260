/** Texts of the landlord's guided property setup, its checklist and the letterhead fields. */

export const SETUP_STEP_IDS = [
  'address',
  'heating',
  'letterhead',
  'dwellings',
  'tenants',
  'meters',
  'readings',
  'costs',
] as const;
export type SetupStepId = (typeof SETUP_STEP_IDS)[number];

export const propertySetupTexts = {
  /** A customer login without a customer record has nobody to own a property or letterhead. */
  noCustomerRecord: 'Zu Ihrem Login gehört noch kein Kundenkonto. Bitte wenden Sie sich an den Support.',
  ibanInvalid: 'Bitte eine gültige IBAN angeben (z. B. DE89 3704 0044 0532 0130 00).',
  bicInvalid: 'Bitte eine gültige BIC angeben (8 oder 11 Zeichen, z. B. COBADEFFXXX).',
  co2BuildingTypeInvalid: 'Unbekannte Gebäudeart.',
  co2RestrictionInvalid: 'Unbekannte Beschränkung.',
  centralHotWaterInvalid: 'Bitte ja oder nein angeben.',
  installedOnInvalid: 'Bitte ein gültiges Einbaudatum angeben (TT.MM.JJJJ).',
  remoteReadableInvalid: 'Bitte ja oder nein angeben.',
  nothingToSave: 'Bitte mindestens ein Feld angeben.',

  stepTitles: {
    address: 'Adresse',
    heating: 'Heizung',
    letterhead: 'Briefkopf',
    dwellings: 'Wohnungen',
    tenants: 'Mieter',
    meters: 'Zähler',
    readings: 'Zählerstände',
    costs: 'Kosten',
  } satisfies Record<SetupStepId, string>,

  missing: {
    address: 'Adresse der Liegenschaft',
    heatingSystem: 'Energieträger der Heizung',
    centralHotWater: 'Angabe, ob die Heizung auch das Warmwasser bereitet',
    co2BuildingType: 'Gebäudeart für die CO2-Kostenaufteilung',
    co2Restriction: 'Angabe zu öffentlich-rechtlichen Beschränkungen (CO2KostAufG)',
    landlordName: 'Ihr Name oder Firmenname',
    landlordAddress: 'Ihre Anschrift',
    iban: 'IBAN für den Zahlungshinweis',
    noDwellings: 'Mindestens eine Wohnung',
    dwellingArea: (label: string) => `Fläche von „${label}“`,
    occupancy: (label: string, year: number) =>
      `Mieter oder Leerstand von „${label}“ für ${year} (nicht belegte Tage)`,
    moveIn: (name: string) => `Einzugsdatum von ${name}`,
    persons: (name: string) => `Personenzahl von ${name}`,
    advance: (name: string) => `Vorauszahlung von ${name}`,
    noMeters: (label: string) => `Zähler von „${label}“`,
    startReading: (label: string, meter: string) => `Anfangsstand von ${meter} (${label})`,
    endReading: (label: string, meter: string) => `Endstand von ${meter} (${label})`,
    noMetersAtAll: 'Mindestens ein Zähler',
    meterKindMissing: (kind: string, label: string) => `${kind} von „${label}“`,
    building: 'Gebäude',
    noDraft: (year: number) => `Kostendaten für ${year}`,
    noCosts: (year: number) => `Mindestens ein Kostenbetrag für ${year}`,
  },

  // The wizard screen
  pageTitle: 'Neues Objekt anlegen',
  intro:
    'Schritt für Schritt zur ersten Abrechnung. Jeder Schritt wird sofort gespeichert; Sie können jederzeit aufhören und später hier weitermachen.',
  stepperLabel: 'Schritte der Einrichtung',
  next: 'Weiter',
  back: 'Zurück zur Übersicht',
  save: 'Speichern und weiter',
  saved: 'Gespeichert.',
  loadError: 'Die Liegenschaft konnte nicht geladen werden.',
  notFound: 'Liegenschaft nicht gefunden.',
  resumeHint: 'Sie setzen die Einrichtung dieser Liegenschaft fort.',

  addressHeading: 'Wo liegt das Haus?',
  street: 'Straße',
  houseNumber: 'Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  createProperty: 'Liegenschaft anlegen',

  heatingHeading: 'Wie wird geheizt?',
  heatingSystem: 'Energieträger',
  heatingSystemHint: 'Womit die zentrale Heizung des Hauses betrieben wird.',
  centralHotWater: 'Bereitet die Heizung auch das Warmwasser?',
  centralHotWaterHint:
    'Dann werden die Kosten nach §9 HeizkostenV auf Heizung und Warmwasser aufgeteilt; vorbelegt nach dem Energieträger.',
  yes: 'Ja',
  no: 'Nein',
  co2BuildingType: 'Gebäudeart',
  co2BuildingTypeHint:
    'Bei Wohngebäuden teilen Sie die CO2-Kosten nach einem Stufenmodell, sonst hälftig mit den Mietern (§§5, 8 CO2KostAufG).',
  co2BuildingTypeOptions: { residential: 'Wohngebäude', non_residential: 'Nichtwohngebäude' },
  co2Restriction: 'Öffentlich-rechtliche Beschränkungen',
  co2RestrictionHint:
    'Verbieten etwa Denkmalschutz oder eine Erhaltungssatzung eine energetische Sanierung, trägt der Vermieter weniger CO2-Kosten (§9 CO2KostAufG).',
  co2RestrictionOptions: {
    none: 'Keine',
    building: 'Am Gebäude (z. B. Denkmalschutz)',
    supply: 'An der Versorgung (z. B. Anschlusszwang)',
    building_and_supply: 'An Gebäude und Versorgung',
  },

  letterheadHeading: 'Ihr Briefkopf',
  letterheadHint:
    'Name, Anschrift und Bankverbindung erscheinen im Kopf der Abrechnung und im Zahlungshinweis.',
  landlordName: 'Name',
  landlordNameHint: 'Ihr Name oder Firmenname, wie ihn Ihr Konto trägt.',
  landlordAddress: 'Anschrift (Straße Nr., PLZ Ort)',
  iban: 'IBAN',
  bic: 'BIC',
  accountHolder: 'Kontoinhaber',
  bankHeading: 'Bankverbindung',
  bankHint: 'Erscheint im Briefkopf und im Zahlungshinweis Ihrer Abrechnungen.',
  landlordNameFixed: 'Den Namen ändert der Support für Sie.',

  dwellingsHeading: 'Welche Wohnungen hat das Haus?',
  dwellingsHint: 'Bezeichnung und Fläche jeder Wohnung; weitere Angaben sind freiwillig.',

  tenantsHeading: 'Wer wohnt dort?',
  tenantsHint:
    'Je Wohnung der Mieter mit Einzug, Personen und monatlicher Vorauszahlung; steht eine Wohnung leer, tragen Sie „Leerstand“ ein.',
  salutation: 'Anrede',
  firstName: 'Vorname',
  tenantName: 'Nachname',
  moveIn: 'Einzug',
  moveOut: 'Auszug (optional)',
  persons: 'Personen',
  monthlyAdvance: 'Vorauszahlung je Monat (€)',
  addTenant: 'Mieter speichern',
  markVacant: 'Als Leerstand eintragen',
  noTenants: 'Noch kein Mieter.',
  tenantSaved: (name: string) => `${name} gespeichert.`,
  dateHint: 'TT.MM.JJJJ',

  metersHeading: 'Welche Zähler hat jede Wohnung?',
  metersHint: 'Wählen Sie die Zählerarten; sie werden für alle Wohnungen angelegt, die sie noch nicht haben.',
  meterChoices: {
    heat: 'Wärmemengenzähler',
    allocator: 'Heizkostenverteiler',
    hotWater: 'Warmwasserzähler',
    coldWater: 'Kaltwasserzähler',
  },
  heatChoice: 'Heizung',
  heatNone: 'Keine',
  installedOn: 'Einbaudatum',
  remoteReadable: 'Fernablesbar',
  remoteReadableHint:
    'Seit 1. Dezember 2021 eingebaute Geräte müssen fernablesbar sein, ab 2027 alle (§5 Abs. 2, §6a HeizkostenV).',
  createMeters: 'Zähler anlegen',
  metersCreated: (n: number) => (n === 1 ? '1 Zähler angelegt.' : `${n} Zähler angelegt.`),
  existingMeters: 'Vorhandene Zähler',
  meterNumberOf: (label: string, kind: string) => `${label} ${kind}`,

  finishHeading: 'Zählerstände und Kosten',
  finishHint: 'Die Einrichtung ist fertig. Jetzt fehlen nur noch die Zahlen des Jahres:',
  toReadings: 'Zählerstände eintragen',
  toCosts: 'Kosten erfassen',
  toOverview: 'Zur Übersicht der Liegenschaft',

  // The property overview's checklist
  checklistHeading: 'Einrichtung',
  checklistDone: 'Alles eingerichtet.',
  checklistFix: 'Ergänzen',
  checklistStepDone: 'erledigt',
  checklistStepOpen: 'offen',
  checklistError: 'Der Stand der Einrichtung konnte nicht geladen werden.',
  moreMissing: (n: number) => `und ${n} weitere`,
  newProperty: 'Neues Objekt anlegen',
  newPropertyHint: 'Haus, Heizung, Wohnungen, Mieter und Zähler Schritt für Schritt einrichten.',
} as const;
