import type { Delivery } from '../../domain/schemas/statements.ts';
import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import { scheduleDeliveryMails, takeResends } from './delivery-limits.ts';
import { queueStatementDeliveries } from './statement-delivery.ts';
import * as repo from './repository.ts';
import { statementProperty } from './statement-source.ts';

type DeliveryRow = Awaited<ReturnType<typeof repo.insertDeliveries>>[number];

const toDelivery = (tenantId: number | null, name: string, d: DeliveryRow): Delivery => ({
  tenant_id: tenantId ?? 0,
  name,
  method: d.method as Delivery['method'],
  recipient: d.recipient,
  status: d.status as Delivery['status'],
  sent_at: d.sentAt ? d.sentAt.toISOString() : null,
});

/**
 * Sends a finalized year's statements: tenants who receive mail get it with their PDF attached,
 * sent by a job that retries while the mail server is down and survives a restart; the others
 * are listed for the landlord to print and post. A second call sends nothing again unless
 * `resend` is asked for. A tenant without an e-mail address is listed for post. Mail goes only
 * to the address stored on the tenant; the request names no recipient.
 *
 * Resending is limited per document (delivery-limits.ts): when any document of the request is over
 * its limit, nothing is sent and nothing counted (429 naming the documents). A customer's delivery
 * mails go out at most DELIVERY_MAILS_PER_HOUR an hour: those that do not fit into this hour stay
 * queued until a later one.
 */
export async function deliverStatements(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
  resend: boolean,
): Promise<{ deliveries: Delivery[] }> {
  const property = await statementProperty(ctx, actor, propertyId);
  const now = ctx.now();
  const { deliveries, queued, startAfter } = await ctx.db.transaction(async (tx) => {
    const closed = await repo.lockBillingYear(tx, property.id, year);
    if (!closed?.closedAt) throw new ConflictError(statementCheckTexts.notFinalized(year));
    const documents = await repo.listTenantDocumentsWithDelivery(tx, property.id, year);
    const chosen = documents.filter((d) => resend || !d.delivery);
    // A document delivered before is resent; its first delivery was not.
    await takeResends(
      tx,
      chosen.filter((d) => d.delivery),
      now,
    );
    const fresh = chosen.map((d) => {
      const email = d.deliveryMethod !== 'post' ? d.email?.trim() : undefined;
      return {
        documentId: d.id,
        method: email ? 'email' : 'post',
        recipient: email || null,
        status: email ? 'queued' : 'post',
        createdBy: actor.userId,
      };
    });
    const mails = fresh.filter((f) => f.method === 'email');
    const slots = await scheduleDeliveryMails(tx, property.customer_id, mails.length, now);
    const laterByDocument = new Map(mails.flatMap((f, i) => (slots[i] ? [[f.documentId, slots[i]]] : [])));
    const inserted = await repo.insertDeliveries(tx, fresh);
    const byDocument = new Map(inserted.map((d) => [d.documentId, d]));
    if (inserted.length > 0)
      await writeAudit(tx, actor, {
        action: resend ? 'statements.resend' : 'statements.deliver',
        entity: 'property',
        entityId: property.id,
        details: { year, deliveries: inserted.length },
      });
    return {
      deliveries: documents.map((d) => toDelivery(d.tenantId, d.name, byDocument.get(d.id) ?? d.delivery!)),
      queued: inserted.filter((d) => d.status === 'queued').map((d) => d.id),
      startAfter: new Map(
        inserted.flatMap((d) => {
          const later = laterByDocument.get(d.documentId);
          return later ? [[d.id, later] as const] : [];
        }),
      ),
    };
  });
  await queueStatementDeliveries(ctx, queued, { startAfter });
  return { deliveries };
}

/** The latest delivery of each tenant's statement of a finalized year (none yet: empty). */
export async function currentDeliveries(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
): Promise<{ deliveries: Delivery[] }> {
  const property = await statementProperty(ctx, actor, propertyId);
  const documents = await repo.listTenantDocumentsWithDelivery(ctx.db, property.id, year);
  return {
    deliveries: documents.flatMap((d) => (d.delivery ? [toDelivery(d.tenantId, d.name, d.delivery)] : [])),
  };
}
