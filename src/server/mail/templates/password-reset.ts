import { greetingTexts, passwordResetMailTexts as texts } from '../../../domain/texts/mails.ts';
import { renderMail, type MailConfig, type RenderedMail } from './layout.ts';

export function passwordResetMail(
  config: MailConfig,
  input: { username: string; link: string; validMinutes: number },
): RenderedMail {
  return renderMail(config, texts.subject, greetingTexts.unnamed, [
    { kind: 'text', text: texts.intro(input.username) },
    { kind: 'link', label: texts.link, url: input.link },
    { kind: 'text', text: texts.validity(input.validMinutes) },
    { kind: 'text', text: texts.notRequested },
  ]);
}
