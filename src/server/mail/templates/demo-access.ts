import { MAIL_PRODUCT_NAME, renderMail, type MailConfig, type RenderedMail } from './layout.ts';

export function demoAccessMail(
  config: MailConfig,
  input: { username: string; password: string },
): RenderedMail {
  return renderMail(config, `Ihr kostenloser Testzugang zu ${MAIL_PRODUCT_NAME}`, 'Guten Tag,', [
    {
      kind: 'text',
      text: `vielen Dank für Ihr Interesse an ${MAIL_PRODUCT_NAME}. Mit diesen Test-Daten sehen Sie sich die Plattform mit Beispieldaten aus Sicht eines Mieters an:`,
    },
    {
      kind: 'fields',
      rows: [
        ['Benutzername', input.username],
        ['Passwort', input.password],
      ],
    },
    { kind: 'link', label: 'Zum Test-Login', url: `${config.appUrl}/freetest-login` },
    {
      kind: 'text',
      text: 'Der Testzugang ist für alle Interessenten gleich und enthält nur Beispieldaten. Bitte geben Sie dort keine echten Daten ein.',
    },
    {
      kind: 'text',
      text: 'Falls Sie diesen Zugang nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    },
  ]);
}
