import { formatDateDe } from '../dates.ts';

/** The readings table of a property and year: the API's messages and the screen's texts. */
export const readingsTableTexts = {
  columns: { start: 'Anfangsstand', end: 'Endstand', interim: 'Zwischenstand' },
  building: 'Gebäude',
  cell: (meterNumber: string, column: string, reason: string) =>
    `Zähler ${meterNumber}, ${column}: ${reason}`,
  dateNotInTable: (date: string, year: number) =>
    `Der Stichtag ${formatDateDe(date)} gehört nicht zur Ablesetabelle ${year}; bitte die Tabelle neu laden.`,
  dateInvalid: 'Bitte ein Datum im Format JJJJ-MM-TT angeben.',
  valueInvalid: 'Bitte eine Zahl angeben, z. B. 1234,567.',
  gatewayMeasured:
    'Der Stand wurde vom Gateway gemessen; Gateway-Zähler liefern ihre Stände selbst und werden hier nicht geändert.',
  meterNotInProperty: (meterId: number) => `Der Zähler ${meterId} gehört nicht zu dieser Liegenschaft.`,
  meterTwice: (meterNumber: string) => `Der Zähler ${meterNumber} steht mehrfach in der Tabelle.`,
  tooManyRows: (max: number) => `Höchstens ${max} Zeilen auf einmal speichern.`,
  tooManyInterim: (max: number) => `Höchstens ${max} Zwischenstände je Zähler.`,
  dwellingUnknown: 'Die Wohnung gehört nicht zu dieser Liegenschaft.',
  dwellingAndTenant: 'Der Mieter wohnt nicht in der gewählten Wohnung.',
  /** The screen. */
  title: 'Ablesetabelle',
  intro:
    'Zählerstände eines Jahres auf einen Blick: Anfangsstand am Vortag des Zeitraums, Endstand an seinem letzten Tag und bei jedem Mieterwechsel der Zwischenstand am letzten Tag des alten Mietverhältnisses. Werte eintippen oder eine Spalte aus einer Tabellenkalkulation einfügen; leere Felder bleiben ungespeichert.',
  property: 'Liegenschaft',
  year: 'Jahr',
  headers: {
    dwelling: 'Wohnung',
    number: 'Zähler-Nr.',
    type: 'Art',
    unit: 'Einheit',
    start: (date: string) => `Anfangsstand ${formatDateDe(date)}`,
    interim: 'Zwischenstände',
    end: (date: string) => `Endstand ${formatDateDe(date)}`,
    consumption: 'Verbrauch',
  },
  cellLabel: (meterNumber: string, column: string, date: string) =>
    `${column} ${formatDateDe(date)}, Zähler ${meterNumber}`,
  missing: 'fehlt',
  endBelowStart: 'Endstand unter Anfangsstand',
  interimOutside: 'Zwischenstand außerhalb von Anfangs- und Endstand',
  notANumber: 'keine Zahl',
  gatewayHint: 'Gateway-Zähler: Stände kommen vom Gateway.',
  save: 'Speichern',
  saved: 'Zählerstände gespeichert.',
  /** The next step of a year's statement once the readings are in. */
  toCosts: 'Weiter zu den Kosten',
  unsaved: 'Ungespeicherte Änderungen',
  loading: 'Ablesetabelle wird geladen …',
  loadError: 'Die Ablesetabelle konnte nicht geladen werden.',
  empty: 'Diese Liegenschaft hat noch keine Zähler. Legen Sie unten den ersten an.',
  noProperty: 'Bitte eine Liegenschaft wählen.',
  template: 'CSV-Vorlage herunterladen',
  templateFile: (year: number) => `zaehlerstaende-${year}.csv`,
  pasteHint: 'Tipp: Eine Spalte aus Excel oder LibreOffice in ein Feld einfügen füllt die Felder darunter.',
  /** The way to the table from the property views. */
  tile: {
    title: 'Ablesetabelle',
    description: 'Zählerstände eines Jahres für alle Zähler eintragen oder einfügen, Zähler anlegen.',
  },
  openTable: 'Ablesetabelle öffnen',
  back: 'Zurück zur Liegenschaft',
  newMeter: {
    title: 'Zähler anlegen',
    type: 'Zählerart',
    number: 'Zählernummer',
    unit: 'Einheit',
    place: 'Wohnung oder Gebäude',
    assignment: 'Zuweisung (Gebäude)',
    source: 'Quelle',
    manual: 'Manuell',
    gateway: 'Gateway',
    submit: 'Zähler anlegen',
    created: (number: string) => `Zähler ${number} angelegt.`,
    hotWater: 'Warmwasserzähler',
    hotWaterHelp: 'Misst das Warmwasser der Wohnung; die Warmwasserkosten werden danach verteilt.',
  },
  /** A row's meter changed or deleted from the table (landlord and admin). */
  actions: 'Aktionen',
  /** The dialogs' corner close button (named for screen readers; no button in them says the same). */
  editMeter: {
    action: (number: string) => `Zähler ${number} bearbeiten`,
    title: (number: string) => `Zähler ${number} bearbeiten`,
    loading: 'Zähler wird geladen …',
    gatewayNote:
      'Gateway-Zähler: Gateway, Kanal und Schlüssel bleiben, wie sie sind, und die Stände kommen weiter vom Gateway.',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: (number: string) => `Zähler ${number} gespeichert.`,
  },
  deleteMeter: {
    action: (number: string) => `Zähler ${number} löschen`,
    title: 'Zähler löschen',
    message: (number: string) =>
      `Zähler ${number} mit allen seinen Zählerständen löschen? Das lässt sich nicht rückgängig machen.`,
    confirm: 'Zähler löschen',
    cancel: 'Abbrechen',
    deleted: (number: string) => `Zähler ${number} gelöscht.`,
    failed: 'Der Zähler konnte nicht gelöscht werden.',
  },
} as const;
