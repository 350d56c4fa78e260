/** The property overview of the customer area and the employee dashboard. */
export const propertyOverviewTexts = {
  backToDashboard: 'Zurück zum Dashboard',
  heatingSystem: (system: string) => `Heizsystem: ${system}`,
  linksHeading: 'Was möchten Sie tun?',
  costsData: {
    title: 'Kosten- und Nutzerdaten',
    description: 'Heiz- und Nebenkosten sowie Vorauszahlungen und Flächen für ein Abrechnungsjahr erfassen.',
  },
  tenants: {
    title: 'Mieter verwalten',
    description: 'Mieter bearbeiten, Auszüge melden und Leerstände erfassen.',
  },
  templates: {
    title: 'Vorlagen & Tools',
    description: 'Musterdokumente für Vermieter, vom Mietvertrag bis zur Kündigung.',
  },
  /** The spec's title of the tile that leads to the invoice inbox (its description: invoiceScreenTexts.tile). */
  postbox: { title: 'Postbox' },
  open: 'Öffnen',
} as const;

export const employeeDashboardTexts = {
  screensHeading: 'Ihre Bereiche',
  tenantsTile: {
    title: 'Mieter',
    description: 'Alle Mieter mit Vermieter und Liegenschaft durchsuchen und bearbeiten.',
  },
  propertiesHeading: 'Liegenschaften',
  propertiesSearch: 'Adresse, Kunde oder Firma…',
  propertiesSearchLabel: 'Liegenschaften durchsuchen',
  propertiesEmpty: 'Keine Liegenschaften gefunden.',
  propertiesCaption: 'Liegenschaften, die Sie bearbeiten dürfen',
  customersHeading: 'Kunden',
  customersSearch: 'Name, Firma, E-Mail oder Adresse…',
  customersSearchLabel: 'Kunden durchsuchen',
  customersEmpty: 'Keine Kunden gefunden.',
  customersCaption: 'Kunden, deren Liegenschaften Sie bearbeiten dürfen',
  columns: {
    address: 'Adresse',
    customer: 'Kunde',
    actions: 'Bearbeiten',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
  },
  actions: {
    property: 'Liegenschaft',
    tenants: 'Mieter',
    costs: 'Kostendaten',
    summary: 'Zusammenfassung',
    showProperties: 'Liegenschaften zeigen',
  },
  actionLabel: (action: string, address: string) => `${action}: ${address}`,
} as const;
