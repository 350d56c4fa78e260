import { propertyOverviewTexts } from './customer-area.ts';
/** The customer's own profile: the screen and what the server answers to a customer's save. */
export const profileTexts = {
  back: propertyOverviewTexts.backToDashboard,
  loading: 'Lade Profil...',
  notFound: 'Kein Kundenprofil gefunden.',
  namesHeading: 'Name',
  namesHint: 'Vor- und Nachname können nur von Administratoren geändert werden.',
  contactHeading: 'Kontakt',
  addressHeading: 'Anschrift',
  firstName: 'Vorname',
  lastName: 'Nachname',
  company: 'Firma',
  email: 'E-Mail',
  phone: 'Telefon',
  street: 'Straße',
  houseNumber: 'Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  country: 'Land',
  unlockEmail: 'E-Mail ändern',
  lockEmail: 'E-Mail sperren',
  emailLocked: 'Die E-Mail-Adresse ist gesperrt. Zum Ändern zuerst entsperren.',
  unlockTitle: 'E-Mail-Adresse ändern?',
  unlockMessage:
    'An diese Adresse gehen Ihre Abrechnungen, Hinweise und Links zum Zurücksetzen des Passworts. Möchten Sie sie wirklich ändern?',
  unlockConfirm: 'Entsperren',
  unlockCancel: 'Abbrechen',
  /** Server: a customer sends a name, company or contact person other than the stored one. */
  namesAdminOnly: 'Namen und Firmenangaben können nur von Administratoren geändert werden.',
  /** Server: a customer tries to link its record to another login. */
  loginAdminOnly: 'Die Zuordnung zum Login kann nur von Administratoren geändert werden.',
} as const;
