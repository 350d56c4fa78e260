/**
 * Texts of the landlord's payments screen (Zahlungen: the receiving account, bank statement
 * uploads, advances due and received per tenant and month, unmatched credits, the advance basis,
 * refund file and reminders) and of the tenants' IBAN field.
 */
export const paymentsScreenTexts = {
  title: 'Zahlungen',
  description:
    'Kontoauszüge hochladen und sehen, welcher Mieter welche Vorauszahlung gezahlt hat: fällig, eingegangen, Rückstände.',
  back: 'Zurück zur Liegenschaft',
  loading: 'Zahlungen werden geladen …',
  loadError: 'Die Zahlungen konnten nicht geladen werden.',
  tile: {
    title: 'Zahlungen',
    description: 'Kontoauszüge hochladen, Zahlungseingänge der Mieter prüfen, Rückstände sehen.',
  },
  employeeAction: 'Zahlungen',
  property: 'Liegenschaft',
  propertyPlaceholder: 'Liegenschaft wählen',
  noProperties: 'Sie haben noch keine Liegenschaft angelegt.',
  noProperty: 'Bitte wählen Sie eine Liegenschaft.',
  year: 'Jahr',

  account: {
    heading: 'Empfängerkonto der Liegenschaft',
    text: 'Auf dieses Konto zahlen die Mieter ihre Vorauszahlungen. Kontoauszüge anderer Konten werden nicht übernommen.',
    iban: 'IBAN',
    bic: 'BIC (optional)',
    holder: 'Kontoinhaber',
    save: 'Konto speichern',
    saved: 'Empfängerkonto gespeichert.',
    missing:
      'Noch kein Empfängerkonto hinterlegt. Bitte zuerst das Konto angeben, auf das die Mieter zahlen.',
    ibanRequired: 'Bitte die IBAN des Empfängerkontos angeben.',
    holderRequired: 'Bitte den Kontoinhaber des Empfängerkontos angeben.',
  },

  upload: {
    heading: 'Kontoauszüge hochladen',
    drop: 'Kontoauszug hierher ziehen oder auswählen',
    hint: 'camt.053, camt.052, camt.054 (XML), MT940 (.sta, .mt940, .txt) oder CSV-Export Ihrer Bank, bis 20 MB je Datei.',
    pick: 'Dateien auswählen',
    sending: (fileName: string) => `${fileName}: wird gelesen …`,
    result: (
      fileName: string,
      r: { transactions: number; new: number; duplicates: number; matched: number; unmatched: number },
    ) =>
      `${fileName}: ${r.transactions} Buchungen gelesen, ${r.new} neu, ${r.duplicates} bereits vorhanden, ` +
      `${r.matched} zugeordnet, ${r.unmatched} offen`,
    failed: (fileName: string, message: string) => `${fileName}: ${message}`,
    tooLarge: (fileName: string) => `${fileName} ist größer als 20 MB und wurde nicht hochgeladen.`,
    wrongType: (fileName: string) =>
      `${fileName} wurde nicht hochgeladen: erlaubt sind Kontoauszüge als XML, STA, MT940, TXT oder CSV.`,
    clear: 'Liste der Uploads leeren',
    needsAccount: 'Kontoauszüge lassen sich hochladen, sobald das Empfängerkonto gespeichert ist.',
  },

  empty:
    'Noch keine Kontoauszüge importiert. Laden Sie die Kontoauszüge des Jahres hoch (camt.053 aus dem ' +
    'Online-Banking, MT940 oder den CSV-Export Ihrer Bank): Zahlungseingänge werden den Mietern über ' +
    'IBAN oder Name und Betrag zugeordnet.',

  overview: {
    heading: (year: number) => `Vorauszahlungen ${year}`,
    caption: (year: number) => `Fällige und eingegangene Vorauszahlungen ${year} je Mieter`,
    noTenants: 'In diesem Jahr hat die Liegenschaft keine Mieter.',
    columns: {
      tenant: 'Mieter',
      due: 'Fällig',
      received: 'Eingegangen',
      difference: 'Differenz',
      status: 'Status',
      months: 'Monate',
    },
    total: 'Summe',
    arrears: 'Rückstand',
    overpaid: 'Überzahlt',
    settled: 'Ausgeglichen',
    showMonths: (name: string) => `Monate von ${name} zeigen`,
    hideMonths: (name: string) => `Monate von ${name} ausblenden`,
    monthsButton: 'Monate',
    monthsCaption: (name: string, year: number) => `Vorauszahlungen von ${name} je Monat ${year}`,
    month: 'Monat',
    unknownTenant: (id: number) => `Mieter ${id}`,
    since: (date: string) => `seit ${date}`,
    until: (date: string) => `bis ${date}`,
    period: (from: string, to: string) => `${from} – ${to}`,
    noIban: 'keine IBAN hinterlegt',
    reminder: 'Zahlungserinnerung',
    reminderLabel: (name: string) => `Zahlungserinnerung für ${name} (PDF) herunterladen`,
    reminderFile: (year: number, tenantId: number) => `Zahlungserinnerung-${year}-${tenantId}.pdf`,
  },

  chart: {
    heading: 'Fällig und eingegangen je Monat',
    due: 'Fällig',
    received: 'Eingegangen',
    summary: (year: number, due: string, received: string, months: string) =>
      `Balkendiagramm der Vorauszahlungen ${year} aller Mieter: fällig ${due}, eingegangen ${received}. ` +
      (months === ''
        ? 'In keinem Monat ging weniger ein als fällig.'
        : `Weniger eingegangen als fällig: ${months}.`),
    tableToggle: 'Werte als Tabelle zeigen',
    tableCaption: (year: number) => `Vorauszahlungen ${year} aller Mieter je Monat`,
  },

  unmatched: {
    heading: 'Nicht zugeordnete Zahlungseingänge',
    intro:
      'Diese Gutschriften konnten keinem Mieter zugeordnet werden. Wählen Sie den Mieter und ordnen Sie sie zu.',
    none: 'Alle Zahlungseingänge dieses Jahres sind zugeordnet.',
    caption: (year: number) => `Nicht zugeordnete Zahlungseingänge ${year}`,
    columns: {
      date: 'Buchungstag',
      amount: 'Betrag',
      payer: 'Auftraggeber',
      text: 'Verwendungszweck',
      action: 'Zuordnen',
    },
    tenant: 'Mieter',
    tenantLabel: (amount: string, date: string) => `Mieter für ${amount} vom ${date}`,
    tenantPlaceholder: 'Mieter wählen',
    assign: 'Zuordnen',
    assignLabel: (amount: string, date: string) => `Zuordnen: ${amount} vom ${date}`,
    chooseTenant: 'Bitte zuerst einen Mieter wählen.',
    assigned: (amount: string, name: string) => `${amount} wurde ${name} zugeordnet.`,
    undo: 'Rückgängig',
    undone: (amount: string) => `Die Zuordnung von ${amount} wurde aufgehoben.`,
    noPayer: '–',
  },

  basis: {
    heading: 'Vorauszahlungen in der Abrechnung',
    label: (year: number) => `Vorauszahlungen in der Abrechnung ${year}`,
    agreed: 'wie vereinbart',
    received: 'wie eingegangen',
    agreedHint: 'Die Abrechnung rechnet die vereinbarten Vorauszahlungen an.',
    receivedHint: 'Die Abrechnung rechnet die tatsächlich eingegangenen Zahlungen an (§ 556 Abs. 3 BGB).',
    saved: (label: string) => `Gespeichert: Vorauszahlungen ${label}.`,
    defaultNote:
      'Ohne eigene Wahl gilt „wie eingegangen“, sobald Kontoauszüge mit Buchungen des Jahres importiert sind, sonst „wie vereinbart“.',
    toStatement: (year: number) => `Abrechnung ${year} ansehen`,
    frozen: 'Die Abrechnung dieses Jahres ist abgeschlossen; die Wahl lässt sich nicht mehr ändern.',
  },

  refunds: {
    heading: 'Erstattungen',
    text: 'Guthaben der Mieter als SEPA-Überweisungsdatei (pain.001) für Ihr Online-Banking, sobald die Abrechnung abgeschlossen ist.',
    download: (year: number) => `Überweisungsdatei ${year} herunterladen`,
    none: (year: number) => `Keine Abrechnung ${year} endet mit einem Guthaben.`,
    caption: (year: number) => `Guthaben aus der Abrechnung ${year}`,
    columns: { tenant: 'Mieter', amount: 'Guthaben', iban: 'IBAN' },
    noIban: 'keine IBAN hinterlegt',
    withoutIban: (names: string) => `Guthaben ohne IBAN des Mieters, daher nicht in der Datei: ${names}.`,
    notFinalized: (year: number) =>
      `Die Überweisungsdatei gibt es, sobald die Abrechnung ${year} abgeschlossen ist.`,
    file: (year: number) => `Erstattungen-${year}.xml`,
  },
} as const;

/** The IBAN field of the landlord's tenant forms: several accounts a tenant pays from, one a line. */
export const tenantIbanFieldTexts = {
  label: 'IBAN(s) des Mieters',
  description:
    'Konten, von denen der Mieter zahlt – eine IBAN je Zeile. Zahlungen von diesen Konten werden ihm zugeordnet.',
  placeholder: 'DE89 3704 0044 0532 0130 00',
  tooMany: (max: number) => `Bitte höchstens ${max} IBANs angeben.`,
} as const;
