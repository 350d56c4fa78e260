import { INVOICE_STATUSES } from '../invoices/invoice-reading.ts';
import { listTexts } from '../texts/lists.ts';
import { postboxTexts } from '../texts/postbox.ts';
import { z } from './base/zod.ts';
import { IdPathSegment, INT4_MAX } from './common.ts';
import { MAX_PAGE_SIZE, wholeNumber } from './list-query.ts';

/**
 * The Postbox. Statements and letters live in two tables, so an item's id names its kind:
 * `statement-<statement_documents.id>` or `letter-<letters.id>`; the two never collide.
 */
export const POSTBOX_KINDS = ['statement', 'letter'] as const;
export type PostboxKind = (typeof POSTBOX_KINDS)[number];

export const postboxItemId = (kind: PostboxKind, id: number) => `${kind}-${id}`;

/** `letter-12` → { kind: 'letter', id: 12 }; the row id within the range of a database id. */
export const PostboxItemParam = z.object({
  id: z
    .string({ error: postboxTexts.itemIdInvalid })
    .regex(/^(statement|letter)-\d{1,10}$/, { error: postboxTexts.itemIdInvalid, abort: true })
    .transform((value) => {
      const [kind, digits] = value.split('-') as [PostboxKind, string];
      return { kind, id: Number(digits) };
    })
    .refine((v) => v.id >= 1 && v.id <= INT4_MAX, { error: postboxTexts.itemIdInvalid }),
});

const page = {
  limit: wholeNumber(listTexts.limitInvalid, 1, MAX_PAGE_SIZE).optional(),
  offset: wholeNumber(listTexts.offsetInvalid, 0, INT4_MAX).optional(),
};

export const TenantPostboxQuery = z.object(page);
export type TenantPostboxQuery = z.infer<typeof TenantPostboxQuery>;

/**
 * One document in the tenant's Postbox. `created_at`: when it came into the Postbox (a letter's
 * sending, a statement's first delivery); `opened_at`: the tenant's first opening, then never changed.
 */
export const TenantPostboxItem = z.object({
  id: z.string(),
  kind: z.enum(POSTBOX_KINDS),
  title: z.string(),
  created_at: z.string(),
  opened_at: z.string().nullable(),
});
export type TenantPostboxItem = z.infer<typeof TenantPostboxItem>;

export const SendLetterResponse = z.object({
  channel: z.enum(['email', 'post']),
  sent_at: z.string(),
});
export type SendLetterResponse = z.infer<typeof SendLetterResponse>;

export const CustomerPostboxQuery = z.object({
  property_id: IdPathSegment.optional(),
  ...page,
});
export type CustomerPostboxQuery = z.infer<typeof CustomerPostboxQuery>;

/**
 * Statement mail states as the deliveries record them ('recorded': no mail server, 'post': for
 * printing); a letter's are 'queued', 'sent', 'failed' or null for post.
 */
export const POSTBOX_MAIL_STATUSES = ['queued', 'sent', 'recorded', 'failed', 'post'] as const;

/** One document sent to a tenant, as the landlord's Postbox lists it. */
export const SentPostboxItem = z.object({
  id: z.string(),
  kind: z.enum(POSTBOX_KINDS),
  property_id: z.number().int(),
  address: z.string(),
  tenant_id: z.number().int().nullable(),
  recipient_name: z.string(),
  title: z.string(),
  /** A letter's template id; null for a statement. */
  template: z.string().nullable(),
  /** A statement's billing year; null for a letter. */
  year: z.number().int().nullable(),
  channel: z.enum(['email', 'post']),
  sent_at: z.string(),
  mail_status: z.enum(POSTBOX_MAIL_STATUSES).nullable(),
  mail_error: z.string().nullable(),
  /** The tenant's first opening in the portal: the proof of receipt. */
  opened_at: z.string().nullable(),
  /** Where the landlord reads or prints the PDF (null: a statement whose tenant was deleted). */
  pdf_url: z.string().nullable(),
});
export type SentPostboxItem = z.infer<typeof SentPostboxItem>;

export const InboxItem = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  file_name: z.string(),
  seller_name: z.string().nullable(),
  gross_cents: z.number().int().nullable(),
  status: z.enum(INVOICE_STATUSES),
  received_at: z.string(),
  /** The invoice in the property's inbox screen. */
  link: z.string(),
});

export const CustomerPostboxResponse = z.object({
  /** A page of what was sent, newest first; X-Total-Count counts all of it. */
  sent: z.array(SentPostboxItem),
  /** What came in: the invoice inbox of the same properties. */
  inbox: z.object({
    total: z.number().int(),
    /** Not yet approved or rejected. */
    open: z.number().int(),
    newest: z.array(InboxItem),
  }),
});
export type CustomerPostboxResponse = z.infer<typeof CustomerPostboxResponse>;
