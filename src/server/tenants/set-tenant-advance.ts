import { tenantTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/** Saves the annual advance payment (cents) of a tenancy the actor may see. */
export async function setTenantAdvance(ctx: AppContext, actor: Actor, id: number, cents: number) {
  if (!(await repo.findTenantRow(ctx.db, scopeOf(actor), id))) throw new NotFoundError(tenantTexts.notFound);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateTenant(tx, id, { annualAdvanceCents: cents });
    if (!row) throw new NotFoundError(tenantTexts.notFound);
    await writeAudit(tx, actor, {
      action: 'tenant.advance',
      entity: 'tenant',
      entityId: id,
      details: { annual_advance_cents: cents },
    });
    return repo.tenantRecordOf(tx, row);
  });
}
