/**
 * Texts of the payments on the statements: which advances the statement credits, the advances received per
 * month, and the refund file of a finalized year.
 */
import { monthNameDe } from './consumption-information.ts';

export const paymentStatementTexts = {
  /** Beside the advances credited: on which basis (§556 Abs. 3 BGB). */
  basis: {
    agreed: 'Vorauszahlungen: wie vereinbart',
    received: 'Vorauszahlungen: wie auf dem Konto eingegangen',
  },
  /** The advances line of the totals when the credits on the account are credited. */
  receivedLabel: 'laut Zahlungseingängen auf dem Konto, siehe Aufstellung',
  /** The section listing the advances received, month by month. */
  received: {
    title: 'Eingegangene Vorauszahlungen',
    intro:
      'Angerechnet sind die Zahlungen, die im Zeitraum Ihrer Nutzung auf unserem Konto eingegangen sind ' +
      '(nach dem Buchungstag der Bank).',
    month: 'Monat',
    amount: 'Eingegangen',
    monthName: monthNameDe,
    total: 'Summe der eingegangenen Vorauszahlungen',
  },
  /** The refund file (SEPA credit transfer) of a finalized year. */
  refunds: {
    fileName: (year: number, propertyId: number) => `Guthaben-${year}-Liegenschaft-${propertyId}.xml`,
    notFinalized: (year: number) =>
      `Die Abrechnung ${year} ist noch nicht abgeschlossen. Die Überweisungsdatei der Guthaben gibt es erst nach dem Abschluss.`,
    noneWithIban: (year: number) =>
      `Kein Mieter hat in der Abrechnung ${year} ein Guthaben und eine hinterlegte IBAN. Bitte die IBAN der Mieter mit Guthaben eintragen.`,
    noDebtorAccount:
      'Für die Überweisungsdatei fehlt das Konto, von dem die Guthaben überwiesen werden. Bitte das Empfängerkonto der Liegenschaft oder die Bankverbindung im Profil eintragen.',
  },
} as const;
