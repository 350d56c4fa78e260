/**
 * Texts of the GiroCode on a statement with a back-payment and of the SEPA file that refunds credits. The
 * remittance texts travel with the money: the landlord's and the tenant's bank statements show them.
 */
export const giroCodeTexts = {
  /** Unstructured remittance of the GiroCode: the landlord sees whose back-payment of which year arrived. */
  remittance: (year: string, lastName: string) => `Nebenkostenabrechnung ${year} ${lastName}`,
  /** Printed beside the code. */
  caption: 'GiroCode: mit der Banking-App scannen',
  /** Text alternative of the code for screen readers: what scanning it fills in. */
  alt: (amount: string, iban: string, remittance: string) =>
    `GiroCode (QR-Code) für die Überweisung von ${amount} auf das Konto IBAN ${iban}, Verwendungszweck „${remittance}“`,
  /** Unstructured remittance of each refund in the SEPA credit transfer file. */
  refundRemittance: (year: string) => `Guthaben Nebenkostenabrechnung ${year}`,
  /** Why no SEPA file can be made. */
  sepa: {
    debtorAccountInvalid:
      'Für die Überweisungsdatei fehlt ein gültiges Auszahlungskonto (IBAN eines SEPA-Landes, Kontoinhaber, BIC falls angegeben).',
    noRefunds: 'Es gibt kein Guthaben, das überwiesen werden kann.',
    creditorIbanInvalid: (name: string) =>
      `Die IBAN von ${name} ist ungültig oder nicht aus einem SEPA-Land.`,
    amountInvalid: (name: string) =>
      `Das Guthaben von ${name} muss zwischen 0,01 € und 999.999.999,99 € liegen.`,
    messageIdInvalid: 'Die Nachrichtenkennung der Überweisungsdatei muss 1 bis 28 Zeichen lang sein.',
  },
} as const;
