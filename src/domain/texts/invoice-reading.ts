/** Texts of reading an invoice file (e-invoice, PDF text, OCR) and the cost-type suggestion. */
export const invoiceReadingTexts = {
  xmlDoctype: (name: string) =>
    `Die XML-Datei „${name}“ enthält eine DOCTYPE-Deklaration. Solche Dateien werden aus Sicherheitsgründen nicht gelesen; eine E-Rechnung braucht keine.`,
  xmlHugeText: (name: string) =>
    `Die XML-Datei „${name}“ enthält einen übergroßen Textinhalt und wird nicht gelesen.`,
  xmlTooDeep: (name: string) => `Die XML-Datei „${name}“ ist zu tief verschachtelt und wird nicht gelesen.`,
  xmlMalformed: (name: string) => `Die XML-Datei „${name}“ ist fehlerhaft und kann nicht gelesen werden.`,
  xmlNotInvoice: (name: string) =>
    `Die XML-Datei „${name}“ ist keine E-Rechnung (XRechnung oder ZUGFeRD in der Syntax UBL oder CII).`,
  pdfBroken: (name: string) =>
    `Die PDF-Datei „${name}“ ist beschädigt oder keine PDF-Datei und kann nicht gelesen werden.`,
  pdfEncrypted: (name: string) =>
    `Die PDF-Datei „${name}“ ist mit einem Passwort geschützt und kann nicht gelesen werden.`,
  pdfNoText: (name: string) =>
    `Die PDF-Datei „${name}“ enthält keinen Text, vermutlich ist sie ein Scan. Gescannte PDF-Seiten kann der Server nicht lesen, weil ihm ein Programm fehlt, das PDF-Seiten in Bilder umwandelt. Bitte laden Sie die Seite als Foto oder Scan im Format JPEG oder PNG hoch oder tragen Sie die Werte selbst ein.`,
  pdfAttachmentUnreadable: (name: string, attachment: string) =>
    `Die in „${name}“ eingebettete E-Rechnung „${attachment}“ konnte nicht gelesen werden; die Werte stammen aus dem Text der PDF-Datei.`,
  imageUnreadable: (name: string) => `Das Bild „${name}“ ist beschädigt und kann nicht gelesen werden.`,
  ocrNoText: (name: string) => `Auf dem Bild „${name}“ wurde kein Text erkannt.`,
  timeout: (name: string, seconds: number) =>
    `Das Lesen der Datei „${name}“ dauerte länger als ${seconds} Sekunden und wurde abgebrochen.`,
  tooMuchMemory: (name: string) =>
    `Die Datei „${name}“ braucht zum Lesen zu viel Speicher und wurde nicht gelesen.`,
  readFailed: (name: string) => `Die Datei „${name}“ konnte nicht gelesen werden.`,

  eInvoiceIncomplete: (fields: string) => `Die E-Rechnung nennt nicht: ${fields}. Bitte ergänzen.`,
  textIncomplete: (fields: string) => `Nicht gefunden: ${fields}. Bitte ergänzen.`,
  textRead: 'Die Werte wurden nach Regeln aus dem Text der PDF-Datei gelesen. Bitte prüfen Sie jede Angabe.',
  ocrRead:
    'Die Werte wurden per Texterkennung (OCR) aus dem Bild gelesen. Bitte prüfen Sie jede Angabe mit dem Original.',
  ocrWithoutGerman:
    'Für die Texterkennung fehlen die deutschen Sprachdaten (Debian-Paket tesseract-ocr-deu); es wurden die englischen verwendet, Umlaute können fehlen.',
  totalsDisagree: 'Netto und Steuer ergeben nicht den Bruttobetrag. Bitte prüfen.',
  creditNote:
    'Gutschrift oder Rechnungskorrektur: Der Betrag wird als Minderung der Kosten vorgeschlagen. Bitte prüfen.',
  foreignCurrency: (code: string) =>
    `Die Rechnung lautet auf ${code}, nicht auf Euro. Bitte tragen Sie den Betrag in Euro ein.`,
  amountNotExact: (label: string) =>
    `${label} hat mehr als zwei Nachkommastellen und wurde nicht übernommen. Bitte ergänzen.`,

  fields: {
    seller_name: 'Rechnungssteller',
    invoice_number: 'Rechnungsnummer',
    issue_date: 'Rechnungsdatum',
    currency: 'Währung',
    net_cents: 'Nettobetrag',
    tax_cents: 'Steuerbetrag',
    gross_cents: 'Bruttobetrag',
    payable_cents: 'Zahlbetrag',
  },

  notAllocatable: {
    repair:
      'Reparatur oder Instandsetzung: Instandhaltungs- und Instandsetzungskosten sind keine Betriebskosten (BetrKV §1 Abs. 2 Nr. 2) und nicht umlagefähig.',
    administration:
      'Verwaltungskosten sind keine Betriebskosten (BetrKV §1 Abs. 2 Nr. 1) und nicht umlagefähig.',
    bankFees:
      'Kontoführungs- und Bankgebühren gehören zu den Verwaltungskosten (BetrKV §1 Abs. 2 Nr. 1) und sind nicht umlagefähig.',
  },
  noCategory: (costType: string, betrkv: string) =>
    `Die Rechnung passt zur Kostenart „${costType}“${betrkv}, die bei dieser Immobilie nicht angelegt ist.`,
  betrkvNo: (no: number) => ` (BetrKV §2 Nr. ${no})`,
  costTypes: {
    propertyTax: 'Grundsteuer',
    water: 'Wasserversorgung',
    sewage: 'Entwässerung',
    rainWater: 'Niederschlagswasser',
    heatingFuel: 'Brennstoff und Wärmelieferung',
    heatingMaintenance: 'Wartung der Heizungsanlage',
    metering: 'Verbrauchserfassung und Abrechnung (Messdienst)',
    lift: 'Aufzug',
    streetCleaning: 'Straßenreinigung',
    waste: 'Müllabfuhr',
    cleaning: 'Gebäudereinigung',
    garden: 'Gartenpflege',
    electricity: 'Allgemeinstrom',
    chimney: 'Schornsteinreinigung',
    liabilityInsurance: 'Haftpflichtversicherung',
    buildingInsurance: 'Gebäudeversicherung',
    caretaker: 'Hauswart',
    cable: 'Gemeinschaftsantenne und Breitbandkabel',
  },
} as const;
