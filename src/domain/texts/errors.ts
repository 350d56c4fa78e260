/** Error and status texts shared by every screen and the server's answers. */
export const errorTexts = {
  loginFailed: 'Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.',
  network: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  actionFailed: 'Aktion fehlgeschlagen.',
  loadFailed: 'Fehler beim Laden der Daten.',
  unknown: 'Unbekannter Fehler.',
  unauthorized: 'Bitte melden Sie sich an.',
  forbidden: 'Keine Berechtigung für diese Aktion.',
  notFound: 'Nicht gefunden.',
  invalidInput: 'Ungültige Eingabe.',
  tooManyAttempts: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
  /** Too many sign-ins at once for this server; nothing was checked or counted. */
  tooManySignIns: (seconds: number) =>
    `Gerade melden sich sehr viele Personen gleichzeitig an. Bitte versuchen Sie es in ${
      seconds === 1 ? 'einer Sekunde' : `${seconds} Sekunden`
    } erneut.`,
  emailInUse: 'E‑Mail-Adresse wird bereits verwendet.',
  usernameInUse: 'Benutzername wird bereits verwendet.',
  serverError: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
} as const;
