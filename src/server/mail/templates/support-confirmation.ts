import type { SUPPORT_CHANNELS, SUPPORT_TOPICS } from '../../../domain/catalog.ts';
import {
  supportChannelLabels,
  supportConfirmationMailTexts as texts,
  supportTopicLabels,
} from '../../../domain/texts/index.ts';
import { renderMail, type MailConfig, type RenderedMail } from './layout.ts';

/**
 * The sender's receipt for a support ticket, mailed to the login's stored address. It repeats
 * neither the message nor anything else the sender typed except the chosen values, so even a
 * login whose address is not its owner's cannot be used to mail chosen text to someone.
 */
export function supportConfirmationMail(
  config: MailConfig,
  input: {
    id: number;
    topic: (typeof SUPPORT_TOPICS)[number];
    channel: (typeof SUPPORT_CHANNELS)[number];
  },
): RenderedMail {
  return renderMail(config, texts.subject(input.id), texts.greeting, [
    { kind: 'text', text: texts.received },
    {
      kind: 'fields',
      rows: [
        [texts.ticket, texts.ticketValue(input.id)],
        [texts.topic, supportTopicLabels[input.topic]],
        [texts.channel, supportChannelLabels[input.channel]],
      ],
    },
    { kind: 'text', text: texts.hours },
    { kind: 'text', text: texts.notYou },
  ]);
}
