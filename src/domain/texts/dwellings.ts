import { tenantTexts } from './tenants.ts';
/**
 * Dwellings (Wohnungen, Nutzeinheiten) of a property: the API's answers and the "Wohnungen" table
 * of the landlord's and the admin's property views.
 */
export const dwellingTexts = {
  notFound: 'Wohnung nicht gefunden',
  labelRequired: 'Bitte eine Bezeichnung der Wohnung angeben, z. B. „2. OG rechts“.',
  labelTooLong: 'Die Bezeichnung darf höchstens 100 Zeichen lang sein.',
  labelTaken: (label: string) =>
    `Die Bezeichnung „${label}“ gibt es in dieser Liegenschaft schon. Bitte eine andere wählen.`,
  labelTwice: (label: string, rows: readonly number[]) =>
    `Die Bezeichnung „${label}“ steht mehrfach in den eingefügten Zeilen (Zeilen ${rows.join(', ')}).`,
  hotWaterInvalid: 'Bitte bei Warmwasser ja oder nein angeben.',
  volumeInvalid: 'Bitte einen gültigen Rauminhalt in m³ angeben, höchstens 3 Nachkommastellen.',
  volumeNegative: 'Der Rauminhalt darf nicht negativ sein.',
  personsInvalid: tenantTexts.personsCountInvalid,
  sortIndexInvalid: 'Bitte eine ganze Zahl ab 0 für die Reihenfolge angeben.',
  inUse: (label: string, tenancies: number, meters: number) =>
    `Die Wohnung „${label}“ kann nicht gelöscht werden: ihr sind noch ${tenancies} Mietverhältnis(se) und ${meters} Zähler zugeordnet.`,
  rowsRequired: 'Bitte mindestens eine Zeile angeben.',
  tooManyRows: (max: number) => `Bitte höchstens ${max} Zeilen auf einmal einfügen.`,
  /** A refused cell of the pasted rows: the row as people count it, the column and what is wrong. */
  rowInvalid: (row: number, column: string, problem: string) => `Zeile ${row}, ${column}: ${problem}`,
  columns: {
    label: 'Bezeichnung',
    area: 'Wohnfläche (m²)',
    persons: 'Personen',
    mea: 'MEA',
    volume: 'Umbauter Raum (m³)',
    heatedArea: 'Beheizte Fläche (m²)',
    heatedVolume: 'Beheizter Raum (m³)',
    hotWater: 'Warmwasser',
    actions: 'Aktionen',
  },
  heading: 'Wohnungen',
  intro:
    'Jede Wohnung mit Fläche, üblicher Personenzahl (Vorgabe für neue Mietverhältnisse) und Miteigentumsanteil. Änderungen werden beim Verlassen eines Feldes gespeichert.',
  /** Why the heating columns are there, with the paragraphs that decide. */
  heatingHint:
    'Umbauter Raum, beheizte Fläche und beheizter Raum werden nur gebraucht, wenn die Festkosten der Heizung ' +
    'danach verteilt werden (Einstellung „Maßstab der Festkosten“, §7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV). ' +
    'Warmwasser: Die Wohnung wird von der zentralen Anlage mit Warmwasser versorgt; ohne Haken (z. B. Laden oder ' +
    'eigener Boiler) trägt sie keine Warmwasserkosten (§8 Abs. 1, §9 Abs. 2 S. 4 HeizkostenV).',
  loading: 'Wohnungen werden geladen …',
  loadFailed: 'Die Wohnungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  empty: 'Noch keine Wohnungen erfasst.',
  add: 'Wohnung hinzufügen',
  newLabel: 'Bezeichnung der neuen Wohnung',
  create: 'Anlegen',
  paste: 'Aus Tabelle einfügen',
  pasteTitle: 'Wohnungen aus einer Tabelle einfügen',
  pasteHelp:
    'Zeilen aus Excel oder LibreOffice kopieren und hier einfügen: je Zeile Bezeichnung, Wohnfläche (m²) und Personen, durch Tabulator getrennt. Dezimalkomma ist erlaubt, z. B. „65,4“.',
  pasteField: 'Zeilen (Bezeichnung, m², Personen)',
  pastePreview: (count: number) => (count === 1 ? '1 Zeile erkannt.' : `${count} Zeilen erkannt.`),
  pasteSubmit: 'Wohnungen anlegen',
  pasteDone: (count: number) => (count === 1 ? '1 Wohnung angelegt.' : `${count} Wohnungen angelegt.`),
  cancel: 'Abbrechen',
  closeMessage: 'Hinweis schließen',
  saved: 'Gespeichert.',
  saveFailed: 'Speichern fehlgeschlagen.',
  delete: (label: string) => `Wohnung „${label}“ löschen`,
  deleteTitle: 'Wohnung löschen',
  deleteQuestion: (label: string) => `Möchten Sie die Wohnung „${label}“ wirklich löschen?`,
  deleteConfirm: 'Löschen',
  deleted: 'Wohnung gelöscht.',
  cellLabel: (column: string, label: string) => `${column} von ${label}`,
  hotWaterLabel: (label: string) => `Warmwasser für ${label}`,
} as const;
