import { formatDecimalDe } from '../decimal.ts';

/**
 * What is wrong with one input field, as a phrase without the field: the error handler puts
 * "Ungültige Eingabe im Feld „name“:" in front, as it does for zod's own messages, so every
 * answer says which field to fix.
 */
export const inputTexts = {
  notText: 'muss ein Text sein',
  controlCharacters: 'enthält unzulässige Steuerzeichen',
  tooLong: (max: number) => `darf höchstens ${formatDecimalDe(max, 0)} Zeichen lang sein`,
  idInvalid: 'muss eine ganze Zahl von 1 bis 2.147.483.647 sein',
  notNumber: 'muss eine Zahl sein',
  tooLarge: (max: number) => `darf höchstens ${formatDecimalDe(max, 0)} betragen`,
} as const;

/** Whole-request problems found before any field is read. */
export const requestTexts = {
  hardInvalid: 'Ungültiger Wert für hard (1 oder true).',
  invalidJson: 'Ungültiger JSON-Inhalt.',
  unsupportedMediaType: 'Nicht unterstützter Inhaltstyp.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  badUrl: 'Ungültige Adresse.',
  malformedRequest: 'Ungültige Anfrage.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu groß.',
  timeout: 'Die Anfrage kam nicht rechtzeitig vollständig an.',
  urlTooLong: 'Die Adresse ist zu lang.',
  /** The database refused a value; validation should have caught it first (logged as an error). */
  databaseRejected: 'Die Eingabe enthält Werte, die nicht gespeichert werden können.',
  conflict: 'Die Änderung widerspricht vorhandenen Daten.',
} as const;

/** Answers of a server at capacity (503, with the wait in `Retry-After`). */
export const capacityTexts = {
  largeRequestsOfUser: (max: number, seconds: number) =>
    `Sie haben bereits ${max} große Anfragen (über 1 MiB) in Bearbeitung. Bitte warten Sie, bis eine ` +
    `davon beantwortet ist, und versuchen Sie es in ${seconds} Sekunden erneut.`,
  largeRequests: (seconds: number) =>
    `Der Server bearbeitet gerade zu viele große Anfragen. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
  workersBusy: (seconds: number) =>
    `Der Server ist mit Berechnungen ausgelastet. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
} as const;
