import { errorTexts } from './errors.ts';
/** Messages of the login administration (admin area, logins screen). */
export const userTexts = {
  usernameInUse: errorTexts.usernameInUse,
  protectedAccount: 'Dieser Zugang ist geschützt und kann nicht gelöscht werden.',
  protectedAdminUsername: 'Der Benutzername des geschützten Admin-Zugangs kann nicht geändert werden.',
  protectedRole: 'Die Rolle eines geschützten Zugangs kann nicht geändert werden.',
  ownAccount: 'Sie können Ihren eigenen Zugang nicht löschen.',
  usernameTooLong: 'Der Benutzername darf höchstens 254 Zeichen lang sein.',
  passwordTooLong: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
  nothingToSave: 'Bitte Benutzername, E-Mail oder Rolle angeben.',
  roleInvalid: 'Bitte eine gültige Rolle wählen (admin, employee, customer, tenant).',
} as const;
