import type { TenantPersonsBody, TenantPersonsRecord } from '../../domain/schemas/tenant-persons.ts';
import { tenantTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/** The dated person counts of a tenancy the actor may see, ascending. */
export async function getTenantPersons(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<TenantPersonsRecord> {
  if (!(await repo.findTenantRow(ctx.db, scopeOf(actor), id))) throw new NotFoundError(tenantTexts.notFound);
  return { tenant_id: id, entries: await repo.listTenantPersons(ctx.db, id) };
}

/**
 * Replaces the dated person counts of a tenancy. A finalized year keeps the counts it was
 * computed with (its statements are frozen), so the history can be corrected at any time.
 */
export async function setTenantPersons(
  ctx: AppContext,
  actor: Actor,
  id: number,
  entries: TenantPersonsBody['entries'],
): Promise<TenantPersonsRecord> {
  if (!(await repo.findTenantRow(ctx.db, scopeOf(actor), id))) throw new NotFoundError(tenantTexts.notFound);
  return ctx.db.transaction(async (tx) => {
    await repo.replaceTenantPersons(tx, id, entries);
    await writeAudit(tx, actor, {
      action: 'tenant.persons',
      entity: 'tenant',
      entityId: id,
      details: { entries },
    });
    return { tenant_id: id, entries: await repo.listTenantPersons(tx, id) };
  });
}
