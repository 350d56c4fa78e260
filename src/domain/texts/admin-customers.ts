import { stateTexts } from './shell.ts';
/**
 * Texts of the admin's customer, property and tenant lists and of the customer detail, including
 * the field-by-field editor that the meter detail reuses. Sentences the specification names are
 * word for word.
 */

/** Paging of the server-side lists. */
export const pagerTexts = {
  range: (from: number, to: number, total: number) => `${from}–${to} von ${total}`,
  navigation: 'Seiten',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  first: 'Erste Seite',
  last: 'Letzte Seite',
  page: (n: number) => `Seite ${n}`,
} as const;

/** The field-by-field editor: each field is saved on its own. */
export const fieldEditTexts = {
  confirm: 'Änderung Bestätigen',
  cancel: 'Abbrechen',
  saved: 'Gespeichert.',
  saving: 'Speichert…',
  saveFailed: 'Feld konnte nicht gespeichert werden.',
} as const;

export const adminCustomerTexts = {
  list: {
    searchPlaceholder: 'Name, Firma, E-Mail oder Adresse...',
    empty: 'Keine Kunden vorhanden',
    noMatches: 'Keine Treffer gefunden',
    newCustomer: 'Neuen Kunden anlegen',
    open: 'Anzeigen',
    openCustomer: (name: string) => `Kunde ${name} anzeigen`,
    columns: { name: 'Name', company: 'Firma', email: 'E-Mail', phone: 'Telefon', actions: 'Aktionen' },
    caption: 'Kunden',
  },
  detail: {
    access: 'Zugang',
    backToList: 'Zurück zur Kundenliste',
    newTitle: 'Neuer Kunde',
    unnamed: 'Kunde ohne Namen',
    notFound: 'Kunde nicht gefunden',
    notFoundHint: 'Der gewählte Kunde existiert nicht oder wurde gelöscht.',
    emailLabel: 'E-Mail',
    phoneLabel: 'Telefon',
    editSection: 'Kunde bearbeiten',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    create: 'Kunden anlegen',
    created: 'Kunde erfolgreich angelegt',
    createFailed: 'Anlegen fehlgeschlagen.',
    delete: 'Kunde löschen',
    deleteFailed: 'Kunde konnte nicht gelöscht werden.',
    /** Loading the chosen customer failed for another reason than its absence. */
    openFailed: 'Fehler beim Öffnen der Kundendetails.',
  },
  properties: {
    heading: 'Liegenschaften',
    searchPlaceholder: 'Straße, PLZ, Ort...',
    empty: 'Keine Liegenschaften vorhanden.',
    noMatches: 'Keine Treffer gefunden.',
    open: 'Liegenschaft öffnen',
  },
  addProperty: {
    heading: 'Liegenschaft hinzufügen',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    zip: 'PLZ',
    city: 'Ort',
    country: 'Land',
    heating: 'Heizungsart',
    heatingNone: 'Keine Angabe',
    submit: 'Liegenschaft anlegen',
    created: 'Liegenschaft angelegt.',
    failed: 'Liegenschaft konnte nicht angelegt werden.',
    zipInvalid: 'Bitte eine gültige PLZ angeben (4 oder 5 Ziffern).',
  },
} as const;

export const adminPropertyTexts = {
  searchPlaceholder: 'Adresse, Kunde oder Firma...',
  empty: 'Keine Liegenschaft gefunden.',
  statusLabel: 'Status',
  filters: { active: 'Aktive', ended: 'Beendete', archived: 'Archivierte' },
  caption: 'Liegenschaften',
  columns: { address: 'Adresse', customer: 'Kunde', status: 'Status', actions: 'Aktionen' },
  status: { active: 'Aktiv', ended: 'Beendet', archived: 'Archiviert' },
  endedOn: (date: string) => `Beendet zum ${date}`,
  actions: {
    archive: 'Archivieren',
    reactivate: 'Reaktivieren',
    unarchive: 'Dearchivieren',
    delete: 'Löschen',
  },
  confirm: {
    archive: 'Möchten Sie die Liegenschaft wirklich archivieren?',
    reactivate: 'Möchten Sie die Liegenschaft wirklich reaktivieren?',
    unarchive: 'Möchten Sie die Liegenschaft wirklich dearchivieren?',
    delete:
      'Möchten Sie die Liegenschaft wirklich endgültig löschen? Mieter, Zähler, Zählerstände und Kostenarten werden ebenfalls gelöscht.',
  },
  confirmTitle: 'Bitte bestätigen',
  cancel: 'Abbrechen',
  typeToDelete: {
    title: 'Endgültig löschen',
    prompt: 'Zur Bestätigung bitte LÖSCHEN eingeben.',
    label: 'Bestätigungswort',
    submit: 'Endgültig löschen',
    word: 'LÖSCHEN',
    cancelled: 'Löschen abgebrochen.',
  },
  success: {
    archive: 'Liegenschaft archiviert.',
    reactivate: 'Liegenschaft reaktiviert.',
    unarchive: 'Liegenschaft dearchiviert.',
    delete: 'Liegenschaft endgültig gelöscht.',
  },
  failure: {
    archive: 'Archivieren fehlgeschlagen.',
    reactivate: 'Reaktivieren fehlgeschlagen.',
    unarchive: 'Dearchivieren fehlgeschlagen.',
    delete: 'Löschen fehlgeschlagen.',
  },
} as const;

export const adminTenantTexts = {
  searchPlaceholder: 'Name, E-Mail, Adresse oder Vermieter...',
  empty: 'Keine Mieter vorhanden',
  noMatches: stateTexts.noMatches,
  caption: 'Mieter',
  columns: { name: 'Mieter', email: 'E-Mail', property: 'Liegenschaft', landlord: 'Vermieter' },
  vacancy: 'Leerstand',
  open: (name: string) => `Mieter ${name} bearbeiten`,
} as const;
