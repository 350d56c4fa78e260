import type { TenantUpdateBody } from '../../domain/schemas/tenants.ts';
import { customerTenantTexts, tenantTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ForbiddenError, NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';
import { placeChangedTenancy } from './place-tenancy.ts';
import { checkLoginLink, checkTenancy, linkedLogin, tenantColumns } from './tenant-fields.ts';

/**
 * Saves the fields given (the edit panels save a field on blur); `user_id: null` removes the
 * access. Linking or unlinking a login is the administrator's (`linkedLogin`). `dwelling_id` moves the
 * tenancy to another dwelling of the property (null keeps it where it is); a changed period or
 * dwelling must not overlap another tenancy there (`placeChangedTenancy`).
 */
export async function updateTenant(ctx: AppContext, actor: Actor, id: number, input: TenantUpdateBody) {
  const tenant = await repo.findTenantRow(ctx.db, scopeOf(actor), id);
  if (!tenant) throw new NotFoundError(tenantTexts.notFound);
  const { _actor, _actor_role, ...fields } = input;
  // Removing a move-out is the admin's, whichever call a client uses for it.
  if (fields.move_out === null && tenant.moveOut !== null && actor.role !== 'admin')
    throw new ForbiddenError(customerTenantTexts.moveOutDeleteAdminOnly);
  const userId = linkedLogin(actor, fields.user_id, tenant.userId);
  const columns = tenantColumns(fields);
  const merged = { ...tenant, ...columns };
  checkTenancy({
    email: merged.email ?? null,
    deliveryMethod: merged.deliveryMethod ?? 'email',
    moveIn: merged.moveIn ?? null,
    moveOut: merged.moveOut ?? null,
  });
  return ctx.db.transaction(async (tx) => {
    if (userId) await checkLoginLink(tx, userId, tenant.propertyId);
    const placed = await placeChangedTenancy(
      tx,
      tenant,
      { dwellingId: fields.dwelling_id, moveIn: columns.moveIn, moveOut: columns.moveOut },
      { areaM2: columns.areaM2, mea: columns.mea, volumeM3: columns.volumeM3 },
    );
    const values = { ...columns, ...placed };
    const row = await repo.updateTenant(tx, id, userId === undefined ? values : { ...values, userId });
    if (!row) throw new NotFoundError(tenantTexts.notFound);
    await writeAudit(tx, actor, { action: 'tenant.update', entity: 'tenant', entityId: id, details: fields });
    return repo.tenantRecordOf(tx, row);
  });
}
