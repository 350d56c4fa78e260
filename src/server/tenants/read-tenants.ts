import type { TenantListRecord, TenantRecord } from '../../domain/schemas/records.ts';
import type { TenantListQuery } from '../../domain/schemas/tenants.ts';
import { propertyTexts, tenantTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { sessionRead } from '../auth/session-read.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

/**
 * One page of the tenancies the actor may see, with landlord and property address and the total:
 * admins and employees all, a customer those of its properties, a tenant only its own.
 */
export async function listTenantsFor(
  ctx: AppContext,
  actor: Actor,
  query: TenantListQuery,
): Promise<{ rows: TenantListRecord[]; total: number }> {
  return repo.listTenantsPage(ctx.db, scopeOf(actor), query);
}

/** One tenancy the actor may see; any other is not found, never refused. */
export async function getTenant(ctx: AppContext, actor: Actor, id: number): Promise<TenantRecord> {
  const [tenant] = await repo.listTenants(ctx.db, scopeOf(actor), { id });
  if (!tenant) throw new NotFoundError(tenantTexts.notFound);
  return tenant;
}

/** The property page's tenancies, asked with the session under its scope. */
export const visibleTenancies = sessionRead({ params: IdParam }, (db, key, { id }) =>
  repo.listTenantsOfVisibleProperty(db, key, id),
);

/**
 * The tenancies of a property the actor may see, `found` under its scope (`visibleTenancies`;
 * undefined: the property is not visible). A tenant sees only its own tenancy there, never its
 * neighbours'.
 */
export function listTenantsOfProperty(found: TenantRecord[] | undefined): TenantRecord[] {
  if (!found) throw new NotFoundError(propertyTexts.notFound);
  return found;
}
