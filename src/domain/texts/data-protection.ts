/**
 * Data protection: the copy of a person's data (Art. 15, 20 DSGVO) and the erasure of a moved-out
 * tenant's personal data (Art. 17 DSGVO), as the server answers and the screens show them.
 */
export const dataProtectionTexts = {
  /** What replaces an erased tenant's name everywhere it is listed. */
  erasedTenantName: 'Gelöschter Mieter',
  erasedBadge: 'Daten gelöscht',
  currentTenant:
    'Die personenbezogenen Daten eines aktuellen Mieters können nicht gelöscht werden. Löschen ist erst nach dem Auszug möglich (Auszugsdatum vor heute).',
  vacancy: 'Ein Leerstand enthält keine personenbezogenen Daten.',
  /** Screens. */
  download: 'Meine Daten herunterladen',
  downloading: 'Daten werden zusammengestellt …',
  downloadHint:
    'Sie erhalten alle bei uns gespeicherten Daten zu Ihrer Person als ZIP-Datei (Art. 15 und 20 DSGVO): Angaben als JSON-Dateien, Dokumente als PDF.',
  downloadFailed: 'Ihre Daten konnten nicht heruntergeladen werden. Bitte versuchen Sie es erneut.',
  downloadHeading: 'Datenschutz',
  column: 'Datenschutz',
  erase: 'Personenbezogene Daten löschen',
  eraseFor: (name: string) => `Personenbezogene Daten von ${name} löschen`,
  eraseTitle: 'Personenbezogene Daten löschen?',
  eraseMessage: (name: string) =>
    `Name, Kontaktdaten, IBANs und der Zugang von ${name} werden endgültig gelöscht (Art. 17 DSGVO). Beträge, Abrechnungen und aufbewahrungspflichtige Dokumente bleiben erhalten (§147 AO, §257 HGB).`,
  eraseConfirm: 'Endgültig löschen',
  eraseCancel: 'Abbrechen',
  erased: 'Die personenbezogenen Daten wurden gelöscht.',
  closeMessage: 'Meldung schließen',
  eraseFailed: 'Die Daten konnten nicht gelöscht werden.',
} as const;

const commonReadme = [
  'Alle Angaben liegen als JSON-Dateien (UTF-8) vor, Dokumente in der gespeicherten Form (PDF bzw. die',
  'Rechnungsdatei, wie sie eingegangen ist). Feldnamen sind englisch in snake_case und entsprechen denen',
  'der Programmierschnittstelle (API-Beschreibung unter /api/docs).',
  '',
  'Schreibweisen:',
  '- Zeitpunkte (…_at) nach ISO 8601 in UTC, z. B. "2026-03-01T09:15:00.000Z".',
  '- Kalendertage (move_in, move_out, reading_date, booking_date, …) als "JJJJ-MM-TT".',
  '- Geldbeträge (…_cents) als ganze Zahl in Cent, z. B. 12345 = 123,45 €.',
  '- Dezimalzahlen (Flächen, Zählerstände, Anteile) als Zeichenkette mit Punkt, genau wie gespeichert, z. B. "72.50".',
  '- null: keine Angabe.',
  '',
  'Nicht enthalten sind Passwörter (nur als nicht umkehrbarer Hash gespeichert), Anmelde- und Link-Token',
  'sowie die Schlüssel der Funkzähler (has_key sagt nur, ob einer hinterlegt ist).',
];

/** The README.txt of a landlord's copy of its data (Art. 15, 20 DSGVO). */
export function customerExportReadme(customerId: number, createdAt: string): string {
  return [
    'Auskunft und Datenkopie nach Art. 15 und Art. 20 DSGVO',
    `Kundennummer ${customerId}, erstellt am ${createdAt}`,
    '',
    ...commonReadme,
    '',
    'Dateien:',
    '- kunde.json: Ihr Kundendatensatz (Name, Kontakt, Anschrift, Bankverbindung) und Ihre Anmeldung(en)',
    '  mit Sitzungen (Beginn, letzte Nutzung, Ablauf) – ohne Passwort-Hash und Token.',
    '- protokoll.json: Einträge des Änderungsprotokolls, die unter Ihrer Anmeldung entstanden sind.',
    '- support.json: Ihre Supportanfragen.',
    '- objekte/<Objekt-ID>/objekt.json: die Liegenschaft mit Wohnungen (dwellings), Kostenarten (cost_categories),',
    '  Abrechnungseinstellungen (statement_settings), Kostenentwürfen (billing_drafts) und',
    '  Abrechnungsjahren mit den eingefrorenen Ergebnissen (billing_years).',
    '- objekte/<Objekt-ID>/mieter.json: die Mietverhältnisse und Leerstände mit Personenzahlen (persons).',
    '- objekte/<Objekt-ID>/zaehler/<Zähler-ID>.json: ein Zähler (meter) und alle seine Ablesungen (readings).',
    '- objekte/<Objekt-ID>/abrechnungen.json: die erstellten Abrechnungen (Jahr, Zeitraum, Saldo) mit Zustellungen;',
    '  die PDFs liegen unverändert in objekte/<Objekt-ID>/abrechnungen/.',
    '- objekte/<Objekt-ID>/rechnungen.json: eingegangene Rechnungen mit den gelesenen Angaben und Entscheidungen;',
    '  die Dateien liegen unverändert in objekte/<Objekt-ID>/rechnungen/ (Name: <Rechnungs-ID>_<Dateiname>).',
    '- objekte/<Objekt-ID>/kontoumsaetze.json: Kontoauszug-Importe (imports) und Buchungen (transactions).',
    '- objekte/<Objekt-ID>/briefe.json: Briefe an Mieter (Vorlage, Formular, Versand, Öffnung); die PDFs liegen',
    '  unverändert in objekte/<Objekt-ID>/briefe/<Brief-ID>.pdf.',
    '- objekte/<Objekt-ID>/verbrauchsinformationen.json: die monatlichen Verbrauchsinformationen (§6a HeizkostenV).',
    '',
  ].join('\r\n');
}

/** The README.txt of a tenant's copy of its data (Art. 15, 20 DSGVO). */
export function tenantExportReadme(createdAt: string): string {
  return [
    'Auskunft und Datenkopie nach Art. 15 und Art. 20 DSGVO',
    `Erstellt am ${createdAt}`,
    '',
    ...commonReadme,
    '',
    'Dateien:',
    '- mieter.json: Ihre Anmeldung (login, ohne Passwort-Hash und Token) und Ihre Mietverhältnisse',
    '  (tenancies) mit Kontaktdaten, Anschrift der Liegenschaft, Wohnung, Ein- und Auszug und Personenzahlen.',
    '- abrechnungen.json: die Ihnen zugestellten Abrechnungen (Jahr, Zeitraum, Saldo, Zustellungen);',
    '  die PDFs liegen unverändert in abrechnungen/.',
    '- briefe.json: die Ihnen gesendeten Briefe; die PDFs liegen unverändert in briefe/<Brief-ID>.pdf.',
    '- verbrauch.json: je Mietverhältnis die Zähler Ihrer Wohnung und deren Ablesungen in Ihrer Mietzeit,',
    '  außerdem die monatlichen Verbrauchsinformationen (§6a HeizkostenV).',
    '- belege.json: die Belege zu Ihren Abrechnungen, die Sie einsehen können (§259 BGB); die Dateien',
    '  liegen in belege/<Abrechnungs-ID>/<Rechnungs-ID>_<Dateiname>.',
    '- kontoumsaetze.json: die Zahlungen, die Ihren Mietverhältnissen zugeordnet sind.',
    '- protokoll.json: Einträge des Änderungsprotokolls, die unter Ihrer Anmeldung entstanden sind.',
    '',
  ].join('\r\n');
}

/** File names of the archives. */
export const customerExportFileName = (customerId: number, day: string) =>
  `Datenauskunft_Kunde_${customerId}_${day}.zip`;
export const tenantExportFileName = (day: string) => `Datenauskunft_Mieter_${day}.zip`;
