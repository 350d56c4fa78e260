/**
 * The Postbox: letters and statements sent to tenants, the tenant's portal list, the proof of
 * opening and the mail that carries a letter.
 */
export const postboxTexts = {
  letterNotFound: 'Brief nicht gefunden.',
  itemNotFound: 'Dokument nicht im Postfach gefunden.',
  itemIdInvalid: 'Ungültige Dokument-ID (erwartet z. B. „letter-12“ oder „statement-5“).',
  alreadySent: (date: string) =>
    `Dieser Brief wurde bereits am ${date} Uhr versendet. Ein zweiter Versand ist nicht möglich; erstellen Sie bei Bedarf einen neuen Brief.`,
  tenantGone: 'Der Mieter dieses Briefs ist nicht mehr gespeichert; der Brief kann nicht versendet werden.',
  /** A letter mail that no SMTP server took: the installation has none configured. */
  noMailServer:
    'Kein Mailserver eingerichtet: die E-Mail wurde nicht versendet. Der Brief liegt im Postfach des Mieters.',
  statementTitle: (year: number, address: string) => `Heiz- und Nebenkostenabrechnung ${year} – ${address}`,
  propertyNotFound: 'Liegenschaft nicht gefunden.',
} as const;

/** The mail that carries a letter to a tenant who receives documents by e-mail. */
export const letterMailTexts = {
  subject: (title: string, address: string) => `${title} – ${address}`,
  intro: (title: string, address: string) =>
    `anbei erhalten Sie das Schreiben „${title}“ zu Ihrer Wohnung in ${address}. ` +
    'Das Schreiben ist dieser E-Mail als PDF-Datei beigefügt.',
  property: 'Objekt',
  date: 'Datum',
  file: 'Datei',
  landlord: (name: string | null, email: string | null) =>
    [
      name ? `Absender: ${name}.` : null,
      email ? `Rückfragen richten Sie bitte an ${email} (Antwort auf diese E-Mail).` : null,
    ]
      .filter(Boolean)
      .join(' '),
  portal: 'Sie finden das Schreiben auch im Postfach Ihres Mieterportals:',
  portalLink: 'Zum Mieterportal',
} as const;
