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
} as const;
