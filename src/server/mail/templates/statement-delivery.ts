import { formatDateDe } from '../../../domain/dates.ts';
import { letterGreeting } from '../../../domain/greeting.ts';
import { formatMoneyDe } from '../../../domain/money.ts';
import {
  MAIL_PRODUCT_NAME,
  renderMail,
  subjectPart,
  type Block,
  type MailConfig,
  type RenderedMail,
} from './layout.ts';

export interface StatementMailInput {
  year: number;
  /** The property's address as one line, 'Musterstraße 1, 12345 Berlin'. */
  address: string;
  tenant: {
    salutation: string | null;
    firstName: string | null;
    lastName: string | null;
    company: string | null;
  };
  /** The statement's name of the tenant, kept with the document. */
  documentName: string;
  periodFrom: string;
  periodTo: string;
  /** Positive: the tenant pays; negative: the tenant gets money back. */
  balanceCents: number;
  fileName: string;
  landlord: { name: string | null; email: string | null };
  /** The tenant can sign in to the portal and find the statement there too. */
  portalLink: string | null;
}

/** The greeting of the tenant's letters (statement PDF and mails), from the tenancy's name fields. */
export function tenantGreeting(input: Pick<StatementMailInput, 'tenant' | 'documentName'>): string {
  const { salutation, firstName, lastName, company } = input.tenant;
  return letterGreeting({
    name: input.documentName,
    salutation,
    first_name: firstName,
    last_name: lastName,
    company,
  });
}

function balanceText(cents: number): string {
  if (cents > 0) return `Nachzahlung ${formatMoneyDe(cents)}`;
  if (cents < 0) return `Guthaben ${formatMoneyDe(-cents)}`;
  return `ausgeglichen (${formatMoneyDe(0)})`;
}

/** The tenant's statement as a mail: the PDF travels as its attachment. */
export function statementDeliveryMail(config: MailConfig, input: StatementMailInput): RenderedMail {
  const subject = `Ihre Heiz- und Nebenkostenabrechnung ${input.year} – ${subjectPart(input.address)}`;
  const period = `${formatDateDe(input.periodFrom)} – ${formatDateDe(input.periodTo)}`;
  const blocks: Block[] = [
    {
      kind: 'text',
      text:
        `anbei erhalten Sie Ihre Heiz- und Nebenkostenabrechnung ${input.year} für ${input.address}. ` +
        'Die Abrechnung ist dieser E-Mail als PDF-Datei beigefügt.',
    },
    {
      kind: 'fields',
      rows: [
        ['Objekt', input.address],
        ['Abrechnungszeitraum', period],
        ['Ergebnis', balanceText(input.balanceCents)],
        ['Datei', input.fileName],
      ],
    },
  ];
  const { name: landlord, email } = input.landlord;
  blocks.push({
    kind: 'text',
    text:
      (landlord
        ? `Ihr Vermieter ${landlord} stellt Ihnen die Abrechnung über ${MAIL_PRODUCT_NAME} zu. `
        : `Ihr Vermieter stellt Ihnen die Abrechnung über ${MAIL_PRODUCT_NAME} zu. `) +
      'Fragen zur Abrechnung und den Wunsch, die Belege einzusehen, richten Sie bitte an ihn' +
      (email ? ` (${email}); Sie können dazu direkt auf diese E-Mail antworten.` : '.'),
  });
  if (input.portalLink) {
    blocks.push(
      { kind: 'text', text: 'Die Abrechnung finden Sie auch in Ihrem Mieterportal:' },
      { kind: 'link', label: 'Zum Mieterportal', url: input.portalLink },
    );
  }
  return renderMail(config, subject, tenantGreeting(input), blocks);
}
