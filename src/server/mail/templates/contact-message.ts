import { formatDateTimeDe } from '../../../domain/dates.ts';
import { contactMessageMailTexts as texts, greetingTexts } from '../../../domain/texts/mails.ts';
import { renderMail, subjectPart, type MailConfig, type RenderedMail } from './layout.ts';

/** The contact form's message, to the support address; answers go to the visitor via Reply-To. */
export function contactMessageMail(
  config: MailConfig,
  input: { id: number; name: string; email: string; message: string; receivedAt: Date },
): RenderedMail {
  return renderMail(config, texts.subject(subjectPart(input.name)), greetingTexts.supportTeam, [
    { kind: 'text', text: texts.intro },
    {
      kind: 'fields',
      rows: [
        [texts.name, input.name],
        [texts.email, input.email],
        [texts.received, texts.receivedAt(formatDateTimeDe(input.receivedAt))],
        [texts.ticket, texts.ticketValue(input.id)],
      ],
    },
    { kind: 'quote', text: input.message },
    { kind: 'text', text: texts.replyNote },
  ]);
}
