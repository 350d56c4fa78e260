import { emailChangeMailTexts as texts, greetingTexts } from '../../../domain/texts/mails.ts';
import { renderMail, type MailConfig, type RenderedMail } from './layout.ts';

/** To the new address: the link that makes it the login's address. */
export function emailChangeConfirmMail(
  config: MailConfig,
  input: { username: string; link: string; validHours: number },
): RenderedMail {
  return renderMail(config, texts.confirmSubject, greetingTexts.unnamed, [
    { kind: 'text', text: texts.confirmIntro(input.username) },
    { kind: 'link', label: texts.confirmLink, url: input.link },
    { kind: 'text', text: texts.confirmValidity(input.validHours) },
    { kind: 'text', text: texts.confirmNotRequested },
  ]);
}

/** To the address in use: someone asked to replace it, so its owner learns of a stolen session. */
export function emailChangeNoticeMail(
  config: MailConfig,
  input: { username: string; newEmail: string },
): RenderedMail {
  return renderMail(config, texts.noticeSubject, greetingTexts.unnamed, [
    { kind: 'text', text: texts.noticeIntro(input.username, input.newEmail) },
    { kind: 'text', text: texts.noticeNotRequested },
  ]);
}
