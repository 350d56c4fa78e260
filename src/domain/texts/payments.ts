/** Texts of the payments: bank account, tenants' IBANs, matching of bank transactions, advance basis. */
export const TENANT_IBANS_MAX = 5;

export const paymentTexts = {
  ibanInvalid: 'Bitte eine gültige IBAN des Empfängerkontos angeben (z. B. DE89 3704 0044 0532 0130 00).',
  bicInvalid: 'Bitte eine gültige BIC des Empfängerkontos angeben (8 oder 11 Zeichen, z. B. COBADEFFXXX).',
  accountHolderRequired: 'Bitte den Kontoinhaber des Empfängerkontos angeben.',
  tenantIbanInvalid: (position: number) =>
    `Die ${position}. IBAN des Mieters ist ungültig. Bitte eine gültige IBAN angeben (z. B. DE89 3704 0044 0532 0130 00).`,
  tenantIbansInvalid: `Bitte die IBANs des Mieters als Liste mit höchstens ${TENANT_IBANS_MAX} Einträgen angeben.`,
  advancesInvalid:
    'Bitte wählen, ob die Vorauszahlungen wie vereinbart oder wie eingegangen angerechnet werden.',
  assignDebit: 'Nur Zahlungseingänge lassen sich einem Mieter zuordnen, keine Abbuchungen.',
  assignAfterMoveOut:
    'Die Zahlung wurde nach dem Auszug des Mieters gebucht und kann ihm nicht zugeordnet werden.',
  transactionNotFound: 'Die Buchung wurde nicht gefunden.',
  tenantNotOfProperty: 'Der Mieter gehört nicht zu der Liegenschaft dieser Buchung.',
  reminderTenantNotFound: 'Der Mieter wurde in dieser Liegenschaft nicht gefunden.',
  noArrears: (year: number) =>
    `Der Mieter hat für ${year} keinen Rückstand bei den Vorauszahlungen; eine Zahlungserinnerung ist nicht nötig.`,
  /** The payment reminder letter (Zahlungserinnerung). */
  reminder: {
    title: (year: number) => `Zahlungserinnerung Betriebskostenvorauszahlungen ${year}`,
    salutation: (name: string) => `Guten Tag ${name},`,
    intro: (year: number, through: string) =>
      `nach unseren Unterlagen sind die vereinbarten Vorauszahlungen auf die Betriebskosten für ${year} bis ${through} nicht vollständig bei uns eingegangen. Sicher handelt es sich um ein Versehen. Die folgende Übersicht zeigt die fälligen und die eingegangenen Beträge je Monat.`,
    columns: { month: 'Monat', due: 'Fällig', received: 'Eingegangen', difference: 'Differenz' },
    total: 'Summe',
    arrears: (amount: string) => `Offener Betrag: ${amount}`,
    request: (amount: string, until: string) =>
      `Bitte überweisen Sie den offenen Betrag von ${amount} bis zum ${until} auf das folgende Konto:`,
    account: { holder: 'Kontoinhaber', iban: 'IBAN', bic: 'BIC', reference: 'Verwendungszweck' },
    reference: (year: number, name: string) => `Vorauszahlungen ${year} ${name}`,
    crossed:
      'Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.',
    closing: 'Mit freundlichen Grüßen',
    tableCaption: (year: number) => `Vorauszahlungen ${year} je Monat`,
    noAccount:
      'Bitte zuerst das Empfängerkonto der Liegenschaft eintragen; die Zahlungserinnerung nennt das Konto, auf das gezahlt werden soll.',
  },
  /** Why a transaction belongs to its tenant, as the payments screen names it. */
  matchReasons: {
    iban: 'IBAN des Mieters',
    name_and_amount: 'Name im Verwendungszweck und Betrag der Vorauszahlung',
    manual: 'Von Hand zugeordnet',
  },
  advanceBases: {
    agreed: 'Vorauszahlungen wie vereinbart',
    received: 'Vorauszahlungen wie eingegangen',
  },
} as const;
