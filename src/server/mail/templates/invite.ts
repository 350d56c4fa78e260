import { greetingTexts, inviteMailTexts as texts } from '../../../domain/texts/mails.ts';
import { renderMail, type MailConfig, type RenderedMail } from './layout.ts';

export function inviteMail(
  config: MailConfig,
  input: { username: string; link: string; validDays: number },
): RenderedMail {
  return renderMail(config, texts.subject, greetingTexts.unnamed, [
    { kind: 'text', text: texts.intro },
    { kind: 'link', label: texts.link, url: input.link },
    {
      kind: 'fields',
      rows: [
        [texts.username, input.username],
        [texts.signIn, `${config.appUrl}/login`],
      ],
    },
    { kind: 'text', text: texts.validity(input.validDays) },
    { kind: 'text', text: texts.notExpected },
  ]);
}
