import type { SUPPORT_CHANNELS, SUPPORT_TOPICS } from '../catalog.ts';

/**
 * Messages of the account, contact, demo and support endpoints (password reset, invitation,
 * admin password, contact form, free demo, support ticket). Texts the specification already
 * names live in `validationTexts`/`errorTexts` and are reused from there.
 */
export const ACCOUNT_LIMITS = {
  nameMax: 200,
  /** RFC 5321's longest usable address. */
  emailMax: 254,
  messageMax: 5000,
  passwordMax: 200,
  /** Sign-in takes a username or an e-mail address. */
  usernameMax: 254,
  /** Set-password links carry 43 characters; the rest is headroom for other token formats. */
  tokenMax: 200,
  /** Where a support ticket was sent from (a page name). */
  sourceMax: 50,
} as const;

export const accountTexts = {
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Stunde erneut.',
  /** Only the beginning of this sentence is fixed by the product; the rest says what to do. */
  demoLoginFailed: 'Ungültige Test-Anmeldedaten. Bitte prüfen Sie Benutzername und Passwort.',
  userNotFound: 'Benutzer nicht gefunden.',
  nameRequired: 'Bitte geben Sie Ihren Namen ein.',
  nameTooLong: `Der Name darf höchstens ${ACCOUNT_LIMITS.nameMax} Zeichen lang sein.`,
  messageRequired: 'Bitte geben Sie eine Nachricht ein.',
  messageTooLong: 'Die Nachricht darf höchstens 5.000 Zeichen lang sein.',
  passwordTooLong: `Das Passwort darf höchstens ${ACCOUNT_LIMITS.passwordMax} Zeichen lang sein.`,
  supportTopicInvalid: 'Bitte wählen Sie ein gültiges Thema.',
  supportChannelInvalid: 'Bitte wählen Sie einen gültigen Kontaktweg.',
  supportSourceInvalid: 'Ungültige Herkunftsangabe.',
  contactStoreFailed: 'Ihre Nachricht konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  demoStoreFailed: 'Ihre Anfrage konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  /** The help page's text for a failed ticket: it names the other ways to reach support. */
  supportStoreFailed: 'Senden fehlgeschlagen. Bitte kontaktieren Sie uns per E-Mail oder WhatsApp.',
} as const;

/** Labels of the support ticket's topic and channel values. */
export const supportTopicLabels = {
  technical: 'Technisches Problem',
  billing: 'Abrechnung',
  tenant: 'Mieter',
  feature: 'Funktionswunsch',
  other: 'Sonstiges',
} as const satisfies Record<(typeof SUPPORT_TOPICS)[number], string>;

export const supportChannelLabels = {
  email: 'E-Mail',
  whatsapp: 'WhatsApp',
  phone: 'Telefon',
} as const satisfies Record<(typeof SUPPORT_CHANNELS)[number], string>;

/**
 * Changing a login's e-mail address from its own profile: the current password is asked for, the
 * new address gets a confirmation link and takes effect only when it is opened.
 */
export const EMAIL_CHANGE_VALID_HOURS = 24;

export const emailChangeTexts = {
  currentPasswordLabel: 'Aktuelles Passwort',
  currentPasswordHint: 'Zum Ändern der E-Mail-Adresse bestätigen Sie bitte Ihr Passwort.',
  currentPasswordRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein, um die E-Mail-Adresse zu ändern.',
  currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
  protectedLogin:
    'Dieser Zugang ist geschützt: E-Mail-Adresse und Passwort können im Profil nicht geändert werden.',
  /** Shown after saving and while the change waits for its confirmation. */
  pendingTitle: 'Bestätigung ausstehend',
  pending: (email: string) =>
    `Wir haben einen Bestätigungslink an ${email} gesendet. Die neue Adresse gilt, sobald Sie den Link ` +
    `öffnen (${EMAIL_CHANGE_VALID_HOURS} Stunden gültig); bis dahin bleibt die bisherige Adresse aktiv.`,
  // The public confirmation page (its title: pageTexts.emailConfirm)
  confirming: 'E-Mail-Adresse wird bestätigt …',
  confirmed: (email: string) => `Ihre E-Mail-Adresse wurde geändert. Sie lautet jetzt ${email}.`,
  confirmFailedTitle: 'Bestätigung nicht möglich',
  linkInvalidHelp:
    'Der Link wurde bereits verwendet, ist abgelaufen oder unvollständig. Ändern Sie die Adresse im Profil erneut, um einen neuen Link zu erhalten.',
  toLogin: 'Zur Anmeldung',
  toDashboard: 'Zur Übersicht',
} as const;

/**
 * A landlord's own sign-up: the form, its confirmation link and the confirmation page. The link is
 * valid for REGISTER_VALID_HOURS and used once.
 */
export const REGISTER_VALID_HOURS = 24;

export const registerTexts = {
  title: 'Konto kostenlos anlegen',
  intro:
    'Legen Sie Ihr Vermieterkonto an. Nach der Bestätigung Ihrer E-Mail-Adresse melden Sie sich an und erfassen Ihr erstes Objekt.',
  salutationLabel: 'Anrede',
  salutationPlaceholder: 'Bitte wählen',
  firstNameLabel: 'Vorname',
  lastNameLabel: 'Nachname',
  companyLabel: 'Firma (optional)',
  emailLabel: 'E-Mail-Adresse',
  emailHint: 'Sie ist zugleich Ihr Benutzername.',
  passwordLabel: 'Passwort',
  passwordRule: 'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben und einer Ziffer.',
  /** The consent sentence around its two links (no separate terms page: the imprint names the operator). */
  consentBefore: 'Ich stimme den Nutzungsbedingungen des Anbieters (siehe ',
  consentTermsLink: 'Impressum',
  consentMiddle: ') zu und habe die ',
  consentPrivacyLink: 'Datenschutzerklärung',
  consentAfter: ' gelesen.',
  submit: 'Konto anlegen',
  haveAccount: 'Sie haben bereits ein Konto?',
  toLogin: 'Zur Anmeldung',
  demoHint: 'Nur ansehen? Der kostenlose Testzugang braucht keine Registrierung.',
  sentTitle: 'Bitte prüfen Sie Ihr Postfach',
  sent: (email: string) =>
    `Wir haben eine E-Mail an ${email} gesendet. Öffnen Sie den Link darin, um Ihr Konto zu bestätigen ` +
    `(${REGISTER_VALID_HOURS} Stunden gültig). Keine E-Mail erhalten? Prüfen Sie den Spam-Ordner oder registrieren Sie sich erneut.`,
  firstNameRequired: 'Bitte geben Sie einen Vornamen ein.',
  termsRequired: 'Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu.',
  /** Sign-in with the right password before the address is confirmed. */
  confirmFirst: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  // The confirmation page
  confirmTitle: 'Konto bestätigen',
  confirming: 'Konto wird bestätigt …',
  confirmed: 'Ihr Konto ist bestätigt. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  confirmFailedTitle: 'Bestätigung nicht möglich',
  linkInvalidHelp:
    'Der Link wurde bereits verwendet, ist abgelaufen oder unvollständig. Wurde Ihr Konto schon bestätigt, melden Sie sich einfach an; sonst registrieren Sie sich erneut, um einen neuen Link zu erhalten.',
  toRegister: 'Erneut registrieren',
} as const;
