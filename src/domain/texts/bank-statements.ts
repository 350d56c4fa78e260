/** Texts of reading a bank statement file (camt.052/053/054, MT940, CSV of German banks). */
export const bankStatementTexts = {
  empty: (name: string) => `Die Datei „${name}“ ist leer.`,
  notStatement: (name: string) =>
    `Die Datei „${name}“ ist kein Kontoauszug. Gelesen werden camt.052, camt.053 und camt.054 (Versionen 001.02 bis 001.08), MT940 und die CSV-Exporte deutscher Banken.`,
  xmlDoctype: (name: string) =>
    `Die XML-Datei „${name}“ enthält eine DOCTYPE-Deklaration. Solche Dateien werden aus Sicherheitsgründen nicht gelesen; ein camt-Kontoauszug braucht keine.`,
  xmlHugeText: (name: string) =>
    `Die XML-Datei „${name}“ enthält einen übergroßen Textinhalt und wird nicht gelesen.`,
  xmlTooDeep: (name: string) => `Die XML-Datei „${name}“ ist zu tief verschachtelt und wird nicht gelesen.`,
  xmlMalformed: (name: string) => `Die XML-Datei „${name}“ ist fehlerhaft und kann nicht gelesen werden.`,
  camtVersion: (name: string, version: string) =>
    `Der camt-Kontoauszug „${name}“ hat die Version ${version}; gelesen werden die Versionen 001.02 bis 001.08.`,
  camtNoStatement: (name: string) =>
    `Die Datei „${name}“ enthält keinen Kontoauszug (Stmt, Rpt oder Ntfctn).`,
  mt940Broken: (name: string) =>
    `Die MT940-Datei „${name}“ ist fehlerhaft (fehlende Pflichtfelder oder Salden, die nicht zu den Umsätzen passen) und kann nicht gelesen werden.`,
  csvBroken: (name: string) => `Die CSV-Datei „${name}“ ist fehlerhaft und kann nicht gelesen werden.`,
  csvUnknownLayout: (name: string, missing: string) =>
    `Die Spalten der CSV-Datei „${name}“ sind unbekannt. Es fehlen: ${missing}. Erwartet wird eine Kopfzeile mit Buchungstag, Betrag, Verwendungszweck, Name des Zahlungspflichtigen und IBAN.`,
  badAmount: (name: string, line: number) =>
    `In „${name}“ ist der Betrag der Buchung Nr. ${line} kein gültiger Betrag in Euro und Cent.`,
  badDate: (name: string, line: number) =>
    `In „${name}“ ist das Buchungsdatum der Buchung Nr. ${line} kein gültiges Datum.`,
  timeout: (name: string, seconds: number) =>
    `Das Lesen des Kontoauszugs „${name}“ dauerte länger als ${seconds} Sekunden und wurde abgebrochen.`,
  tooMuchMemory: (name: string) =>
    `Der Kontoauszug „${name}“ braucht zum Lesen zu viel Speicher und wurde nicht gelesen.`,
  readFailed: (name: string) => `Der Kontoauszug „${name}“ konnte nicht gelesen werden.`,
  /** Importing a file into a property's payments. */
  noPropertyAccount:
    'Bitte zuerst das Empfängerkonto der Liegenschaft (IBAN und Kontoinhaber) eintragen; Kontoauszüge werden nur für dieses Konto eingelesen.',
  accountMismatch: (fileIban: string, propertyIban: string) =>
    `Der Kontoauszug gehört zum Konto ${fileIban}, die Liegenschaft hat das Konto ${propertyIban}. Es wurde nichts gespeichert.`,
  noFile:
    'Bitte einen Kontoauszug senden: als multipart/form-data im Feld „file“ oder als Datei im Anfragekörper.',
  oneFile: 'Bitte genau einen Kontoauszug je Anfrage senden (Feld „file“).',
  fileTooLarge: (name: string, maxMb: number) =>
    `Der Kontoauszug „${name}“ ist größer als ${maxMb} MB und wurde nicht angenommen.`,
  uploadsBusy: (seconds: number) =>
    `Es wird bereits ein Kontoauszug dieser Anmeldung eingelesen. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
  /** The name of a file sent as the request body, which has none of its own. */
  unnamedFile: 'Kontoauszug',
  /** Names of the CSV columns a layout needs, as the unknown-layout message lists them. */
  csvColumns: {
    bookingDate: 'Buchungstag',
    amount: 'Betrag',
    text: 'Verwendungszweck',
    name: 'Name (Zahlungspflichtiger/Auftraggeber)',
    iban: 'IBAN',
  },
};
