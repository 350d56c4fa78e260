/**
 * What the gateway connection, the sync button and the reading import tell people. The meter's
 * `last_gateway_status` holds one of these sentences, so screens show them as they are.
 */
export const gatewayTexts = {
  syncOk: 'Synchronisierung erfolgreich',
  notConfigured: 'Kein Gateway konfiguriert',
  unreachable: 'Gateway nicht erreichbar',
  noData: 'Keine Daten vom Gateway',
  unitMismatch: (sent: string, meter: string) =>
    `Einheit passt nicht zum Zähler (gesendet: ${sent}, Zähler: ${meter}); kein Zählerstand gespeichert.`,
  unknownUnit: (sent: string) => `Einheit „${sent}“ ist unbekannt; kein Zählerstand gespeichert.`,
  notJson: 'Nachricht des Gateways ist kein gültiges JSON; kein Zählerstand gespeichert.',
  noValue: 'Nachricht des Gateways enthält keinen Zählerstand; kein Zählerstand gespeichert.',
  valueInvalid: 'Zählerstand des Gateways ist ungültig oder zu groß; kein Zählerstand gespeichert.',
  timestampInvalid: 'Zeitstempel des Gateways ist ungültig; kein Zählerstand gespeichert.',
  suspectedExchange: (date: string) =>
    `Zählerstand vom ${date} ist niedriger als zuvor: möglicher Zählerwechsel oder Überlauf, bitte prüfen.`,
  flagged: (date: string) =>
    `Zählerstand vom ${date} weicht stark vom bisherigen Verbrauch ab und ist zur Prüfung markiert.`,
  telegramRejected: (reason: string) => `Funktelegramm nicht gespeichert: ${reason}`,
  telegramInvalid: 'Funktelegramm ist kein gültiger Hex-Text.',
  telegramNoTotal: 'Funktelegramm enthält keinen aktuellen Zählerstand (m³, kWh oder Einheiten).',
  aesKeyInvalid: 'Der AES-Schlüssel muss aus genau 32 Hexadezimalzeichen (0–9, A–F) bestehen.',
  aesKeyNoSecret:
    'AES-Schlüssel können nicht gespeichert werden: Der Server hat keinen Schlüssel dafür (METER_KEY_SECRET).',
} as const;

/** The reading import (CSV of a metering service): reasons per row and the screens' words. */
export const readingImportTexts = {
  dryRunInvalid: 'Nur Vorschau: bitte 1 (ja) oder 0 (nein) angeben.',
  meterAmbiguous: 'Die Zählernummer ist in dieser Liegenschaft mehrfach vergeben.',
  contentType: 'Bitte die Zählerstände als CSV-Datei (text/csv) senden.',
  empty: 'Die Datei enthält keine Zählerstände.',
  tooManyRows: (max: number) => `Die Datei enthält mehr als ${max} Zeilen; bitte aufteilen.`,
  columns: 'Erwartet werden drei Spalten: Zählernummer;Datum;Wert.',
  meterMissing: 'Zählernummer fehlt.',
  meterUnknown: 'Kein Zähler mit dieser Nummer in dieser Liegenschaft.',
  dateInvalid: 'Ungültiges Datum (TT.MM.JJJJ).',
  valueInvalid: 'Ungültiger Wert (z. B. 1234,567; höchstens 3 Nachkommastellen werden gerundet).',
  valueTooLarge: 'Der Wert muss kleiner als 10.000.000 sein.',
  duplicateInFile: (line: number) => `Doppelt in der Datei (wie Zeile ${line}).`,
  alreadyStored: 'Für diesen Tag ist bereits ein Zählerstand gespeichert.',
  rowRejected: (line: number, meterNumber: string, reason: string) =>
    `Zeile ${line}${meterNumber ? ` (Zähler ${meterNumber})` : ''}: ${reason}`,
  // Screens
  title: 'Zählerstände importieren (CSV)',
  hint: 'CSV-Datei des Messdienstes: Zählernummer;Datum;Wert, Datum TT.MM.JJJJ, Dezimalkomma. Erst Vorschau, dann Importieren.',
  fileLabel: 'CSV-Datei',
  preview: 'Vorschau',
  import: 'Importieren',
  columnLine: 'Zeile',
  columnMeter: 'Zählernummer',
  columnDate: 'Datum',
  columnValue: 'Wert',
  columnResult: 'Ergebnis',
  accepted: 'wird übernommen',
  stored: 'gespeichert',
  exchangeNote: 'niedriger als zuvor (Zählerwechsel?)',
  summary: (accepted: number, rejected: number) => `${accepted} Zeilen übernehmbar, ${rejected} abgelehnt.`,
  done: (stored: number) => `${stored} Zählerstände gespeichert.`,
  nothingToImport: 'Keine übernehmbaren Zeilen.',
} as const;
