import { formatNumberDe } from '../decimal.ts';
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
  // Bounds of what the broker delivers, and what a meter with an AES key refuses
  messageTooLarge: (kb: number) =>
    `Nachricht des Gateways ist größer als ${kb} kB und wurde ungelesen verworfen.`,
  digitsTooLong: (max: number) =>
    `Nachricht des Gateways enthält eine Ziffernfolge mit mehr als ${max} Ziffern und wurde ungelesen verworfen.`,
  droppedCount: (reason: string, count: number) =>
    `${reason} Verworfene Nachrichten bisher: ${formatNumberDe(count, 0)}.`,
  plainRefused:
    'Zähler mit AES-Schlüssel nimmt keine unverschlüsselten Nachrichten (JSON) an; kein Zählerstand gespeichert.',
  telegramNotEncrypted:
    'Zähler mit AES-Schlüssel nimmt nur verschlüsselte Funktelegramme an (Sicherheitsmodus 5 mit mindestens einem verschlüsselten Block)',
  telegramReplayed:
    'Funktelegramm ist nicht neuer als das zuletzt angenommene (Zugriffsnummer oder Uhrzeit des Zählers) und wird als Wiederholung abgelehnt',
  gatewayNameInvalid: (label: string) =>
    `${label} darf höchstens 64 Zeichen lang sein und nur Buchstaben (A–Z, a–z), Ziffern, Punkt, Unterstrich und Bindestrich enthalten.`,
  storedNameInvalid:
    'Gateway-ID oder Gateway-Kanal des Zählers enthält unzulässige Zeichen; bitte korrigieren (Buchstaben, Ziffern, Punkt, Unterstrich, Bindestrich).',
  aesKeyInvalid: 'Der AES-Schlüssel muss aus genau 32 Hexadezimalzeichen (0–9, A–F) bestehen.',
  aesKeyNoSecret:
    'AES-Schlüssel können nicht gespeichert werden: Der Server hat keinen Schlüssel dafür (METER_KEY_SECRET).',
} as const;

/**
 * Why the wireless M-Bus decoder refused a telegram (EN 13757-3/-4/-7, OMS Vol.2): `telegramRejected`
 * above puts the reason into the meter's gateway status. Hex bytes come formatted ("0x7A") as the
 * standards print them.
 */
export const wmbusTexts = {
  notHex: 'Telegramm ist keine gültige Hexadezimalzeichenfolge',
  tooShort: (length: number, min: number) => `Telegramm zu kurz: ${length} Bytes, mindestens ${min} nötig`,
  shorterThanLField: (expected: number, length: number) =>
    `Telegramm zu kurz: laut L-Feld ${expected} Bytes, empfangen ${length}`,
  longerThanLField: (length: number, expected: number) =>
    `Telegramm länger als im L-Feld angegeben (${length} statt ${expected} Bytes; mit CRCs weitergeleitet?)`,
  ciMissingAfterEll: 'Telegramm zu kurz: nach der erweiterten Sicherungsschicht fehlt das CI-Feld',
  transportHeaderIncomplete: (long: boolean, ci: string) =>
    `Telegramm zu kurz: der ${long ? 'lange' : 'kurze'} Transport-Header (CI ${ci}) ist unvollständig`,
  encryptedEllUnsupported:
    'Erweiterte Sicherungsschicht mit Verschlüsselung (CI 0x8D, AES-CTR) wird nicht unterstützt',
  ciUnsupported: (ci: string) => `CI-Feld ${ci} wird nicht unterstützt (unterstützt: 0x72, 0x78, 0x7A, 0x8C)`,
  securityModeUnsupported: (mode: number) =>
    `Sicherheitsmodus ${mode} wird nicht unterstützt (unterstützt: 0 unverschlüsselt, 5 AES-128-CBC)`,
  keyMissing:
    'Telegramm ist verschlüsselt (Sicherheitsmodus 5), für den Zähler ist aber kein AES-Schlüssel hinterlegt',
  keyInvalid: 'AES-Schlüssel muss aus 32 Hexadezimalzeichen bestehen',
  decryptionUnavailable: 'Entschlüsselung ist hier nicht verfügbar',
  tooShortForBlocks: (blocks: number) =>
    `Telegramm zu kurz für die ${blocks} verschlüsselten Blöcke laut Konfigurationswort`,
  decryptionFailed: 'Entschlüsselung fehlgeschlagen: falscher Schlüssel oder beschädigtes Telegramm',
  recordTruncated: (start: number) => `Datensatz ab Byte ${start} der Anwendungsdaten ist abgeschnitten`,
  unknownDif: (dif: string, start: number) => `Unbekanntes DIF ${dif} an Byte ${start} der Anwendungsdaten`,
  tooManyDife: (start: number) => `Zu viele DIFE an Byte ${start} der Anwendungsdaten`,
  tooManyVife: (start: number) => `Zu viele VIFE an Byte ${start} der Anwendungsdaten`,
  unknownLvar: (lvar: string, start: number) =>
    `Unbekannte Längenangabe LVAR ${lvar} an Byte ${start} der Anwendungsdaten`,
  noCurrentTotal: (unit: string) => `Telegramm enthält keinen aktuellen Zählerstand in ${unit}`,
  /** The device types of EN 13757-3 by their code. */
  deviceTypes: {
    0x00: 'Sonstiges Gerät',
    0x01: 'Ölzähler',
    0x02: 'Stromzähler',
    0x03: 'Gaszähler',
    0x04: 'Wärmezähler',
    0x05: 'Dampfzähler',
    0x06: 'Warmwasserzähler',
    0x07: 'Wasserzähler',
    0x08: 'Heizkostenverteiler',
    0x09: 'Druckluftzähler',
    0x0a: 'Kältezähler (Rücklauf)',
    0x0b: 'Kältezähler (Vorlauf)',
    0x0c: 'Wärmezähler (Vorlauf)',
    0x0d: 'Wärme-/Kältezähler',
    0x0e: 'Bus-/Systemkomponente',
    0x0f: 'Unbekanntes Medium',
    0x15: 'Heißwasserzähler',
    0x16: 'Kaltwasserzähler',
    0x17: 'Warm-/Kaltwasserzähler',
    0x18: 'Druckmesser',
    0x19: 'A/D-Wandler',
    0x1a: 'Rauchwarnmelder',
    0x1b: 'Raumsensor',
    0x1c: 'Gaswarnmelder',
    0x25: 'Anzeigegerät',
    0x28: 'Abwasserzähler',
    0x31: 'Datensammler (MUC)',
    0x32: 'Repeater (unidirektional)',
    0x33: 'Repeater (bidirektional)',
    0x36: 'Funkkonverter (Systemseite)',
    0x37: 'Funkkonverter (Zählerseite)',
  } as Readonly<Record<number, string>>,
  unknownDeviceType: (code: string) => `Gerätetyp ${code}`,
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
