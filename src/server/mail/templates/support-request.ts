import type { SUPPORT_CHANNELS, SUPPORT_TOPICS } from '../../../domain/catalog.ts';
import { supportChannelLabels, supportTopicLabels } from '../../../domain/texts/accounts.ts';
import { formatDateTimeDe } from '../../../domain/dates.ts';
import { MAIL_PRODUCT_NAME, renderMail, subjectPart, type MailConfig, type RenderedMail } from './layout.ts';

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
  return renderMail(
    config,
    `Support-Anfrage (${topic}) von ${subjectPart(input.from)} – ${MAIL_PRODUCT_NAME}`,
    'Hallo Support-Team,',
    [
      { kind: 'text', text: 'über die Hilfe-Seite ist eine neue Support-Anfrage eingegangen.' },
      {
        kind: 'fields',
        rows: [
          ['E-Mail', input.from],
          ['Thema', topic],
          ['Gewünschter Kontaktweg', supportChannelLabels[input.channel]],
          ['Benutzer', `${input.username} (${input.role})`],
          ['Quelle', input.source],
          ['Eingegangen', `${formatDateTimeDe(input.receivedAt)} Uhr`],
          ['Vorgang', `Support #${input.id}`],
          ['Zustimmung zur Kontaktaufnahme', 'ja'],
        ],
      },
      { kind: 'quote', text: input.message },
    ],
  );
}
