import { formatDateDe, type IsoDate } from '../../../domain/dates.ts';
import { letterMailTexts as texts } from '../../../domain/texts/postbox.ts';
import { renderMail, subjectPart, type Block, type MailConfig, type RenderedMail } from './layout.ts';
import { tenantGreeting, type StatementMailInput } from './statement-delivery.ts';

export interface LetterMailInput {
  /** The letter's title, e.g. „Anpassung der Vorauszahlungen“. */
  title: string;
  /** The property's address as one line. */
  address: string;
  tenant: StatementMailInput['tenant'];
  /** The recipient's name kept with the letter. */
  documentName: string;
  date: IsoDate;
  fileName: string;
  landlord: { name: string | null; email: string | null };
  portalLink: string | null;
}

/** A letter to the tenant as a mail: the PDF travels as its attachment. */
export function letterDeliveryMail(config: MailConfig, input: LetterMailInput): RenderedMail {
  const subject = subjectPart(texts.subject(input.title, input.address), 120);
  const blocks: Block[] = [
    { kind: 'text', text: texts.intro(input.title, input.address) },
    {
      kind: 'fields',
      rows: [
        [texts.property, input.address],
        [texts.date, formatDateDe(input.date)],
        [texts.file, input.fileName],
      ],
    },
  ];
  const landlord = texts.landlord(input.landlord.name, input.landlord.email);
  if (landlord) blocks.push({ kind: 'text', text: landlord });
  if (input.portalLink)
    blocks.push(
      { kind: 'text', text: texts.portal },
      { kind: 'link', label: texts.portalLink, url: input.portalLink },
    );
  return renderMail(config, subject, tenantGreeting(input), blocks);
}
