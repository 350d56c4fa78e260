import { MAIL_PRODUCT_NAME, renderMail, type MailConfig, type RenderedMail } from './layout.ts';

export function inviteMail(
  config: MailConfig,
  input: { username: string; link: string; validDays: number },
): RenderedMail {
  return renderMail(config, `Einladung zu ${MAIL_PRODUCT_NAME}`, 'Guten Tag,', [
    {
      kind: 'text',
      text: `Sie wurden zu ${MAIL_PRODUCT_NAME} eingeladen, der Plattform für Heiz- und Nebenkostenabrechnungen. Legen Sie über den folgenden Link Ihr Passwort fest:`,
    },
    { kind: 'link', label: 'Passwort festlegen', url: input.link },
    {
      kind: 'fields',
      rows: [
        ['Ihr Benutzername', input.username],
        ['Anmeldung', `${config.appUrl}/login`],
      ],
    },
    {
      kind: 'text',
      text: `Der Link ist ${input.validDays} Tage gültig und kann nur einmal verwendet werden. Danach melden Sie sich mit Ihrem Benutzernamen oder Ihrer E-Mail-Adresse und dem neuen Passwort an.`,
    },
    {
      kind: 'text',
      text: 'Falls Sie diese Einladung nicht erwartet haben, können Sie die E-Mail ignorieren.',
    },
  ]);
}
