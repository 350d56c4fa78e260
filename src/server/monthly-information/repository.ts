import { and, count, desc, eq, gte, isNull, lte, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, meters, monthlyConsumptionInfo, properties, tenants } from '../db/schema.ts';
import { letterColumns } from '../mail/letter-columns.ts';
import type { MailOutcome } from '../mail/mail-outcome.ts';

/**
 * Tenancies that may get the month's information: delivery by e-mail with an address, living in
 * the dwelling the whole month (no move-out before its end), on a property with a gateway meter
 * assigned to a tenancy. Whether the tenancy's own dwelling has one is decided by the caller.
 */
export async function candidateTenancies(db: Db, firstDay: string, lastDay: string) {
  return db
    .select({ id: tenants.id, propertyId: tenants.propertyId, email: tenants.email })
    .from(tenants)
    .where(
      and(
        eq(tenants.deliveryMethod, 'email'),
        sql`coalesce(trim(${tenants.email}), '') <> ''`,
        or(isNull(tenants.moveIn), lte(tenants.moveIn, firstDay)),
        or(isNull(tenants.moveOut), gte(tenants.moveOut, lastDay)),
        sql`exists (select 1 from ${meters} where ${meters.propertyId} = ${tenants.propertyId}
          and ${meters.tenantId} is not null and ${meters.sourceType} = 'gateway')`,
      ),
    )
    .orderBy(tenants.propertyId, tenants.id);
}

/** Records the month's information for a tenancy; false when it is recorded already. */
export async function recordInformation(
  db: Db,
  values: { tenancyId: number; propertyId: number; month: string; recipient: string },
): Promise<boolean> {
  const rows = await db
    .insert(monthlyConsumptionInfo)
    .values({ ...values, status: 'queued' })
    .onConflictDoNothing()
    .returning({ id: monthlyConsumptionInfo.id });
  return rows.length > 0;
}

/** The month's rows still waiting for their mail, with what the mail needs. */
export async function queuedOfMonth(db: Db, month: string) {
  return db
    .select({
      id: monthlyConsumptionInfo.id,
      tenancyId: monthlyConsumptionInfo.tenancyId,
      propertyId: monthlyConsumptionInfo.propertyId,
      recipient: monthlyConsumptionInfo.recipient,
      ...letterColumns,
    })
    .from(monthlyConsumptionInfo)
    .innerJoin(tenants, eq(tenants.id, monthlyConsumptionInfo.tenancyId))
    .innerJoin(properties, eq(properties.id, monthlyConsumptionInfo.propertyId))
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .where(and(eq(monthlyConsumptionInfo.month, month), eq(monthlyConsumptionInfo.status, 'queued')))
    .orderBy(monthlyConsumptionInfo.id);
}

export type QueuedInformation = Awaited<ReturnType<typeof queuedOfMonth>>[number];

/**
 * Takes a queued row for one mail, so that two runs at once (the schedule and an operator's run,
 * or two processes) never mail it twice. The hold ends by itself, so a crashed process keeps
 * nothing from being mailed on the next try.
 */
export async function claim(db: Db, id: number, now: Date, holdSeconds: number): Promise<boolean> {
  const rows = await db
    .update(monthlyConsumptionInfo)
    .set({ lockedUntil: new Date(now.getTime() + holdSeconds * 1000) })
    .where(
      and(
        eq(monthlyConsumptionInfo.id, id),
        eq(monthlyConsumptionInfo.status, 'queued'),
        or(isNull(monthlyConsumptionInfo.lockedUntil), lt(monthlyConsumptionInfo.lockedUntil, now)),
      ),
    )
    .returning({ id: monthlyConsumptionInfo.id });
  return rows.length > 0;
}

export async function settle(db: Db, id: number, outcome: MailOutcome): Promise<void> {
  await db
    .update(monthlyConsumptionInfo)
    .set({
      status: outcome.status,
      attempts: sql`${monthlyConsumptionInfo.attempts} + 1`,
      lastError: 'error' in outcome ? outcome.error : null,
      lockedUntil: null,
      ...(outcome.status === 'sent' ? { sentAt: outcome.sentAt } : {}),
    })
    .where(and(eq(monthlyConsumptionInfo.id, id), ne(monthlyConsumptionInfo.status, 'sent')));
}

/** A property's information mails, newest month first, for the landlord's proof. */
export async function listOfProperty(db: Db, propertyId: number, page: { limit?: number; offset?: number }) {
  const base = db
    .select({ row: monthlyConsumptionInfo, tenant: tenants })
    .from(monthlyConsumptionInfo)
    .innerJoin(tenants, eq(tenants.id, monthlyConsumptionInfo.tenancyId))
    .where(eq(monthlyConsumptionInfo.propertyId, propertyId))
    .orderBy(desc(monthlyConsumptionInfo.month), monthlyConsumptionInfo.id)
    .$dynamic();
  if (page.limit !== undefined) base.limit(page.limit);
  if (page.offset !== undefined) base.offset(page.offset);
  const [rows, [total]] = await Promise.all([
    base,
    db
      .select({ n: count() })
      .from(monthlyConsumptionInfo)
      .where(eq(monthlyConsumptionInfo.propertyId, propertyId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
