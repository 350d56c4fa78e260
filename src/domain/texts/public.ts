/**
 * Texts of the public website: landing page, services, contact, cookie notice, free demo and the
 * set-password page. The marketing claims are the product's published promises;
 * no prices are named anywhere.
 */
import { PRODUCT_NAME } from './shell.ts';

/** The fixed demo tenant of the seeded data set (server: `bootstrap/demo-data.ts`), shown on the demo page. */
export const DEMO_ACCESS = { username: 'demo.mieter', password: 'Demo-Passwort1' } as const;

export const publicTexts = {
  backToStart: 'Zurück zur Startseite',
  freeTestCta: 'Jetzt kostenlos testen',
  badgeFree: 'Kostenlos',
  badgeAllocable: 'Umlagefähig',
} as const;

interface Item<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  readonly text: string;
}

export const landingTexts = {
  hero: {
    eyebrow: 'Für Vermieter, Eigentümer und Hausverwaltungen',
    lead: `Senden Sie uns Ihre Rechnungen einfach per Messenger oder E-Mail. ${PRODUCT_NAME} liest sie mit KI automatisch aus, verteilt die Kosten nach Fläche, Personen oder Verbrauch und erstellt für jede Mietpartei eine nachvollziehbare Abrechnung als PDF.`,
    primary: 'Jetzt kostenlos testen',
    secondary: 'Leistungen ansehen',
    /** The way to one's own account; the demo above stays the way to look around first. */
    register: 'Konto kostenlos anlegen',
    highlights: [
      'Keine Gebühren – auch nicht beim Mieterwechsel',
      'Keine Vertragsbindung',
      'Daten auf Servern in Deutschland',
    ],
  },
  preview: {
    title: 'Betriebskostenabrechnung',
    subtitle: 'Beispiel: Mehrfamilienhaus mit sechs Wohnungen',
    rows: [
      { label: 'Rechnung der Stadtwerke per E-Mail erhalten', status: 'Ausgelesen' },
      { label: 'Zählerstände aller Wohnungen erfasst', status: '6 von 6' },
      { label: 'Kosten nach BetrKV und HeizkostenV verteilt', status: 'Geprüft' },
      { label: 'Abrechnungen als PDF erstellt', status: 'Fertig' },
    ],
    caption: 'So behalten Sie den Stand Ihrer Abrechnung im Blick.',
  },
  whyFree: {
    eyebrow: 'Kostenlos für Vermieter',
    title: 'Abrechnen ohne Gebühren',
    intro:
      'Die Heiz- und Nebenkostenabrechnung ist Pflicht – zusätzliche Gebühren dafür sollten es nicht sein. Bei NebenkostenPlus zahlen Sie als Vermieter weder für die Plattform noch für die Abrechnung.',
    items: [
      {
        id: 'noBaseFee',
        title: 'Keine Grundgebühr',
        text: 'Plattform, Mieterportal und Dokumentenarchiv nutzen Sie ohne monatliche oder jährliche Kosten.',
      },
      {
        id: 'noPerStatement',
        title: 'Keine Kosten je Abrechnung',
        text: 'Erstellen Sie Heiz- und Nebenkostenabrechnungen für alle Wohnungen – ohne Gebühr je Einheit oder Mietpartei.',
      },
      {
        id: 'tenantChange',
        title: 'Auch beim Mieterwechsel kostenlos',
        text: 'Zwischenablesung und taggenaue Aufteilung bei Ein- und Auszug sind enthalten – ohne Nutzerwechselgebühr.',
      },
      {
        id: 'optional',
        title: 'Zusatzleistungen nur nach Wahl',
        text: 'Services wie Rauchmelder- oder Heizungsservice buchen Sie nur, wenn Sie sie brauchen. Ihre Kosten sind in der Regel als Betriebskosten umlagefähig.',
      },
    ],
  },
  features: {
    eyebrow: 'Funktionen',
    title: 'Alles für Ihre Abrechnung an einem Ort',
    intro:
      'Von der Rechnung bis zum fertigen PDF: NebenkostenPlus übernimmt die Routinearbeit und behält die Fristen für Sie im Blick.',
    items: [
      {
        id: 'invoices',
        title: 'Rechnungen per Messenger oder E-Mail',
        text: 'Fotografieren Sie Rechnungen oder leiten Sie sie einfach weiter. Unsere KI liest Rechnungssteller, Zeitraum und Betrag automatisch aus und ordnet sie der passenden Kostenart zu.',
      },
      {
        id: 'statements',
        title: 'Zählerstände, Kosten und PDF-Abrechnung',
        text: 'Erfassen Sie Zählerstände und Kosten an einer Stelle. Die Abrechnung für jede Mietpartei entsteht automatisch und steht als PDF bereit.',
      },
      {
        id: 'tenantPortal',
        title: 'Mieterportal',
        text: 'Ihre Mieter tragen Zählerstände selbst ein und finden ihre Abrechnungen jederzeit online. Das spart Rückfragen, Papier und Porto.',
      },
      {
        id: 'archive',
        title: 'Dokumentenarchiv',
        text: 'Rechnungen, Belege und Abrechnungen liegen geordnet nach Liegenschaft und Jahr bereit – auch Jahre später mit wenigen Klicks gefunden.',
      },
      {
        id: 'reminders',
        title: 'Automatische Erinnerungen',
        text: 'Wir erinnern Sie und Ihre Mieter an Ablesetermine, fehlende Belege und die Abrechnungsfrist von zwölf Monaten nach § 556 Abs. 3 BGB.',
      },
      {
        id: 'privacy',
        title: 'Deutsche Server, DSGVO-konform',
        text: 'Ihre Daten werden auf Servern in Deutschland gespeichert und nach den Vorgaben der DSGVO verarbeitet. Die Übertragung ist verschlüsselt, Zugriffsrechte sind nach Rollen getrennt.',
      },
    ] satisfies Item[],
  },
  benefits: {
    eyebrow: 'Wechsel',
    title: 'Umsteigen leicht gemacht',
    intro:
      'Sie rechnen bisher mit einem anderen Dienstleister ab? Der Wechsel ist einfacher, als Sie denken.',
    items: [
      {
        id: 'fiveMinutes',
        title: 'In 5 Minuten gewechselt',
        text: 'Liegenschaft, Wohnungen und Mieter sind in wenigen Minuten angelegt. Sie brauchen dafür nur Ihre letzte Abrechnung.',
      },
      {
        id: 'noContract',
        title: 'Keine Vertragsbindung',
        text: 'Sie nutzen NebenkostenPlus, solange es Ihnen gefällt – ohne Mindestlaufzeit und ohne Kündigungsfrist.',
      },
      {
        id: 'cancellation',
        title: 'Kündigung inklusive',
        text: 'Auf Wunsch kündigen wir Ihren bisherigen Abrechnungsdienst für Sie – kostenlos und fristgerecht.',
      },
    ] satisfies Item[],
  },
  steps: {
    eyebrow: 'So funktioniert es',
    title: 'In drei Schritten zur fertigen Abrechnung',
    items: [
      {
        id: 'register',
        title: 'Registrieren',
        text: 'Konto kostenlos anlegen und Ihre Liegenschaft mit Wohnungen und Mietern erfassen.',
      },
      {
        id: 'send',
        title: 'Rechnungen senden',
        text: 'Rechnungen per Messenger oder E-Mail schicken und Zählerstände eintragen – oder von Ihren Mietern eintragen lassen.',
      },
      {
        id: 'done',
        title: 'Fertig',
        text: 'Abrechnung prüfen, als PDF herunterladen oder direkt an Ihre Mieter senden.',
      },
    ] satisfies Item[],
  },
  finalCta: {
    title: 'Bereit für eine entspannte Abrechnung?',
    text: 'Testen Sie NebenkostenPlus mit einem Beispielhaus – kostenlos, ohne Vertrag und ohne Zahlungsdaten.',
    primary: 'Kostenlos testen',
    secondary: 'Kontakt aufnehmen',
  },
} as const;

export type WhyFreeId = (typeof landingTexts.whyFree.items)[number]['id'];
export type LandingFeatureId = (typeof landingTexts.features.items)[number]['id'];
export type BenefitId = (typeof landingTexts.benefits.items)[number]['id'];

export const servicesTexts = {
  intro:
    'NebenkostenPlus begleitet Sie durch das ganze Vermieterjahr: von der Erfassung der Kosten über die Heiz- und Nebenkostenabrechnung bis zum Schriftverkehr mit Ihren Mietern.',
  core: {
    title: 'Kernleistungen',
    intro: 'Die Abrechnung selbst – vollständig, nachvollziehbar und nach den geltenden Vorschriften.',
    items: [
      {
        id: 'heating',
        title: 'Heizkostenabrechnung',
        text: 'Verbrauchsabhängige Verteilung von Heiz- und Warmwasserkosten nach der Heizkostenverordnung, einschließlich der Aufteilung der CO₂-Kosten nach dem CO2KostAufG.',
      },
      {
        id: 'operating',
        title: 'Nebenkostenabrechnung',
        text: 'Umlage der Betriebskosten nach BetrKV auf Ihre Mietparteien – nach Fläche, Personen, Einheiten oder Verbrauch, mit Vorauszahlungen und Saldo.',
      },
      {
        id: 'meters',
        title: 'Zähler und Ablesung',
        text: 'Wasser-, Wärme-, Strom- und Gaszähler sowie Heizkostenverteiler mit allen Ablesewerten an einem Ort; Funkzähler werden über ein Gateway automatisch übernommen.',
      },
      {
        id: 'tenantChange',
        title: 'Mieterwechsel',
        text: 'Zwischenablesung und zeitanteilige Aufteilung bei Ein- und Auszug – ohne zusätzliche Nutzerwechselgebühr.',
      },
      {
        id: 'invoices',
        title: 'KI-Belegerfassung',
        text: 'Rechnungen per Messenger oder E-Mail senden: Betrag, Zeitraum und Kostenart werden automatisch erkannt und Ihnen zur Prüfung vorgelegt.',
      },
      {
        id: 'delivery',
        title: 'Zustellung an Mieter',
        text: 'Abrechnungen als PDF per E-Mail oder im Mieterportal bereitstellen – für Mieter ohne E-Mail als Druckvorlage für den Postversand.',
      },
    ] satisfies Item[],
  },
  tools: {
    title: 'Kostenlose Vermieter-Tools',
    intro: 'Vorlagen und Muster für den Alltag als Vermieter – ohne Zusatzkosten in Ihrem Kundenbereich.',
    items: [
      {
        id: 'rentalAgreement',
        title: 'Mietvertrag',
        text: 'Wohnraummietvertrag mit allen wesentlichen Vereinbarungen, einschließlich Betriebskostenumlage und Vorauszahlungen.',
      },
      {
        id: 'annualPlan',
        title: 'Jahresplan',
        text: 'Alle Termine des Vermieterjahres im Blick: Ablesungen, Wartungen sowie Abrechnungs- und Prüffristen.',
      },
      {
        id: 'houseRules',
        title: 'Hausordnung',
        text: 'Klare Regeln zu Ruhezeiten, Reinigung, Mülltrennung und gemeinschaftlich genutzten Flächen.',
      },
      {
        id: 'handoverProtocol',
        title: 'Übergabeprotokoll',
        text: 'Zustand der Wohnung, Zählerstände und übergebene Schlüssel bei Ein- und Auszug festhalten.',
      },
      {
        id: 'tenantDisclosure',
        title: 'Mieterselbstauskunft',
        text: 'Angaben von Mietinteressenten strukturiert und datenschutzgerecht erfragen.',
      },
      {
        id: 'warning',
        title: 'Abmahnung',
        text: 'Vertragsverstöße sachlich dokumentieren und zur Unterlassung auffordern.',
      },
      {
        id: 'paymentRequest',
        title: 'Zahlungsaufforderung',
        text: 'Offene Mieten oder Nachzahlungen aus der Abrechnung freundlich, aber bestimmt anmahnen.',
      },
      {
        id: 'termination',
        title: 'Kündigungsschreiben',
        text: 'Kündigung des Mietverhältnisses unter Beachtung der gesetzlichen Form- und Begründungsanforderungen.',
      },
      {
        id: 'rentIncrease',
        title: 'Mieterhöhungsschreiben',
        text: 'Mieterhöhung bis zur ortsüblichen Vergleichsmiete nach §§ 558 ff. BGB nachvollziehbar begründen.',
      },
      {
        id: 'interimReading',
        title: 'Auftrag Zwischenablesung',
        text: 'Zwischenablesung beim Mieterwechsel beauftragen, damit Verbräuche taggenau zugeordnet werden.',
      },
      {
        id: 'advanceAdjustment',
        title: 'Anpassung der Vorauszahlungen',
        text: 'Betriebskostenvorauszahlungen nach der Abrechnung angemessen anpassen (§ 560 Abs. 4 BGB).',
      },
    ] satisfies Item[],
  },
  optional: {
    title: 'Optionale Services',
    intro:
      'Wiederkehrende Pflichten rund um Ihr Haus übernehmen geprüfte Partner vor Ort. Die Kosten dieser Leistungen sind in der Regel als Betriebskosten nach der BetrKV auf die Mieter umlegbar, wenn der Mietvertrag das vorsieht.',
    items: [
      {
        id: 'smokeDetectors',
        title: 'Rauchmelderservice',
        text: 'Lieferung, Montage sowie jährliche Inspektion und Wartung Ihrer Rauchwarnmelder nach DIN 14676, jeweils mit Prüfprotokoll.',
        reference: 'DIN 14676',
      },
      {
        id: 'legionella',
        title: 'Legionellenprüfung',
        text: 'Probenahme und Untersuchung des Trinkwassers auf Legionellen durch ein akkreditiertes Labor nach der TrinkwV 2023, mit Befundbericht.',
        reference: 'TrinkwV 2023',
      },
      {
        id: 'caretaker',
        title: 'Wartungs- und Hausmeisterdienste',
        text: 'Kontrollgänge, Treppenhausreinigung, Gartenpflege und Winterdienst durch zuverlässige Dienstleister in Ihrer Region.',
        reference: 'BetrKV',
      },
      {
        id: 'heatingService',
        title: 'Heizungsservice',
        text: 'Jährliche Wartung, Reinigung und Einstellung Ihrer Heizungsanlage – für einen sicheren und sparsamen Betrieb.',
        reference: 'BetrKV',
      },
    ],
  },
  platform: {
    title: 'Plattform-Funktionen',
    intro: 'Was Ihnen und Ihren Mietern die Zusammenarbeit erleichtert.',
    items: [
      {
        id: 'tenantPortal',
        title: 'Mieterportal',
        text: 'Mieter geben Zählerstände selbst ein und rufen ihre Abrechnungen online ab.',
      },
      {
        id: 'archive',
        title: 'Dokumentenarchiv',
        text: 'Rechnungen, Belege und Abrechnungen sicher und geordnet nach Liegenschaft und Jahr.',
      },
      {
        id: 'reminders',
        title: 'Automatische Erinnerungen',
        text: 'Hinweise auf Ablesetermine, fehlende Belege und die Abrechnungsfrist.',
      },
      {
        id: 'roles',
        title: 'Zugänge und Rollen',
        text: 'Eigene Zugänge für Mitarbeiter und Mieter – jeweils mit genau den Rechten, die sie brauchen.',
      },
      {
        id: 'privacy',
        title: 'Deutsche Server und DSGVO',
        text: 'Speicherung in Deutschland, verschlüsselte Übertragung und Verarbeitung nach der DSGVO.',
      },
      {
        id: 'devices',
        title: 'Auf jedem Gerät',
        text: 'Im Browser auf Computer, Tablet und Smartphone – ohne Installation.',
      },
    ] satisfies Item[],
  },
  references: {
    title: 'Rechtliche Grundlagen',
    intro: 'Abrechnungen, Vorlagen und Services richten sich nach den maßgeblichen Vorschriften und Normen.',
    items: [
      {
        id: 'BetrKV',
        title: 'BetrKV',
        subtitle: 'Betriebskostenverordnung',
        text: 'Legt fest, welche Betriebskosten auf Mieter umgelegt werden dürfen.',
      },
      {
        id: 'DIN 14676',
        title: 'DIN 14676',
        subtitle: 'Rauchwarnmelder',
        text: 'Norm für Planung, Einbau, Betrieb und Instandhaltung von Rauchwarnmeldern in Wohnungen.',
      },
      {
        id: 'TrinkwV 2023',
        title: 'TrinkwV 2023',
        subtitle: 'Trinkwasserverordnung',
        text: 'Regelt unter anderem die regelmäßige Untersuchung von Warmwasseranlagen auf Legionellen.',
      },
      {
        id: 'MHG',
        title: 'MHG',
        subtitle: 'Miethöhegesetz',
        text: 'Regelte früher die Mieterhöhung; seit 2001 gelten die §§ 557 bis 561 BGB, nach denen unsere Vorlagen aufgebaut sind.',
      },
    ],
  },
  cta: {
    title: 'Überzeugen Sie sich selbst',
    text: 'Im kostenlosen Testzugang erkunden Sie NebenkostenPlus anhand eines Beispielhauses – ohne Registrierung und ohne Verpflichtung.',
  },
} as const;

export type CoreServiceId = (typeof servicesTexts.core.items)[number]['id'];
export type OptionalServiceId = (typeof servicesTexts.optional.items)[number]['id'];
export type PlatformFeatureId = (typeof servicesTexts.platform.items)[number]['id'];

/** The thanks text after the contact form; users and tests rely on its exact wording. */
export const CONTACT_THANKS = 'Vielen Dank! Ihre Nachricht wurde erfolgreich versendet...';

export const contactTexts = {
  lead: 'Sie haben Fragen zur Abrechnung, zum Wechsel oder zu unseren Leistungen? Schreiben Sie uns – wir helfen Ihnen gern weiter.',
  features: [
    {
      id: 'response',
      title: 'Antwort innerhalb von 24 Stunden',
      text: 'Auf jede Anfrage erhalten Sie innerhalb von 24 Stunden eine Antwort von uns.',
    },
    {
      id: 'personal',
      title: 'Persönlicher Support',
      text: 'Fachkundige Ansprechpartner beantworten Ihre Fragen zu Abrechnung, Mieterwechsel und Plattform persönlich.',
    },
    {
      id: 'channels',
      title: 'Flexible Kontaktwege',
      text: 'Erreichen Sie uns über das Kontaktformular oder per E-Mail – ganz wie es Ihnen passt.',
    },
  ],
  formTitle: 'Nachricht senden',
  formIntro: 'Alle Felder sind Pflichtfelder.',
  nameLabel: 'Name',
  emailLabel: 'E-Mail',
  messageLabel: 'Nachricht',
  messagePlaceholder: 'Wie können wir Ihnen helfen?',
  submit: 'Nachricht senden',
  privacyBefore: 'Wir verwenden Ihre Angaben ausschließlich zur Bearbeitung Ihrer Anfrage. Mehr dazu in der',
  privacyLink: 'Datenschutzerklärung',
  thanks: CONTACT_THANKS,
  thanksFollowUp: 'Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
  another: 'Weitere Nachricht schreiben',
  directTitle: 'Lieber direkt per E-Mail?',
  directText: 'Schreiben Sie uns an',
} as const;

export type ContactFeatureId = (typeof contactTexts.features)[number]['id'];

/** The notice shown on the first visit. Only technically necessary storage is used (§25 Abs. 2 TDDDG), so no consent is asked. */
export const cookieTexts = {
  regionLabel: 'Hinweis zu Cookies',
  title: 'Cookies und lokaler Speicher',
  text: 'Wir verwenden keine Cookies für Werbung oder Statistik. Ihr Browser speichert nur technisch notwendige Angaben – Ihre Anmeldung, die gewählte Darstellung (hell oder dunkel) und diesen Hinweis. Eine Einwilligung ist dafür nicht erforderlich.',
  accept: 'Verstanden',
  privacyBefore: 'Mehr dazu in unserer',
  privacyLink: 'Datenschutzerklärung',
} as const;

export const setPasswordTexts = {
  signedInTitle: 'Sie sind noch angemeldet',
  signedInAs: (name: string) =>
    `In diesem Browser ist ${name} angemeldet. Um mit diesem Link ein Passwort zu setzen, melden wir diese Sitzung zuerst ab.`,
  signOutAndContinue: 'Abmelden und fortfahren',
  keepSession: 'Abbrechen',
  inviteTitle: `Willkommen bei ${PRODUCT_NAME}`,
  resetIntro:
    'Wählen Sie ein neues Passwort für Ihr Konto. Danach melden Sie sich mit dem neuen Passwort an.',
  inviteIntro: 'Sie wurden eingeladen. Legen Sie jetzt Ihr Passwort fest, um Ihren Zugang zu aktivieren.',
  checking: 'Link wird geprüft…',
  newPasswordLabel: 'Neues Passwort',
  confirmLabel: 'Passwort wiederholen',
  rule: 'Mindestens 8 Zeichen, mit Groß- und Kleinbuchstaben sowie einer Ziffer.',
  submit: 'Passwort speichern',
  invalidHelp:
    'Aus Sicherheitsgründen ist jeder Link nur begrenzt gültig und kann nur einmal verwendet werden. Fordern Sie einfach einen neuen Link an.',
  missingTokenHelp:
    'Bitte öffnen Sie den vollständigen Link aus Ihrer E-Mail oder fordern Sie einen neuen an.',
  requestNewLink: 'Neuen Link anfordern',
  toLogin: 'Zur Anmeldung',
} as const;

export const freeTestTexts = {
  intro:
    'Lernen Sie NebenkostenPlus mit einem Beispielhaus kennen – ohne Registrierung und ohne Verpflichtung. Im Testzugang sehen Sie die Plattform aus Sicht eines Mieters: Wohnung, Verbräuche und Abrechnungen.',
  requestStep: 'Schritt 1',
  requestTitle: 'Test-Daten anfordern',
  requestText: 'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen die Zugangsdaten für den Testzugang.',
  emailLabel: 'E-Mail-Adresse',
  requestSubmit: 'Test-Daten anfordern',
  haveData: 'Ich habe bereits Test-Daten',
  sentTitle: 'Test-Daten versendet!',
  sentText: (email: string) =>
    `Wir haben die Zugangsdaten an ${email} gesendet. Sie können sich auch gleich hier anmelden:`,
  notSentNote:
    'Der E-Mail-Versand ist in dieser Umgebung nicht eingerichtet. Nutzen Sie einfach die Zugangsdaten oben.',
  credentialsLabel: 'Zugangsdaten für den Testzugang',
  usernameLabel: 'Benutzername',
  passwordLabel: 'Passwort',
  loginStep: 'Schritt 2',
  loginTitle: 'Mit dem Testzugang anmelden',
  loginText: 'Melden Sie sich mit den Test-Daten an und sehen Sie sich in Ruhe um.',
  useCredentials: 'Zugangsdaten übernehmen',
  loginSubmit: 'Test starten',
  privacyNote: 'Ihre E-Mail-Adresse verwenden wir nur, um Ihnen die Test-Daten zu senden.',
} as const;
