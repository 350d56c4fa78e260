/**
 * The landlord's letter screens (a template's form, its preview, the PDF and the sending), the
 * landlord's Postbox and the tenant's Postbox in the portal. The form's field labels come from the
 * catalogue (`letterLabels` in letters.ts), the server's refusals from the letter rules.
 */
import { propertyOverviewTexts } from './customer-area.ts';

const channels = { email: 'E-Mail', post: 'Post' } as const;

const opened = (at: string) => `Geöffnet am ${at}`;
const notOpened = 'Noch nicht geöffnet';

export const letterScreenTexts = {
  formHeading: 'Brief erstellen',
  formIntro:
    'Wählen Sie Liegenschaft und Mieter. Namen, Anschriften, Beträge aus der Abrechnung, Zähler und Fristen übernimmt der Brief aus Ihren Daten; hier ergänzen Sie nur, was dort nicht steht.',
  requiredNote: 'Pflichtfelder sind mit * markiert.',
  property: 'Liegenschaft',
  propertyPlaceholder: 'Liegenschaft wählen',
  tenant: 'Mieter',
  tenantPlaceholder: 'Mieter wählen',
  noProperties: 'Sie haben noch keine Liegenschaft angelegt.',
  chooseProperty: 'Wählen Sie eine Liegenschaft, um einen Brief zu erstellen.',
  noTenants: 'Für diese Liegenschaft sind noch keine Mieter erfasst.',
  chooseTenant: 'Wählen Sie den Mieter, an den der Brief geht.',
  formLoadFailed: 'Die Felder der Vorlage konnten nicht geladen werden.',
  choosePlaceholder: 'Bitte wählen',
  yes: 'Ja',
  moneyHint: 'Betrag in Euro, z. B. 660,00',
  addEntry: (label: string) => `${label}: Eintrag hinzufügen`,
  entryHeading: (label: string, n: number) => `${label} ${n}`,
  removeEntry: (label: string, n: number) => `${label} ${n} entfernen`,
  noEntries: (label: string) => `${label}: noch keine Einträge.`,
  meter: (number: string, type: string, unit: string) => `${type} ${number} (${unit})`,
  noMeters: 'Für die Wohnung dieses Mieters sind keine Zähler erfasst.',

  previewHeading: 'Vorschau',
  previewIntro:
    'Ihre Angaben, wie sie in den Brief eingehen. Was der Brief aus Ihren Daten berechnet (Beträge, Fristen, Zählerstände), zeigt das PDF nach „PDF erstellen“.',
  previewTo: 'An',
  previewSubject: 'Betreff',
  previewEmpty: 'Noch keine Angaben.',
  previewNoTenant: 'Noch kein Mieter gewählt',
  previewEntries: (n: number) => (n === 1 ? '1 Eintrag' : `${n} Einträge`),

  create: 'PDF erstellen',
  creating: 'PDF wird erstellt …',
  created: (title: string) => `„${title}“ wurde erstellt.`,
  problemsHeading: 'Bitte prüfen',
  errorHeading: 'Der Brief wurde nicht erstellt',
  pdfHeading: 'Erstellter Brief',
  pdfFrame: (title: string) => `PDF-Ansicht: ${title}`,
  pdfLoading: 'PDF wird geladen …',
  pdfError: 'Das PDF konnte nicht geladen werden.',
  download: 'PDF herunterladen',
  send: 'An Mieter senden',
  sending: 'Wird gesendet …',
  /** The mail itself goes out in the background; the landlord's Postbox shows how it went. */
  sent: (channel: keyof typeof channels, at: string) =>
    channel === 'email'
      ? `Am ${at} in die Postbox des Mieters gelegt; die E-Mail mit dem PDF wird versendet. Ob sie ankam und wann der Mieter den Brief öffnet, zeigt Ihre Postbox.`
      : `Am ${at} in die Postbox des Mieters gelegt. Der Mieter erhält Briefe per Post: bitte drucken und versenden.`,

  lettersHeading: 'Briefe dieser Liegenschaft',
  lettersEmpty: 'Für diese Liegenschaft wurden noch keine Briefe erstellt.',
  lettersCaption: 'Erstellte Briefe, neueste zuerst',
  columns: {
    title: 'Brief',
    recipient: 'Empfänger',
    created: 'Erstellt',
    delivery: 'Versand',
    opened: 'Empfang',
    actions: 'Aktionen',
  },
  notSent: 'Nicht gesendet',
  sentVia: (channel: keyof typeof channels, at: string) => `${channels[channel]}, ${at}`,
  pdfButton: 'PDF',
  openPdf: (title: string) => `PDF öffnen: ${title}`,
  sendRow: (title: string) => `An Mieter senden: ${title}`,
  channels,
  opened,
  notOpened,
} as const;

export const postboxScreenTexts = {
  customer: {
    title: propertyOverviewTexts.postbox.title,
    description:
      'Was Sie Ihren Mietern gesendet haben, mit Versandweg und Empfang, und was bei Ihnen eingegangen ist.',
    tile: 'Gesendete Abrechnungen und Briefe mit Empfangsnachweis, Briefe zum Drucken und der Rechnungseingang.',
    back: 'Zurück zur Liegenschaft',
    noProperty: 'Wählen Sie zuerst eine Liegenschaft in Ihrem Dashboard.',
    sentHeading: 'An Mieter gesendet',
    sentCaption: 'Gesendete Abrechnungen und Briefe, neueste zuerst',
    sentEmpty: 'Noch nichts an Mieter gesendet.',
    printHeading: 'Per Post zu versenden',
    printIntro: 'Diese Mieter erhalten Post auf Papier: drucken Sie die Briefe aus und senden Sie sie ab.',
    printEmpty: 'Keine Briefe zum Drucken.',
    incomingHeading: 'Eingang',
    incomingIntro: 'Rechnungen zu dieser Liegenschaft kommen im Rechnungseingang an.',
    incomingCount: (total: number, open: number) =>
      total === 0
        ? 'Keine Rechnungen im Eingang.'
        : `${total === 1 ? '1 Rechnung' : `${total} Rechnungen`} im Eingang, davon ${open} noch zu prüfen.`,
    incomingCaption: 'Zuletzt eingegangen',
    incomingColumns: { file: 'Datei', seller: 'Absender', amount: 'Betrag', received: 'Eingang' },
    inboxLink: 'Zum Rechnungseingang',
    lettersLink: 'Neuen Brief erstellen',
    columns: {
      kind: 'Art',
      title: 'Dokument',
      recipient: 'Empfänger',
      channel: 'Versandweg',
      status: 'Status',
      sent: 'Gesendet',
      opened: 'Empfang',
      actions: 'PDF',
    },
    kinds: { statement: 'Abrechnung', letter: 'Brief' },
    statuses: {
      queued: 'E-Mail wartet auf Versand',
      sent: 'E-Mail versandt',
      /** A statement delivery recorded without a mail server (the demo's delivered year). */
      recorded: 'Zustellung vermerkt',
      failed: 'E-Mail fehlgeschlagen',
      post: 'Per Post',
      none: 'In der Postbox',
    },
    openPdf: (title: string) => `PDF öffnen: ${title}`,
  },
  tenant: {
    title: 'Postbox',
    description: 'Abrechnungen und Briefe Ihres Vermieters. Neue Dokumente sind als „Neu“ gekennzeichnet.',
    tile: 'Abrechnungen und Briefe Ihres Vermieters lesen.',
    back: 'Zurück zur Übersicht',
    empty: 'Ihre Postbox ist leer.',
    caption: 'Ihre Dokumente, neueste zuerst',
    unopened: 'Neu – noch nicht geöffnet',
    received: (at: string) => `Erhalten am ${at}`,
    open: (title: string) => `Öffnen: ${title}`,
    openShort: 'Öffnen',
    opening: 'Wird geöffnet …',
    frame: (title: string) => `PDF-Ansicht: ${title}`,
    close: 'Ansicht schließen',
    download: 'PDF herunterladen',
    kinds: { statement: 'Abrechnung', letter: 'Brief' },
  },
  opened,
  notOpened,
  channels,
} as const;
