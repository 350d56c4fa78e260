import { formatDateTimeDe } from '../../../domain/dates.ts';
import { MAIL_PRODUCT_NAME, renderMail, subjectPart, type MailConfig, type RenderedMail } from './layout.ts';

/** The contact form's message, to the support address; answers go to the visitor via Reply-To. */
export function contactMessageMail(
  config: MailConfig,
  input: { id: number; name: string; email: string; message: string; receivedAt: Date },
): RenderedMail {
  return renderMail(
    config,
    `Kontaktanfrage von ${subjectPart(input.name)} – ${MAIL_PRODUCT_NAME}`,
    'Hallo Support-Team,',
    [
      { kind: 'text', text: 'über das Kontaktformular ist eine neue Nachricht eingegangen.' },
      {
        kind: 'fields',
        rows: [
          ['Name', input.name],
          ['E-Mail', input.email],
          ['Eingegangen', `${formatDateTimeDe(input.receivedAt)} Uhr`],
          ['Vorgang', `Kontakt #${input.id}`],
        ],
      },
      { kind: 'quote', text: input.message },
      { kind: 'text', text: 'Eine Antwort auf diese E-Mail geht direkt an den Absender.' },
    ],
  );
}
