/**
 * Texts of the app shell (header, navigation, footer), the shared screen states
 * and the one-line descriptions of every screen.
 */

/** Product name used in the logo, the footer and the browser tab. */
export const PRODUCT_NAME = 'NebenkostenPlus';

/** The operator's public contact address; the legal pages name the same address. */
export const CONTACT_EMAIL = 'support@nebenkostenplus.de';

export const shellTexts = {
  productName: PRODUCT_NAME,
  tagline: 'Heiz- und Nebenkostenabrechnung',
  logoHomeLabel: `${PRODUCT_NAME} – zur Startseite`,
  logoDashboardLabel: `${PRODUCT_NAME} – zum Dashboard`,
  /** The first stop of the keyboard on every page: past the header straight to the screen. */
  skipToContent: 'Zum Inhalt springen',
  mainNavigation: 'Hauptnavigation',
  mobileNavigation: 'Mobile Navigation',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  closeDialog: 'Dialog schließen',
  switchToLight: 'Helles Design aktivieren',
  switchToDark: 'Dunkles Design aktivieren',
  logout: 'Abmelden',
  nav: {
    home: 'Home',
    services: 'Leistungen',
    contact: 'Kontakt',
    login: 'Login',
    dashboard: 'Dashboard',
    customers: 'Kunden',
    properties: 'Liegenschaften',
    tenants: 'Mieter',
    users: 'Benutzer',
    system: 'System',
    property: 'Liegenschaft',
    costsAndUsers: 'Kosten & Nutzer',
    readings: 'Ablesetabelle',
    statements: 'Abrechnungen',
    profile: 'Profil',
    help: 'Hilfe',
    overview: 'Übersicht',
  },
  footer: {
    navigation: 'Rechtliches und Kontakt',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    contact: 'Kontakt',
  },
} as const;

export function copyrightLine(year: number): string {
  return `© ${year} ${PRODUCT_NAME}`;
}

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} – ${PRODUCT_NAME}`;
}

/** Loading, empty and error states shared by all data screens. */
export const stateTexts = {
  loading: 'Lade…',
  retry: 'Erneut versuchen',
  noMatches: 'Keine Treffer gefunden',
  searchLabel: 'Suche',
} as const;

export const notFoundTexts = {
  title: 'Seite nicht gefunden',
  description: 'Die aufgerufene Seite existiert nicht oder wurde verschoben.',
  backToStart: 'Zur Startseite',
  contactHint: 'Fragen? Schreiben Sie uns an',
} as const;

export const dashboardTexts = {
  admin: {
    title: 'Admin-Dashboard',
    greeting: (name: string) => `Willkommen, ${name}`,
    intro: 'Wählen Sie einen Bereich, den Sie verwalten möchten.',
    searchPlaceholder: 'Bereiche durchsuchen…',
    tiles: {
      customers: {
        title: 'Kunden',
        description: 'Vermieter und Eigentümer anlegen, bearbeiten und ihre Liegenschaften einsehen.',
      },
      properties: {
        title: 'Liegenschaften',
        description: 'Aktive, beendete und archivierte Liegenschaften mit Zählern und Kostenarten verwalten.',
      },
      tenants: {
        title: 'Mieter',
        description: 'Alle Mieter mit Vermieter und Liegenschaft durchsuchen und bearbeiten.',
      },
      users: {
        title: 'Benutzer',
        description: 'Zugänge, Einladungen und Passwörter der Benutzer verwalten.',
      },
    },
  },
  customer: {
    title: 'Kunden-Dashboard',
    greeting: (name: string) => `Willkommen, ${name}`,
    intro: 'Wählen Sie eine Liegenschaft, um Kosten und Mieter zu bearbeiten.',
    propertiesHeading: 'Ihre Liegenschaften',
    searchPlaceholder: 'Straße, PLZ, Ort...',
    noProperties: 'Keine Liegenschaften vorhanden.',
    /** A new landlord's empty area leads to the guided setup of the first property. */
    firstPropertyHint:
      'Legen Sie Ihr erstes Objekt an: Adresse, Heizung, Wohnungen, Mieter und Zähler – Schritt für Schritt.',
    firstPropertyLink: 'Erstes Objekt anlegen',
    noMatches: 'Keine Treffer gefunden.',
    quickLinksHeading: 'Schnellzugriff',
    profileLink: 'Mein Profil',
    helpLink: 'Hilfe & Support',
    statusEnded: 'Beendet',
    statusArchived: 'Archiviert',
  },
  employee: {
    title: 'Mitarbeiter-Dashboard',
    greeting: (name: string) => `Willkommen, ${name}`,
    comingSoon: 'Weitere Funktionen folgen in Kürze.',
  },
  tenant: {
    title: 'Mieter-Dashboard',
    greeting: (name: string) => `Willkommen, ${name}`,
    intro: 'Hier sehen Sie die Wohnungen, die Sie bei uns gemietet haben.',
    propertiesHeading: 'Ihre Wohnungen',
    noProperties: 'Für Ihr Konto ist noch keine Wohnung hinterlegt.',
    openProperty: 'Verbrauch und Abrechnungen ansehen',
  },
} as const;

interface ScreenText {
  readonly title: string;
  readonly description: string;
}

/** Title and one-line purpose of every screen. */
export const pageTexts = {
  landing: {
    title: 'Heiz- und Nebenkostenabrechnung – kostenlos für Vermieter',
    description:
      'Erfassen Sie Zählerstände und Kosten online und erhalten Sie rechtssichere Abrechnungen als PDF – ohne Gebühren.',
  },
  services: {
    title: 'Leistungen',
    description:
      'Alle Leistungen für Vermieter und Verwalter im Überblick: von der Abrechnung bis zur Vorlage.',
  },
  contact: {
    title: 'Kontakt',
    description: 'Schreiben Sie uns – wir antworten innerhalb von 24 Stunden.',
  },
  imprint: {
    title: 'Impressum',
    description: 'Angaben zum Betreiber dieser Plattform und zu den Kontaktmöglichkeiten.',
  },
  privacy: {
    title: 'Datenschutz',
    description: 'Wie wir Ihre personenbezogenen Daten verarbeiten und welche Rechte Sie haben.',
  },
  freeTest: {
    title: 'Kostenlos testen',
    description: 'Fordern Sie Ihren Testzugang an und probieren Sie die Plattform mit Beispieldaten aus.',
  },
  setPassword: {
    title: 'Neues Passwort festlegen',
    description: 'Legen Sie hier über den Link aus Ihrer E-Mail ein neues Passwort fest.',
  },
  register: {
    title: 'Konto kostenlos anlegen',
    description: 'Legen Sie Ihr Vermieterkonto an und bestätigen Sie Ihre E-Mail-Adresse.',
  },
  registerConfirm: {
    title: 'Konto bestätigen',
    description: 'Bestätigen Sie hier über den Link aus Ihrer E-Mail Ihr neues Konto.',
  },
  emailConfirm: {
    title: 'E-Mail-Adresse bestätigen',
    description: 'Bestätigen Sie hier über den Link aus Ihrer E-Mail Ihre neue E-Mail-Adresse.',
  },
  adminCustomers: {
    title: 'Kunden',
    description: 'Alle Kunden durchsuchen und die Kundendetails öffnen.',
  },
  adminProperties: {
    title: 'Liegenschaften',
    description: 'Aktive, beendete und archivierte Liegenschaften filtern, durchsuchen und verwalten.',
  },
  adminTenants: {
    title: 'Mieter',
    description: 'Alle Mieter mit ihrem Vermieter durchsuchen und zur Bearbeitung öffnen.',
  },
  adminUsers: {
    title: 'Benutzer',
    description: 'Benutzer anzeigen, Zugänge vergeben und neue Kunden anlegen.',
  },
  adminCustomerDetail: {
    title: 'Kundendetails',
    description: 'Stammdaten eines Kunden bearbeiten und seine Liegenschaften verwalten.',
  },
  adminPropertyDetail: {
    title: 'Liegenschaft verwalten',
    description: 'Adresse, Heizungsart, Mieter, Zähler und Kostenarten einer Liegenschaft bearbeiten.',
  },
  adminMeterDetail: {
    title: 'Zählerdetails',
    description: 'Zählerdaten, Zählerstände und den Jahresverbrauch eines Zählers einsehen und bearbeiten.',
  },
  adminUserEdit: {
    title: 'Benutzer bearbeiten',
    description: 'Kontakt- und Adressdaten eines Benutzers ändern.',
  },
  adminSystemLogins: {
    title: 'System – Logins (roh)',
    description: 'Alle Logins mit Benutzername, E-Mail und Rolle einsehen und pflegen.',
  },
  customerPropertyDetail: {
    title: 'Liegenschaft verwalten',
    description: 'Von hier aus gelangen Sie zu Kosten- und Nutzerdaten, Mietern sowie Vorlagen und Tools.',
  },
  customerTenants: {
    title: 'Mieter verwalten',
    description: 'Mieter einer Liegenschaft bearbeiten, Auszüge melden und Leerstände erfassen.',
  },
  customerCostsData: {
    title: 'Kostendaten',
    description: 'Heiz- und Nebenkosten sowie Nutzerdaten für ein Abrechnungsjahr erfassen.',
  },
  customerCostsDataRedesign: {
    title: 'Kostendaten',
    description: 'Kosten, Mieter und Flächen eines Abrechnungsjahres mit Fortschrittsanzeige erfassen.',
  },
  customerCostsSummary: {
    title: 'Zusammenfassung der Betriebskosten',
    description: 'Gesamtkosten, Vorauszahlungen und Saldo eines Abrechnungsjahres prüfen.',
  },
  customerProfile: {
    title: 'Profil',
    description: 'Ihre Kontaktdaten und Ihre Anschrift einsehen und ändern.',
  },
  customerHelp: {
    title: 'Hilfe & Support',
    description: 'Kontakt zum Support aufnehmen und Antworten auf häufige Fragen finden.',
  },
  customerTemplates: {
    title: 'Vorlagen & Tools',
    description: 'Musterdokumente für Vermieter durchsuchen, vom Mietvertrag bis zur Kündigung.',
  },
  customerTemplateDetail: {
    title: 'Vorlage',
    description: 'Beschreibung, Inhalte und rechtliche Hinweise zu einer Vorlage.',
  },
  tenantPropertyDetail: {
    title: 'Meine Wohnung',
    description: 'Verbrauch von Heizung und Wasser sowie Ihre Abrechnungen als PDF.',
  },
} as const satisfies Record<string, ScreenText>;
