import { greetingTexts, registerMailTexts as texts } from '../../../domain/texts/mails.ts';
import { renderMail, type MailConfig, type RenderedMail } from './layout.ts';

/** The link that confirms a sign-up; the greeting is the one every letter uses. */
export function registerConfirmMail(
  config: MailConfig,
  input: { greeting: string; link: string; validHours: number },
): RenderedMail {
  return renderMail(config, texts.subject, input.greeting, [
    { kind: 'text', text: texts.intro },
    { kind: 'link', label: texts.link, url: input.link },
    { kind: 'text', text: texts.validity(input.validHours) },
    { kind: 'text', text: texts.notRequested },
  ]);
}

/**
 * A sign-up of an address that already has an account: the answer did not say so, this mail does,
 * to the address's owner only, with the ways back into the account. The name typed into the form
 * is not the owner's for sure, so the mail greets no one by name.
 */
export function registerExistsMail(
  config: MailConfig,
  input: { signInLink: string; resetLink: string },
): RenderedMail {
  return renderMail(config, texts.existsSubject, greetingTexts.unnamed, [
    { kind: 'text', text: texts.existsIntro },
    { kind: 'link', label: texts.signIn, url: input.signInLink },
    { kind: 'text', text: texts.forgotten },
    { kind: 'link', label: texts.reset, url: input.resetLink },
    { kind: 'text', text: texts.existsNotRequested },
  ]);
}
