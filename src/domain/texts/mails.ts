/**
 * The mails the platform sends (invitation, password reset, test access, statement delivery, the
 * support team's notices) and the salutation that tenants' letters and mails share. Support
 * tickets' receipts stay with the help page's texts in `support.ts`.
 */
import { PRODUCT_NAME, shellTexts } from './shell.ts';

/**
 * How a letter or mail opens. The statement PDF, the statement mail and the monthly consumption
 * mail address a tenant by salutation and name (`letterGreeting` picks the form); mails to someone
 * whose name is not known open with `unnamed`.
 */
export const greetingTexts = {
  /** A company, or an addressee without any name, as a business letter to a firm is opened. */
  ladiesAndGentlemen: 'Sehr geehrte Damen und Herren,',
  frau: (name: string) => `Sehr geehrte Frau ${name},`,
  herr: (name: string) => `Sehr geehrter Herr ${name},`,
  familie: (name: string) => `Sehr geehrte Familie ${name},`,
  /** Without a gendered salutation: the full name, so that no gender is guessed. */
  neutral: (name: string) => `Guten Tag ${name},`,
  unnamed: 'Guten Tag,',
  supportTeam: 'Hallo Support-Team,',
} as const;

/** What every mail carries around its blocks: the link fallback, the signature and the footer. */
export const mailLayoutTexts = {
  linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  signature: `Ihr ${PRODUCT_NAME}-Team`,
  footerProduct: `${PRODUCT_NAME} – ${shellTexts.tagline}`,
  managingDirector: (name: string) => `Geschäftsführung: ${name}`,
  contact: (email: string) => `Kontakt: ${email}`,
  imprint: (url: string) => `Impressum: ${url}`,
} as const;

/** Rows and sentences more than one mail shows. */
const shared = {
  username: 'Benutzername',
  password: 'Passwort',
  email: 'E-Mail',
  received: 'Eingegangen',
  receivedAt: (dateTime: string) => `${dateTime} Uhr`,
  ticket: 'Vorgang',
} as const;

/** "Fragen … richten Sie bitte an ihn" ends with the landlord's address, if there is one. */
const landlordReply = (email: string | null) =>
  email ? ` (${email}); Sie können dazu direkt auf diese E-Mail antworten.` : '.';

export const inviteMailTexts = {
  subject: `Einladung zu ${PRODUCT_NAME}`,
  intro:
    `Sie wurden zu ${PRODUCT_NAME} eingeladen, der Plattform für Heiz- und Nebenkostenabrechnungen. ` +
    'Legen Sie über den folgenden Link Ihr Passwort fest:',
  link: 'Passwort festlegen',
  username: `Ihr ${shared.username}`,
  signIn: 'Anmeldung',
  validity: (days: number) =>
    `Der Link ist ${days} Tage gültig und kann nur einmal verwendet werden. Danach melden Sie sich mit ` +
    'Ihrem Benutzernamen oder Ihrer E-Mail-Adresse und dem neuen Passwort an.',
  notExpected: 'Falls Sie diese Einladung nicht erwartet haben, können Sie die E-Mail ignorieren.',
} as const;

export const passwordResetMailTexts = {
  subject: `Passwort zurücksetzen – ${PRODUCT_NAME}`,
  intro: (username: string) =>
    `für Ihr Konto „${username}“ bei ${PRODUCT_NAME} wurde das Zurücksetzen des Passworts angefordert.`,
  link: 'Neues Passwort festlegen',
  validity: (minutes: number) =>
    `Der Link ist ${minutes} Minuten gültig und kann nur einmal verwendet werden. Danach sind alle ` +
    'bisherigen Anmeldungen beendet.',
  notRequested:
    'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
} as const;

/** The link that confirms a new address of a login, and the notice to the address it replaces. */
export const emailChangeMailTexts = {
  confirmSubject: `Neue E-Mail-Adresse bestätigen – ${PRODUCT_NAME}`,
  confirmIntro: (username: string) =>
    `für Ihr Konto „${username}“ bei ${PRODUCT_NAME} wurde diese Adresse als neue E-Mail-Adresse angegeben. ` +
    'Bitte bestätigen Sie sie über den folgenden Link:',
  confirmLink: 'E-Mail-Adresse bestätigen',
  confirmValidity: (hours: number) =>
    `Der Link ist ${hours} Stunden gültig und kann nur einmal verwendet werden. Bis zur Bestätigung ` +
    'bleibt die bisherige Adresse gültig.',
  confirmNotRequested:
    'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; es ändert sich nichts.',
  noticeSubject: `Änderung Ihrer E-Mail-Adresse angefordert – ${PRODUCT_NAME}`,
  noticeIntro: (username: string, newEmail: string) =>
    `für Ihr Konto „${username}“ bei ${PRODUCT_NAME} wurde soeben eine Änderung der E-Mail-Adresse auf ` +
    `${newEmail} angefordert. Die Änderung gilt erst, wenn sie über den Link an die neue Adresse bestätigt wird.`,
  noticeNotRequested:
    'Falls Sie das nicht waren, ändern Sie bitte sofort Ihr Passwort (über „Passwort vergessen?“ bei der ' +
    'Anmeldung) und wenden Sie sich an den Support; ohne Bestätigung ändert sich Ihre Adresse nicht.',
} as const;

/** Sign-up: the confirmation link, or, for an address that already has an account, a note saying so. */
export const registerMailTexts = {
  subject: `Konto bestätigen – ${PRODUCT_NAME}`,
  intro:
    `vielen Dank für Ihre Registrierung bei ${PRODUCT_NAME}. Bitte bestätigen Sie Ihre E-Mail-Adresse über den ` +
    'folgenden Link; danach melden Sie sich mit dieser Adresse als Benutzername und Ihrem Passwort an:',
  link: 'E-Mail-Adresse bestätigen',
  validity: (hours: number) =>
    `Der Link ist ${hours} Stunden gültig und kann nur einmal verwendet werden. Ist er abgelaufen, ` +
    'registrieren Sie sich einfach erneut.',
  notRequested:
    'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren; ohne Bestätigung wird das Konto nicht freigeschaltet.',
  existsSubject: `Registrierung bei ${PRODUCT_NAME}`,
  existsIntro:
    `für diese E-Mail-Adresse wurde soeben ein neues Konto bei ${PRODUCT_NAME} angefordert. Es besteht bereits ` +
    'ein Konto mit dieser Adresse; ein zweites wurde nicht angelegt. Melden Sie sich mit Ihrem bisherigen Zugang an:',
  signIn: 'Zur Anmeldung',
  forgotten: 'Passwort vergessen? Über den folgenden Link legen Sie ein neues fest:',
  reset: 'Passwort zurücksetzen',
  existsNotRequested:
    'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren; an Ihrem Konto ändert sich nichts.',
} as const;

export const demoAccessMailTexts = {
  subject: `Ihr kostenloser Testzugang zu ${PRODUCT_NAME}`,
  intro:
    `vielen Dank für Ihr Interesse an ${PRODUCT_NAME}. Mit diesen Test-Daten sehen Sie sich die Plattform ` +
    'mit Beispieldaten aus Sicht eines Mieters an:',
  username: shared.username,
  password: shared.password,
  link: 'Zum Test-Login',
  sameForAll:
    'Der Testzugang ist für alle Interessenten gleich und enthält nur Beispieldaten. Bitte geben Sie dort ' +
    'keine echten Daten ein.',
  notRequested: 'Falls Sie diesen Zugang nicht angefordert haben, können Sie diese E-Mail ignorieren.',
} as const;

/** The tenant's statement as a mail; amounts and dates come formatted. */
export const statementMailTexts = {
  subject: (year: number, address: string) => `Ihre Heiz- und Nebenkostenabrechnung ${year} – ${address}`,
  intro: (year: number, address: string) =>
    `anbei erhalten Sie Ihre Heiz- und Nebenkostenabrechnung ${year} für ${address}. ` +
    'Die Abrechnung ist dieser E-Mail als PDF-Datei beigefügt.',
  property: 'Objekt',
  period: 'Abrechnungszeitraum',
  result: 'Ergebnis',
  file: 'Datei',
  backPayment: (amount: string) => `Nachzahlung ${amount}`,
  credit: (amount: string) => `Guthaben ${amount}`,
  settled: (amount: string) => `ausgeglichen (${amount})`,
  landlord: (name: string | null, email: string | null) =>
    (name
      ? `Ihr Vermieter ${name} stellt Ihnen die Abrechnung über ${PRODUCT_NAME} zu. `
      : `Ihr Vermieter stellt Ihnen die Abrechnung über ${PRODUCT_NAME} zu. `) +
    'Fragen zur Abrechnung und den Wunsch, die Belege einzusehen, richten Sie bitte an ihn' +
    landlordReply(email),
  portal: 'Die Abrechnung finden Sie auch in Ihrem Mieterportal:',
  portalLink: 'Zum Mieterportal',
  /** The monthly consumption mail ends its sentence about the landlord the same way. */
  landlordReply,
} as const;

/** What a queued mail's row records when it could not go out. */
export const mailDeliveryTexts = {
  noRecipient: 'Keine E-Mail-Adresse für den Versand hinterlegt.',
  sendFailed: 'Versand fehlgeschlagen',
} as const;

/** The support team's notice of a signed-in user's support ticket. */
export const supportRequestMailTexts = {
  subject: (topic: string, from: string) => `Support-Anfrage (${topic}) von ${from} – ${PRODUCT_NAME}`,
  intro: 'über die Hilfe-Seite ist eine neue Support-Anfrage eingegangen.',
  email: shared.email,
  topic: 'Thema',
  channel: 'Gewünschter Kontaktweg',
  user: 'Benutzer',
  source: 'Quelle',
  received: shared.received,
  receivedAt: shared.receivedAt,
  ticket: shared.ticket,
  ticketValue: (id: number) => `Support #${id}`,
  consent: 'Zustimmung zur Kontaktaufnahme',
  consentGiven: 'ja',
} as const;

/** The support team's notice of a message from the public contact form. */
export const contactMessageMailTexts = {
  subject: (name: string) => `Kontaktanfrage von ${name} – ${PRODUCT_NAME}`,
  intro: 'über das Kontaktformular ist eine neue Nachricht eingegangen.',
  name: 'Name',
  email: shared.email,
  received: shared.received,
  receivedAt: shared.receivedAt,
  ticket: shared.ticket,
  ticketValue: (id: number) => `Kontakt #${id}`,
  replyNote: 'Eine Antwort auf diese E-Mail geht direkt an den Absender.',
} as const;
