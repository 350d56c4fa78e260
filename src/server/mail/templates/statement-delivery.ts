import { formatDateDe } from '../../../domain/dates.ts';
import { letterGreeting } from '../../../domain/statements/greeting.ts';
import { formatMoneyDe } from '../../../domain/money.ts';
import { statementMailTexts as texts } from '../../../domain/texts/mails.ts';
import { renderMail, subjectPart, type Block, type MailConfig, type RenderedMail } from './layout.ts';

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
  if (cents > 0) return texts.backPayment(formatMoneyDe(cents));
  if (cents < 0) return texts.credit(formatMoneyDe(-cents));
  return texts.settled(formatMoneyDe(0));
}

/** The tenant's statement as a mail: the PDF travels as its attachment. */
export function statementDeliveryMail(config: MailConfig, input: StatementMailInput): RenderedMail {
  const subject = texts.subject(input.year, subjectPart(input.address));
  const period = `${formatDateDe(input.periodFrom)} – ${formatDateDe(input.periodTo)}`;
  const blocks: Block[] = [
    { kind: 'text', text: texts.intro(input.year, input.address) },
    {
      kind: 'fields',
      rows: [
        [texts.property, input.address],
        [texts.period, period],
        [texts.result, balanceText(input.balanceCents)],
        [texts.file, input.fileName],
      ],
    },
  ];
  blocks.push({ kind: 'text', text: texts.landlord(input.landlord.name, input.landlord.email) });
  if (input.portalLink) {
    blocks.push(
      { kind: 'text', text: texts.portal },
      { kind: 'link', label: texts.portalLink, url: input.portalLink },
    );
  }
  return renderMail(config, subject, tenantGreeting(input), blocks);
}
