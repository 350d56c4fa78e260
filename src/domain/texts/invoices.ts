import { formatMoneyDe } from '../money.ts';

/** Messages of the invoice inbox's API (upload, list, corrections, approval, receipts). */
export const invoiceTexts = {
  notFound: 'Rechnung nicht gefunden.',
  statusInvalid: 'Ungültiger Status: erlaubt sind read, needs_review, unreadable, approved und rejected.',
  yearInvalid: 'Ungültiges Abrechnungsjahr: bitte ein Jahr von 2000 bis 2100 angeben.',
  amountInvalid: 'Ungültiger Betrag: bitte einen ganzzahligen Betrag in Cent angeben.',
  dateInvalid: 'Ungültiges Datum: bitte im Format JJJJ-MM-TT angeben.',
  currencyInvalid: 'Ungültige Währung: bitte einen dreistelligen Währungscode wie EUR angeben.',
  textTooLong: (label: string, max: number) => `${label} darf höchstens ${max} Zeichen lang sein.`,
  reasonRequired: 'Bitte geben Sie einen Grund für die Ablehnung an.',
  categoryRequired: 'Bitte wählen Sie eine Kostenart.',
  nothingToSave: 'Bitte mindestens eine Angabe der Rechnung zum Ändern angeben.',
  categoryNotFound: 'Diese Kostenart gehört nicht zu der Liegenschaft der Rechnung.',
  typeNotAccepted: (fileName: string) =>
    `Die Datei „${fileName}“ hat kein angenommenes Format: bitte PDF, XML (XRechnung, ZUGFeRD), JPEG oder PNG senden.`,
  fileTooLarge: (fileName: string, maxMiB: number) =>
    `Die Datei „${fileName}“ ist größer als ${maxMiB} MB und wurde nicht angenommen.`,
  requestTooLarge: (maxMiB: number) =>
    `Zu viele Daten in einer Sendung: höchstens ${maxMiB} MB auf einmal, bitte in mehreren Schritten hochladen.`,
  tooManyFiles: (max: number) =>
    `Höchstens ${max} Dateien auf einmal, bitte in mehreren Schritten hochladen.`,
  noFile: 'Bitte wählen Sie mindestens eine Datei (Feld „file“).',
  notMultipart: 'Bitte senden Sie die Dateien als multipart/form-data im Feld „file“.',
  uploadsBusy: (seconds: number) =>
    `Es laufen bereits Uploads dieser Anmeldung. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
  kindMismatch: (fileName: string) =>
    `Die Datei „${fileName}“ ist nicht, was ihr Name oder Typ angibt; sie wurde gespeichert, aber nicht gelesen.`,
  duplicateFile: (id: number) => `Dieselbe Datei liegt bereits als Rechnung Nr. ${id} vor.`,
  duplicateNumber: (id: number) =>
    `Eine Rechnung desselben Rechnungsstellers mit derselben Rechnungsnummer liegt bereits als Nr. ${id} vor.`,
  notEditable: 'Über diese Rechnung ist bereits entschieden; sie kann nicht mehr geändert werden.',
  alreadyApproved: 'Diese Rechnung ist bereits übernommen und kann nicht erneut übernommen werden.',
  alreadyRejected: 'Diese Rechnung ist abgelehnt und kann nicht übernommen werden.',
  duplicateNotApproved: (id: number) =>
    `Diese Rechnung ist ein Duplikat von Rechnung Nr. ${id} und kann nicht übernommen werden. Bitte lehnen Sie sie ab oder löschen Sie sie.`,
  yearFinalized: (year: number) =>
    `Die Abrechnung ${year} ist bereits abgeschlossen; in dieses Jahr kann keine Rechnung mehr übernommen werden.`,
  creditWithoutLine: (category: string, cents: number) =>
    `Eine Gutschrift mindert die Kosten, die sie korrigiert: im Entwurf dieses Jahres gibt es aber keine Kostenposition „${category}“ mit mindestens ${formatMoneyDe(cents)}. Bitte übernehmen Sie zuerst die Rechnung, die sie mindert.`,
  draftFull: (max: number) =>
    `Der Entwurf hat bereits ${max} Kostenpositionen; es kann keine weitere hinzukommen.`,
  draftChanged: 'Der Entwurf wurde gerade geändert. Bitte versuchen Sie es erneut.',
  deleteApproved: 'Eine übernommene Rechnung ist Beleg einer Kostenposition und kann nicht gelöscht werden.',
  costLineName: (category: string, reference: string) => `${category} (${reference})`,
  invoiceReference: (id: number) => `Beleg Nr. ${id}`,
  receiptNotFound: 'Beleg nicht gefunden.',
} as const;
