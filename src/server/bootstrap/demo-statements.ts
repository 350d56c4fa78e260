import type { AppContext } from '../context/app-context.ts';
import { finalizeStatements } from '../statements/finalize-statements.ts';
import { insertDeliveries, listTenantDocumentsWithDelivery } from '../statements/repository.ts';
import type { SeededDemo } from './seed-demo.ts';

/**
 * The demo's delivered year: the year before last is finalized as the landlord would finalize it
 * (the real checks, the real PDFs) and recorded as delivered, so the demo tenant finds a statement
 * in the portal while last year's draft stays open. No mail goes out: the demo's addresses are
 * examples, so the e-mail deliveries are recorded as sent at the moment of finalizing. The year is
 * finalized as of 15 March of the following year, well within the deadline of §556 Abs. 3 BGB
 * (today that deadline has passed, and the checks would rightly refuse a late statement).
 */
export async function deliverDemoStatements(ctx: AppContext, seeded: SeededDemo): Promise<void> {
  const actor = { ...seeded.landlord, role: 'customer' as const, sessionId: 0 };
  const at = new Date(`${seeded.deliveredYear + 1}-03-15T10:00:00Z`);
  await finalizeStatements({ ...ctx, now: () => at }, actor, seeded.propertyId, seeded.deliveredYear);
  const documents = await listTenantDocumentsWithDelivery(ctx.db, seeded.propertyId, seeded.deliveredYear);
  await insertDeliveries(
    ctx.db,
    documents.map((d) => {
      const email = d.deliveryMethod !== 'post' ? d.email?.trim() : undefined;
      return email
        ? { documentId: d.id, method: 'email', recipient: email, status: 'sent', sentAt: at, attempts: 1 }
        : { documentId: d.id, method: 'post', recipient: null, status: 'post' };
    }),
  );
}
