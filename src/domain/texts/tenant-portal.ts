import { customerTenantTexts } from './customer-tenants.ts';
import { profileTexts } from './profile.ts';
import { receivedStatementTexts, statementScreenTexts } from './statement-screen.ts';
import { dashboardTexts, pageTexts } from './shell.ts';
import { helpTexts } from './support.ts';

/** Month names for chart axes (short) and tables (long), January first. */
export const monthNames = {
  short: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
  long: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
} as const;

const backToOverview = 'Zurück zur Übersicht';

/** The tenant portal: dashboard tiles, the dwelling with its consumption, profile and help. */
export const tenantPortalTexts = {
  dashboard: {
    ...dashboardTexts.tenant,
    quickLinksHeading: dashboardTexts.customer.quickLinksHeading,
    profileLink: dashboardTexts.customer.profileLink,
    helpLink: dashboardTexts.customer.helpLink,
    /** The tenancy's period on its tile. */
    since: (from: string) => `Mietbeginn ${from}`,
    period: (from: string, to: string) => `Mietzeitraum ${from} – ${to}`,
    until: (to: string) => `bis ${to}`,
    ended: 'Ausgezogen',
  },

  detail: {
    back: backToOverview,
    notFound: 'Diese Wohnung wurde nicht gefunden oder gehört nicht zu Ihrem Konto.',
    periodLabel: 'Mietzeitraum',
    dwellingLabel: 'Wohnung',
    consumptionHeading: 'Ihr Verbrauch',
    consumptionIntro:
      'Monatlicher Verbrauch der Zähler Ihrer Wohnung, aus den Zählerständen ermittelt – mit dem Vergleich zum Vormonat, zum Vorjahresmonat und zu vergleichbaren Wohnungen des Hauses (§ 6a HeizkostenV).',
    range: (from: string, to: string) => `Zeitraum: ${from} bis ${to}`,
    empty: 'Für diese Wohnung liegen noch keine Verbrauchsdaten vor.',
    seriesEmpty: 'Für diesen Zeitraum liegen für diese Zählerart noch keine Werte vor.',
    movedOut:
      'Nach Ihrem Auszug werden keine neuen Verbrauchsdaten mehr angezeigt; die Werte bis zum Auszug und Ihre Abrechnungen bleiben abrufbar.',
    chartTitle: (kind: string, unit: string) => `${kind} (${unit})`,
    legendRead: 'abgelesen',
    legendEstimated: 'umgerechnet (zwischen Ablesungen)',
    legendLabel: 'Legende',
    /** The chart's text alternative points to the table, which holds every value. */
    chartAlt: (title: string) =>
      `Balkendiagramm ${title} je Monat. Alle Werte und Vergleiche stehen in der Tabelle darunter.`,
    gaps: (months: string) =>
      `Keine Angabe für ${months}: Dafür liegen nicht genügend Zählerstände vor. Diese Monate bleiben im Diagramm leer, es werden keine Werte erfunden.`,
    estimatedHint:
      'Umgerechnet: Für ein Monatsende lag kein abgelesener Stand vor. Er wurde taggenau zwischen der Ablesung davor und danach ermittelt.',
    allocatorUnits: (unit: string) =>
      `Heizkostenverteiler zählen ${unit}, keine kWh. Für diese Liegenschaft ist kein Umrechnungsfaktor hinterlegt, daher werden die Werte nicht in kWh umgerechnet.`,
    tableCaption: (title: string) => `${title}: Verbrauch je Monat im Vergleich`,
    columns: {
      month: 'Monat',
      value: 'Ihr Verbrauch',
      previousMonth: 'Vormonat',
      sameMonthLastYear: 'Vorjahresmonat',
      propertyAverage: 'Vergleichbare Wohnungen',
    },
    averageHint:
      'Vergleichbare Wohnungen: der Verbrauch je m² aller Wohnungen des Hauses mit gleichartigen Zählern, auf die Fläche Ihrer Wohnung umgerechnet.',
    estimatedMark: 'umgerechnet',
    noValue: 'keine Angabe',
    latestHeading: 'Aktuelle Zählerstände',
    latestIntro: 'Die zuletzt von den fernablesbaren Zählern Ihrer Wohnung übertragenen Stände.',
    latestCaption: 'Letzte übertragene Zählerstände',
    latestColumns: { meter: 'Zähler', kind: 'Art', value: 'Stand', at: 'Übertragen' },
    at: (date: string, time: string) => `${date}, ${time} Uhr`,
    statementsHeading: receivedStatementTexts.heading,
    statementsEmpty: 'Für diese Wohnung wurden noch keine Abrechnungen zugestellt.',
    statementsCaption: 'Zugestellte Abrechnungen dieser Wohnung',
  },

  profile: {
    back: backToOverview,
    loading: profileTexts.loading,
    notFound: 'Kein Mieterprofil gefunden.',
    namesHeading: profileTexts.namesHeading,
    namesHint: 'Anrede, Name und Firma kann nur Ihr Vermieter ändern.',
    salutation: customerTenantTexts.salutation,
    firstName: profileTexts.firstName,
    lastName: profileTexts.lastName,
    company: profileTexts.company,
    contactHeading: profileTexts.contactHeading,
    email: profileTexts.email,
    phone: profileTexts.phone,
    emailHint: 'An diese Adresse gehen Ihre Abrechnungen und die monatlichen Verbrauchsinformationen.',
    deliveryHeading: 'Zustellung',
    delivery: customerTenantTexts.delivery,
    deliveryMethods: statementScreenTexts.statements.delivery,
    deliveryHint:
      'Wie Ihnen Abrechnungen zugestellt werden, legt Ihr Vermieter fest. Bitte wenden Sie sich an ihn, wenn Sie das ändern möchten.',
  },

  help: {
    back: backToOverview,
    landlordHeading: 'Ihr Vermieter',
    landlordIntro:
      'Für Fragen zu Ihrer Abrechnung, zu Vorauszahlungen, Belegen und zur Wohnung ist Ihr Vermieter zuständig.',
    landlordFor: (address: string) => `Für ${address}`,
    noLandlordContact: 'Für diesen Vermieter sind keine Kontaktdaten hinterlegt.',
    noTenancies: dashboardTexts.tenant.noProperties,
    email: helpTexts.emailLabel,
    phone: profileTexts.phone,
    supportHeading: 'Support der Plattform',
    supportIntro:
      'Bei technischen Fragen zum Portal, etwa zur Anmeldung oder zu Downloads, hilft unser Support.',
    faqHeading: helpTexts.faqHeading,
  },
} as const;

export const tenantPageTexts = {
  tenantProfile: {
    title: pageTexts.customerProfile.title,
    description: 'Ihre Kontaktdaten und die Zustellung Ihrer Abrechnungen.',
  },
  tenantHelp: {
    title: pageTexts.customerHelp.title,
    description: 'Ihren Vermieter und unseren Support erreichen und Antworten auf häufige Fragen finden.',
  },
} as const;

/** Questions tenants ask about their statement and their consumption, with the legal sources. */
export const tenantFaqEntries: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Wie lese ich meine Nebenkostenabrechnung?',
    answer:
      'Die Abrechnung nennt den Abrechnungszeitraum, die Gesamtkosten je Kostenart, den Umlageschlüssel (zum Beispiel Wohnfläche, Personen oder Verbrauch), Ihren Anteil daran und Ihre geleisteten Vorauszahlungen. Ist Ihr Anteil höher als die Vorauszahlungen, ergibt sich eine Nachzahlung, sonst ein Guthaben. Heiz- und Warmwasserkosten werden nach der Heizkostenverordnung zu 50 bis 70 % nach Ihrem erfassten Verbrauch und im Übrigen nach der Fläche verteilt (§§ 7, 8 HeizkostenV).',
  },
  {
    question: 'Bis wann muss mir die Abrechnung zugehen?',
    answer:
      'Spätestens zwölf Monate nach dem Ende des Abrechnungszeitraums (§ 556 Abs. 3 BGB); für das Kalenderjahr 2024 also bis zum 31.12.2025. Kommt sie später, kann der Vermieter keine Nachzahlung mehr verlangen, es sei denn, er hat die Verspätung nicht zu vertreten. Ein Guthaben muss er Ihnen auch dann auszahlen.',
  },
  {
    question: 'Wie lange kann ich Einwendungen gegen die Abrechnung erheben?',
    answer:
      'Bis zum Ablauf des zwölften Monats nach Zugang der Abrechnung (§ 556 Abs. 3 BGB). Danach können Sie Einwendungen nur noch geltend machen, wenn Sie die Verspätung nicht zu vertreten haben. Teilen Sie Ihre Einwendungen Ihrem Vermieter am besten schriftlich und mit Begründung mit.',
  },
  {
    question: 'Kann die monatliche Vorauszahlung angepasst werden?',
    answer:
      'Ja. Nach einer Abrechnung kann jede Seite – Sie oder Ihr Vermieter – die Betriebskostenvorauszahlung durch Erklärung in Textform auf eine angemessene Höhe anpassen (§ 560 Abs. 4 BGB). Maßstab ist in der Regel das Ergebnis der letzten Abrechnung. Bei einer vereinbarten Pauschale gilt das nicht.',
  },
  {
    question: 'Warum erhalte ich monatlich eine Verbrauchsinformation?',
    answer:
      'Sind in Ihrer Wohnung fernablesbare Zähler oder Heizkostenverteiler eingebaut, muss Ihnen der Vermieter seit 2022 jeden Monat Ihren Verbrauch an Heizung und Warmwasser mitteilen – mit dem Vergleich zum Vormonat, zum selben Monat des Vorjahres und zu einem durchschnittlichen Nutzer (§ 6a HeizkostenV). Sie finden diese Werte bei Ihrer Wohnung; bei Zustellung per E-Mail kommen sie auch per E-Mail. Fehlt die Information, können Sie Ihren Anteil an den Heiz- und Warmwasserkosten um 3 % kürzen (§ 12 Abs. 1 HeizkostenV).',
  },
  {
    question: 'Was bedeuten umgerechnete oder geschätzte Werte?',
    answer:
      'Zähler werden nicht immer genau am Monatsende abgelesen. Fehlt dort ein Stand, wird er taggenau zwischen der Ablesung davor und der danach ermittelt; solche Monate sind als „umgerechnet“ gekennzeichnet. Vor der ersten und nach der letzten Ablesung wird nichts geschätzt – diese Monate bleiben leer. Ist eine Ablesung ganz ausgefallen, darf der Verbrauch für die Abrechnung nur in den Grenzen des § 9a HeizkostenV ermittelt werden, etwa aus früheren Zeiträumen oder vergleichbaren Räumen.',
  },
  {
    question: 'Kann ich die Belege zur Abrechnung einsehen?',
    answer:
      'Ja. Sie dürfen die Rechnungen, Verträge und Ablesebelege einsehen, die der Abrechnung zugrunde liegen (§ 259 BGB), in der Regel beim Vermieter oder der Hausverwaltung. Solange Ihnen die Einsicht verweigert wird, dürfen Sie eine Nachzahlung zurückhalten. Wenden Sie sich dazu an Ihren Vermieter.',
  },
];
