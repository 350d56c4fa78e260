/** Texts of the sign-in screen; validation and error texts live in their own catalogues. */
export const authTexts = {
  loginTitle: 'Anmelden',
  loginIntro: 'Melden Sie sich mit Ihrem Benutzernamen und Ihrem Passwort an.',
  adminLoginTitle: 'Anmeldung für Vermieter und Verwaltung',
  adminLoginIntro: 'Melden Sie sich an, um Ihre Liegenschaften, Mieter und Abrechnungen zu verwalten.',
  usernameLabel: 'Benutzername',
  passwordLabel: 'Passwort',
  showPassword: 'Passwort anzeigen',
  submitLogin: 'Anmelden',
  forgotPassword: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  resetTitle: 'Passwort zurücksetzen',
  resetIntro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link zum Zurücksetzen.',
  emailLabel: 'E-Mail-Adresse',
  submitReset: 'Zurücksetzen-Link senden',
  resetSentTitle: 'Prüfen Sie Ihr Postfach',
  backToLogin: 'Zurück zur Anmeldung',
  passwordSaved: 'Passwort gespeichert. Sie können sich jetzt anmelden.',
} as const;

export function resetSentMessage(email: string): string {
  return `Wenn ein Konto mit ${email} existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.`;
}
