import { NotFoundError } from '../../domain/errors.ts';
import {
  postboxItemId,
  type CustomerPostboxQuery,
  type CustomerPostboxResponse,
  type SentPostboxItem,
} from '../../domain/schemas/postbox.ts';
import type { InvoiceStatus } from '../../domain/invoices/invoice-reading.ts';
import { postboxTexts } from '../../domain/texts/postbox.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';
import { statementTitle } from './statement-title.ts';

/** The newest invoices shown beside what was sent; the inbox screen has the rest. */
export const INBOX_NEWEST = 5;

type SentRow = Awaited<ReturnType<typeof repo.sentPage>>['rows'][number];

function toSentItem(r: SentRow): SentPostboxItem {
  const isLetter = r.kind === 'letter';
  return {
    id: postboxItemId(r.kind, r.id),
    kind: r.kind,
    property_id: r.propertyId,
    address: r.address,
    tenant_id: r.tenantId,
    recipient_name: r.recipientName,
    title: isLetter ? (r.title ?? '') : statementTitle(r.year ?? 0, r.address),
    template: r.template,
    year: r.year,
    channel: r.channel as SentPostboxItem['channel'],
    sent_at: new Date(r.sentAt).toISOString(),
    mail_status: r.mailStatus as SentPostboxItem['mail_status'],
    mail_error: r.mailError,
    opened_at: r.openedAt ? new Date(r.openedAt).toISOString() : null,
    // The frozen PDF as the tenant has it: the letter's own, the statement of the finalized year.
    pdf_url: isLetter
      ? `/api/letters/${r.id}/pdf`
      : r.tenantId !== null
        ? `/api/properties/${r.propertyId}/statements/${r.tenantId}.pdf?year=${r.year}`
        : null,
  };
}

/**
 * The landlord's Postbox: what was sent to the tenants (statements with their latest delivery,
 * letters with their channel and mail state, each with the tenant's first opening as proof of
 * receipt), newest first and paged, and what came in (the invoice inbox). Of one property, or of
 * every property the actor may see.
 */
export async function customerPostbox(
  ctx: AppContext,
  actor: Actor,
  query: CustomerPostboxQuery,
): Promise<{ body: CustomerPostboxResponse; total: number }> {
  const scope = scopeOf(actor);
  if (query.property_id !== undefined && !(await findProperty(ctx.db, scope, query.property_id)))
    throw new NotFoundError(postboxTexts.propertyNotFound);
  const [sent, inbox] = await Promise.all([
    repo.sentPage(ctx.db, scope, query),
    repo.inboxSummary(ctx.db, scope, query.property_id, INBOX_NEWEST),
  ]);
  return {
    total: sent.total,
    body: {
      sent: sent.rows.map(toSentItem),
      inbox: {
        total: inbox.total,
        open: inbox.open,
        newest: inbox.rows.map((i) => ({
          id: i.id,
          property_id: i.propertyId,
          file_name: i.fileName,
          seller_name: i.sellerName,
          gross_cents: i.grossCents,
          status: i.status as InvoiceStatus,
          received_at: i.receivedAt.toISOString(),
          link: `/customer/invoices?property_id=${i.propertyId}&invoice=${i.id}`,
        })),
      },
    },
  };
}
