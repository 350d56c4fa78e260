import { consumptionKindLabels } from './billing.ts';
import { mailDeliveryTexts, statementMailTexts } from './mails.ts';
import { monthNames } from './tenant-portal.ts';
/**
 * What the server says about the tenant portal's data calls and the monthly consumption
 * information of §6a HeizkostenV (the mail and its German wording).
 */
export const CONSUMPTION_MAX_MONTHS = 36;

export const consumptionInfoTexts = {
  fromInvalid: 'Der Monat „Von“ muss im Format JJJJ-MM angegeben werden, z. B. 2025-03.',
  toInvalid: 'Der Monat „Bis“ muss im Format JJJJ-MM angegeben werden, z. B. 2025-03.',
  rangeReversed: 'Der Monat „Von“ darf nicht nach dem Monat „Bis“ liegen.',
  rangeTooLong: `Es können höchstens ${CONSUMPTION_MAX_MONTHS} Monate auf einmal abgefragt werden.`,
  tenancyNotFound: 'Mietverhältnis nicht gefunden.',
  profileNotFound: 'Kein Mieterprofil mit diesem Login verknüpft.',
  nothingToSave: 'Bitte E-Mail-Adresse oder Telefonnummer angeben.',
  noRecipient: mailDeliveryTexts.noRecipient,
  /** Mail: "Ihre Verbrauchsinformation März 2026 – Lindenstraße 12, 10115 Berlin". */
  mailSubject: (monthName: string, address: string) => `Ihre Verbrauchsinformation ${monthName} – ${address}`,
  mailIntro: (monthName: string, address: string) =>
    `hiermit erhalten Sie die monatliche Verbrauchsinformation für ${monthName} zu Ihrer Wohnung ${address}. ` +
    'Ihr Vermieter ist nach § 6a der Heizkostenverordnung verpflichtet, Sie monatlich über Ihren Verbrauch zu informieren, ' +
    'sobald fernablesbare Zähler eingebaut sind.',
  mailEstimated:
    'Mit * markierte Werte beruhen auf einem zwischen zwei Ablesungen umgerechneten Zählerstand am Monatsende.',
  mailAverageNote:
    'Der Durchschnitt vergleichbarer Wohnungen ist der Verbrauch aller Wohnungen der Liegenschaft mit Zählern derselben Art je m², umgerechnet auf die Fläche Ihrer Wohnung.',
  mailLandlord: (name: string | null, email: string | null) =>
    (name ? `Fragen beantwortet Ihr Vermieter ${name}` : 'Fragen beantwortet Ihr Vermieter') +
    statementMailTexts.landlordReply(email),
  mailPortal: 'Den Verlauf der letzten Monate finden Sie in Ihrem Mieterportal:',
  mailPortalLink: statementMailTexts.portalLink,
  rowMonth: 'Verbrauch im Monat',
  rowPreviousMonth: 'Vormonat',
  rowLastYear: 'Vorjahresmonat',
  rowAverage: 'Durchschnitt vergleichbarer Wohnungen',
  noFigure: 'keine Angabe',
  /** The kinds of consumption as the billing engine names them. */
  kindLabels: consumptionKindLabels as Record<string, string>,
} as const;

/** "2026-03" → "März 2026". */
export const monthNameDe = (month: string) =>
  `${monthNames.long[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

/** The landlord's proof that the monthly information went out (property overview). */
export const monthlyInformationProofTexts = {
  heading: 'Monatliche Verbrauchsinformation (§6a HeizkostenV)',
  intro:
    'Mieter mit fernablesbaren Zählern erhalten jeden Monat ihre Verbrauchswerte mit Vergleich per E-Mail. ' +
    'Die Liste belegt, wann welche Information an wen gegangen ist.',
  caption: 'Versandte monatliche Verbrauchsinformationen, neueste zuerst',
  columns: ['Monat', 'Mieter', 'Empfänger', 'Status', 'Gesendet am'] as const,
  empty:
    'Noch keine monatliche Verbrauchsinformation versandt. Sie geht an Mieter mit E-Mail-Zustellung und ' +
    'mindestens einem fernablesbaren Zähler, sobald ein Monat vollständig abgelesen ist.',
  notSent: '–',
} as const;
