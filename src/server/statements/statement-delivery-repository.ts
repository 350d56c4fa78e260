import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, properties, statementDeliveries, statementDocuments, tenants } from '../db/schema.ts';
import { letterColumns } from '../mail/letter-columns.ts';
import type { MailOutcome } from '../mail/mail-outcome.ts';

/** Everything the delivery mail needs, read in one query. */
export async function findDeliveryForMail(db: Db, deliveryId: number) {
  const [row] = await db
    .select({
      id: statementDeliveries.id,
      method: statementDeliveries.method,
      status: statementDeliveries.status,
      recipient: statementDeliveries.recipient,
      year: statementDocuments.year,
      documentName: statementDocuments.name,
      fileName: statementDocuments.fileName,
      periodFrom: statementDocuments.periodFrom,
      periodTo: statementDocuments.periodTo,
      balanceCents: statementDocuments.balanceCents,
      pdf: statementDocuments.pdf,
      ...letterColumns,
    })
    .from(statementDeliveries)
    .innerJoin(statementDocuments, eq(statementDocuments.id, statementDeliveries.documentId))
    .innerJoin(properties, eq(properties.id, statementDocuments.propertyId))
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .leftJoin(tenants, eq(tenants.id, statementDocuments.tenantId))
    .where(eq(statementDeliveries.id, deliveryId));
  return row ?? null;
}

export type DeliveryForMail = NonNullable<Awaited<ReturnType<typeof findDeliveryForMail>>>;

/**
 * The outcome of one try. Only a queued delivery changes: a second worker or a repeated job finds
 * it settled and leaves it alone.
 */
export async function settleDelivery(db: Db, deliveryId: number, outcome: MailOutcome): Promise<void> {
  await db
    .update(statementDeliveries)
    .set({
      status: outcome.status,
      attempts: sql`${statementDeliveries.attempts} + 1`,
      lastError: 'error' in outcome ? outcome.error : null,
      ...(outcome.status === 'sent' ? { sentAt: outcome.sentAt } : {}),
    })
    .where(and(eq(statementDeliveries.id, deliveryId), eq(statementDeliveries.status, 'queued')));
}

/** A delivery that cannot be tried (no address): failed without counting a try. */
export async function failDeliveryUntried(db: Db, deliveryId: number, error: string): Promise<void> {
  await db
    .update(statementDeliveries)
    .set({ status: 'failed', lastError: error })
    .where(and(eq(statementDeliveries.id, deliveryId), eq(statementDeliveries.status, 'queued')));
}

/** E-mail deliveries still waiting for their mail, oldest first. */
export async function queuedMailDeliveryIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: statementDeliveries.id })
    .from(statementDeliveries)
    .where(and(eq(statementDeliveries.method, 'email'), eq(statementDeliveries.status, 'queued')))
    .orderBy(statementDeliveries.id);
  return rows.map((row) => row.id);
}
