import { demoAccessMailTexts as texts, greetingTexts } from '../../../domain/texts/mails.ts';
import { renderMail, type MailConfig, type RenderedMail } from './layout.ts';

export function demoAccessMail(
  config: MailConfig,
  input: { username: string; password: string },
): RenderedMail {
  return renderMail(config, texts.subject, greetingTexts.unnamed, [
    { kind: 'text', text: texts.intro },
    {
      kind: 'fields',
      rows: [
        [texts.username, input.username],
        [texts.password, input.password],
      ],
    },
    { kind: 'link', label: texts.link, url: `${config.appUrl}/freetest-login` },
    { kind: 'text', text: texts.sameForAll },
    { kind: 'text', text: texts.notRequested },
  ]);
}
