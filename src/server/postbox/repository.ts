import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { Tx } from '../jobs/sql.ts';
import {
  customers,
  invoices,
  letters,
  properties,
  statementDeliveries,
  statementDocuments,
  tenants,
} from '../db/schema.ts';
import { letterColumns } from '../mail/letter-columns.ts';
import { propertyScopeCondition } from '../properties/repository.ts';
import type { Scope } from '../auth/policy.ts';

/** A letter as sending it needs it, when the scope may see its property. */
export async function findLetterForSending(db: Db | Tx, scope: Scope, id: number) {
  const [row] = await db
    .select({
      id: letters.id,
      propertyId: letters.propertyId,
      customerId: properties.customerId,
      tenantId: letters.tenantId,
      sentAt: letters.sentAt,
      deliveryMethod: tenants.deliveryMethod,
      email: tenants.email,
    })
    .from(letters)
    .innerJoin(properties, eq(properties.id, letters.propertyId))
    .leftJoin(tenants, eq(tenants.id, letters.tenantId))
    .where(and(eq(letters.id, id), propertyScopeCondition(db as Db, scope)))
    .limit(1);
  return row;
}

/**
 * Marks a letter sent, once: only a letter not sent before changes, so of two sends at the same
 * moment one wins and the other finds nothing (and answers 409).
 */
export async function markLetterSent(
  db: Db | Tx,
  id: number,
  values: { channel: 'email' | 'post'; sentAt: Date; sentBy: number },
): Promise<boolean> {
  const rows = await db
    .update(letters)
    .set({
      channel: values.channel,
      sentAt: values.sentAt,
      sentBy: values.sentBy,
      mailStatus: values.channel === 'email' ? 'queued' : null,
      mailError: null,
    })
    .where(and(eq(letters.id, id), isNull(letters.sentAt)))
    .returning({ id: letters.id });
  return rows.length === 1;
}

/** Everything the letter's mail needs, read in one query. */
export async function findLetterForMail(db: Db, id: number) {
  const [row] = await db
    .select({
      id: letters.id,
      channel: letters.channel,
      mailStatus: letters.mailStatus,
      title: letters.title,
      sentAt: letters.sentAt,
      pdf: letters.pdf,
      recipient: tenants.email,
      recipientName: letters.recipientName,
      ...letterColumns,
    })
    .from(letters)
    .innerJoin(properties, eq(properties.id, letters.propertyId))
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .leftJoin(tenants, eq(tenants.id, letters.tenantId))
    .where(eq(letters.id, id));
  return row ?? null;
}

export type LetterForMail = NonNullable<Awaited<ReturnType<typeof findLetterForMail>>>;

/** The outcome of one try; only a letter whose mail is still queued changes. */
export async function settleLetterMail(
  db: Db,
  id: number,
  outcome: { status: 'queued' | 'sent' | 'failed'; error: string | null },
): Promise<void> {
  await db
    .update(letters)
    .set({ mailStatus: outcome.status, mailError: outcome.error })
    .where(and(eq(letters.id, id), eq(letters.mailStatus, 'queued')));
}

/** Letters whose mail is still waiting, oldest first (their jobs may have been lost in a crash). */
export async function queuedLetterMailIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: letters.id })
    .from(letters)
    .where(and(eq(letters.channel, 'email'), eq(letters.mailStatus, 'queued')))
    .orderBy(letters.id);
  return rows.map((r) => r.id);
}

// ---- The tenant's Postbox -------------------------------------------------------------------

const firstDelivery = sql<Date>`min(${statementDeliveries.createdAt})`.mapWith(statementDeliveries.createdAt);

/** The delivered statements of the tenancies of a login (as the portal's statement list). */
function tenantStatements(db: Db, userId: number) {
  return db
    .select({
      kind: sql<'statement' | 'letter'>`'statement'`.as('kind'),
      id: statementDocuments.id,
      year: sql<number | null>`${statementDocuments.year}`.as('year'),
      title: sql<string>`${properties.address}`.as('title'),
      createdAt: firstDelivery.as('created_at'),
      openedAt: sql<Date | null>`${statementDocuments.openedAt}`
        .mapWith(statementDocuments.openedAt)
        .as('opened_at'),
    })
    .from(statementDocuments)
    .innerJoin(tenants, eq(tenants.id, statementDocuments.tenantId))
    .innerJoin(properties, eq(properties.id, statementDocuments.propertyId))
    .innerJoin(statementDeliveries, eq(statementDeliveries.documentId, statementDocuments.id))
    .where(and(eq(tenants.userId, userId), eq(statementDocuments.kind, 'tenant')))
    .groupBy(statementDocuments.id, properties.address);
}

/** The letters sent to the tenancies of a login. */
function tenantLetters(db: Db, userId: number) {
  return db
    .select({
      kind: sql<'statement' | 'letter'>`'letter'`.as('kind'),
      id: letters.id,
      year: sql<number | null>`null::integer`.as('year'),
      title: sql<string>`${letters.title}`.as('title'),
      createdAt: sql<Date>`${letters.sentAt}`.mapWith(letters.sentAt).as('created_at'),
      openedAt: sql<Date | null>`${letters.openedAt}`.mapWith(letters.openedAt).as('opened_at'),
    })
    .from(letters)
    .innerJoin(tenants, eq(tenants.id, letters.tenantId))
    .where(and(eq(tenants.userId, userId), isNotNull(letters.sentAt)));
}

/** A page of the login's Postbox, newest first, and its total. */
export async function tenantPostboxPage(
  db: Db,
  userId: number,
  page: { limit?: number | undefined; offset?: number | undefined },
) {
  const query = unionAll(tenantStatements(db, userId), tenantLetters(db, userId))
    .orderBy(sql`created_at desc`, sql`kind`, sql`id desc`)
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit);
  if (page.offset !== undefined) query.offset(page.offset);
  const [rows, [statementCount], [letterCount]] = await Promise.all([
    query,
    db
      .select({ n: sql<number>`count(distinct ${statementDocuments.id})`.mapWith(Number) })
      .from(statementDocuments)
      .innerJoin(tenants, eq(tenants.id, statementDocuments.tenantId))
      .innerJoin(statementDeliveries, eq(statementDeliveries.documentId, statementDocuments.id))
      .where(and(eq(tenants.userId, userId), eq(statementDocuments.kind, 'tenant'))),
    db
      .select({ n: count() })
      .from(letters)
      .innerJoin(tenants, eq(tenants.id, letters.tenantId))
      .where(and(eq(tenants.userId, userId), isNotNull(letters.sentAt))),
  ]);
  return { rows, total: (statementCount?.n ?? 0) + (letterCount?.n ?? 0) };
}

/**
 * Opens a letter sent to a tenancy of the login: its PDF, and the first opening recorded
 * (`coalesce` keeps an earlier one). Undefined when it is not this login's or not sent.
 */
export async function openLetter(db: Db, userId: number, id: number, now: Date) {
  const [row] = await db
    .update(letters)
    .set({ openedAt: sql`coalesce(${letters.openedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(letters.id, id),
        isNotNull(letters.sentAt),
        inArray(
          letters.tenantId,
          db.select({ id: tenants.id }).from(tenants).where(eq(tenants.userId, userId)),
        ),
      ),
    )
    .returning({ pdf: letters.pdf, title: letters.title, template: letters.template });
  return row;
}

/** Opens a statement delivered to a tenancy of the login, as `openLetter`. */
export async function openStatement(db: Db, userId: number, id: number, now: Date) {
  const [row] = await db
    .update(statementDocuments)
    .set({ openedAt: sql`coalesce(${statementDocuments.openedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(statementDocuments.id, id),
        eq(statementDocuments.kind, 'tenant'),
        inArray(
          statementDocuments.tenantId,
          db.select({ id: tenants.id }).from(tenants).where(eq(tenants.userId, userId)),
        ),
        sql`exists (select 1 from ${statementDeliveries} where ${statementDeliveries.documentId} = ${statementDocuments.id})`,
      ),
    )
    .returning({ pdf: statementDocuments.pdf, fileName: statementDocuments.fileName });
  return row;
}

// ---- The landlord's Postbox -----------------------------------------------------------------

/** The properties of the list: one (already checked) or all the scope may see. */
function propertyFilter(db: Db, scope: Scope, propertyId: number | undefined): SQL | undefined {
  return propertyId !== undefined ? eq(properties.id, propertyId) : propertyScopeCondition(db, scope);
}

/** The latest delivery of each tenant statement of the properties (only theirs are read). */
function latestDeliveries(db: Db, where: SQL | undefined) {
  return db
    .selectDistinctOn([statementDeliveries.documentId], {
      documentId: statementDeliveries.documentId,
      method: statementDeliveries.method,
      status: statementDeliveries.status,
      lastError: statementDeliveries.lastError,
      createdAt: statementDeliveries.createdAt,
    })
    .from(statementDeliveries)
    .innerJoin(statementDocuments, eq(statementDocuments.id, statementDeliveries.documentId))
    .innerJoin(properties, eq(properties.id, statementDocuments.propertyId))
    .where(and(eq(statementDocuments.kind, 'tenant'), where))
    .orderBy(statementDeliveries.documentId, desc(statementDeliveries.id))
    .as('latest');
}

function sentStatements(db: Db, where: SQL | undefined) {
  const latest = latestDeliveries(db, where);
  return db
    .select({
      kind: sql<'statement' | 'letter'>`'statement'`.as('kind'),
      id: statementDocuments.id,
      propertyId: sql<number>`${statementDocuments.propertyId}`.as('property_id'),
      address: sql<string>`${properties.address}`.as('address'),
      tenantId: sql<number | null>`${statementDocuments.tenantId}`.as('tenant_id'),
      recipientName: sql<string>`${statementDocuments.name}`.as('recipient_name'),
      title: sql<string | null>`null::text`.as('title'),
      template: sql<string | null>`null::text`.as('template'),
      year: sql<number | null>`${statementDocuments.year}`.as('year'),
      channel: sql<string>`${latest.method}`.as('channel'),
      sentAt: sql<Date>`${latest.createdAt}`.mapWith(statementDeliveries.createdAt).as('sent_at'),
      mailStatus: sql<string | null>`${latest.status}`.as('mail_status'),
      mailError: sql<string | null>`${latest.lastError}`.as('mail_error'),
      openedAt: sql<Date | null>`${statementDocuments.openedAt}`
        .mapWith(statementDocuments.openedAt)
        .as('opened_at'),
    })
    .from(statementDocuments)
    .innerJoin(latest, eq(latest.documentId, statementDocuments.id))
    .innerJoin(properties, eq(properties.id, statementDocuments.propertyId))
    .where(and(eq(statementDocuments.kind, 'tenant'), where));
}

function sentLetters(db: Db, where: SQL | undefined) {
  return db
    .select({
      kind: sql<'statement' | 'letter'>`'letter'`.as('kind'),
      id: letters.id,
      propertyId: sql<number>`${letters.propertyId}`.as('property_id'),
      address: sql<string>`${properties.address}`.as('address'),
      tenantId: sql<number | null>`${letters.tenantId}`.as('tenant_id'),
      recipientName: sql<string>`${letters.recipientName}`.as('recipient_name'),
      title: sql<string | null>`${letters.title}`.as('title'),
      template: sql<string | null>`${letters.template}`.as('template'),
      year: sql<number | null>`null::integer`.as('year'),
      channel: sql<string>`${letters.channel}`.as('channel'),
      sentAt: sql<Date>`${letters.sentAt}`.mapWith(letters.sentAt).as('sent_at'),
      mailStatus: sql<string | null>`${letters.mailStatus}`.as('mail_status'),
      mailError: sql<string | null>`${letters.mailError}`.as('mail_error'),
      openedAt: sql<Date | null>`${letters.openedAt}`.mapWith(letters.openedAt).as('opened_at'),
    })
    .from(letters)
    .innerJoin(properties, eq(properties.id, letters.propertyId))
    .where(and(isNotNull(letters.sentAt), where));
}

/** A page of what was sent to the tenants of the properties, newest first, and its total. */
export async function sentPage(
  db: Db,
  scope: Scope,
  query: { property_id?: number | undefined; limit?: number | undefined; offset?: number | undefined },
) {
  const where = propertyFilter(db, scope, query.property_id);
  const page = unionAll(sentStatements(db, where), sentLetters(db, where))
    .orderBy(sql`sent_at desc`, sql`kind`, sql`id desc`)
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  if (query.offset !== undefined) page.offset(query.offset);
  const [rows, [statementCount], [letterCount]] = await Promise.all([
    page,
    db
      .select({ n: sql<number>`count(distinct ${statementDocuments.id})`.mapWith(Number) })
      .from(statementDocuments)
      .innerJoin(statementDeliveries, eq(statementDeliveries.documentId, statementDocuments.id))
      .innerJoin(properties, eq(properties.id, statementDocuments.propertyId))
      .where(and(eq(statementDocuments.kind, 'tenant'), where)),
    db
      .select({ n: count() })
      .from(letters)
      .innerJoin(properties, eq(properties.id, letters.propertyId))
      .where(and(isNotNull(letters.sentAt), where)),
  ]);
  return { rows, total: (statementCount?.n ?? 0) + (letterCount?.n ?? 0) };
}

const CLOSED_INVOICE_STATUSES = ['approved', 'rejected'];

/** The invoice inbox of the same properties: counts and the newest few. */
export async function inboxSummary(db: Db, scope: Scope, propertyId: number | undefined, newest: number) {
  const where = propertyFilter(db, scope, propertyId);
  const [[counts], rows] = await Promise.all([
    db
      .select({
        total: count(),
        open: sql<number>`count(*) filter (where ${notInArray(invoices.status, CLOSED_INVOICE_STATUSES)})`.mapWith(
          Number,
        ),
      })
      .from(invoices)
      .innerJoin(properties, eq(properties.id, invoices.propertyId))
      .where(where),
    db
      .select({
        id: invoices.id,
        propertyId: invoices.propertyId,
        fileName: invoices.fileName,
        sellerName: invoices.sellerName,
        grossCents: invoices.grossCents,
        status: invoices.status,
        receivedAt: invoices.receivedAt,
      })
      .from(invoices)
      .innerJoin(properties, eq(properties.id, invoices.propertyId))
      .where(where)
      .orderBy(desc(invoices.receivedAt), desc(invoices.id))
      .limit(newest),
  ]);
  return { total: counts?.total ?? 0, open: counts?.open ?? 0, rows };
}
