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
