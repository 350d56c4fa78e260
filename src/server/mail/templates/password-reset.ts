import { MAIL_PRODUCT_NAME, renderMail, type MailConfig, type RenderedMail } from './layout.ts';

export function passwordResetMail(
  config: MailConfig,
  input: { username: string; link: string; validMinutes: number },
): RenderedMail {
  return renderMail(config, `Passwort zurücksetzen – ${MAIL_PRODUCT_NAME}`, 'Guten Tag,', [
    {
      kind: 'text',
      text: `für Ihr Konto „${input.username}“ bei ${MAIL_PRODUCT_NAME} wurde das Zurücksetzen des Passworts angefordert.`,
    },
    { kind: 'link', label: 'Neues Passwort festlegen', url: input.link },
    {
      kind: 'text',
      text: `Der Link ist ${input.validMinutes} Minuten gültig und kann nur einmal verwendet werden. Danach sind alle bisherigen Anmeldungen beendet.`,
    },
    {
      kind: 'text',
      text: 'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    },
  ]);
}
