import type { SUPPORT_CHANNELS, SUPPORT_TOPICS } from '../../../domain/catalog.ts';
import { supportChannelLabels, supportTopicLabels } from '../../../domain/texts/accounts.ts';
import { formatDateTimeDe } from '../../../domain/dates.ts';
import { greetingTexts, supportRequestMailTexts as texts } from '../../../domain/texts/mails.ts';
import { renderMail, subjectPart, type MailConfig, type RenderedMail } from './layout.ts';

/** A signed-in user's support ticket, to the support address; Reply-To is the given address. */
export function supportRequestMail(
  config: MailConfig,
  input: {
    id: number;
    from: string;
    message: string;
    topic: (typeof SUPPORT_TOPICS)[number];
    channel: (typeof SUPPORT_CHANNELS)[number];
    source: string;
    username: string;
    role: string;
    receivedAt: Date;
  },
): RenderedMail {
  const topic = supportTopicLabels[input.topic];
  return renderMail(config, texts.subject(topic, subjectPart(input.from)), greetingTexts.supportTeam, [
    { kind: 'text', text: texts.intro },
    {
      kind: 'fields',
      rows: [
        [texts.email, input.from],
        [texts.topic, topic],
        [texts.channel, supportChannelLabels[input.channel]],
        [texts.user, `${input.username} (${input.role})`],
        [texts.source, input.source],
        [texts.received, texts.receivedAt(formatDateTimeDe(input.receivedAt))],
        [texts.ticket, texts.ticketValue(input.id)],
        [texts.consent, texts.consentGiven],
      ],
    },
    { kind: 'quote', text: input.message },
  ]);
}
