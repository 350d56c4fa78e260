import { isVacancy } from '../../domain/catalog.ts';
import type { CustomerTenantUpdateBody } from '../../domain/schemas/customer-tenants.ts';
import { customerTenantTexts, tenantTexts, validationTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import * as repo from './repository.ts';
import { placeChangedTenancy } from './place-tenancy.ts';
import { tenantColumns } from './tenant-fields.ts';

/**
 * A field of the landlord's edit panel, saved on blur. Delivery by e-mail needs an address on
 * file; the screen then falls back to post, and the server refuses the combination with the same
 * words. A tenancy cannot be renamed into a vacancy or back: that is what the move-out flow is for.
 */
export async function updateCustomerTenant(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: CustomerTenantUpdateBody,
) {
  const tenant = await repo.findTenantRow(ctx.db, scopeOf(actor), id);
  if (!tenant) throw new NotFoundError(tenantTexts.notFound);
  const { _actor, _actor_role, ...fields } = input;
  const columns = tenantColumns(fields);
  const merged = { ...tenant, ...columns };
  if (merged.deliveryMethod === 'email' && !merged.email)
    throw new ValidationError(validationTexts.deliveryEmailNeedsAddress, { field: 'delivery_method' });
  if (fields.last_name !== undefined && isVacancy(fields.last_name) !== isVacancy(tenant.lastName))
    throw new ValidationError(customerTenantTexts.vacancyRename, { field: 'last_name' });
  return ctx.db.transaction(async (tx) => {
    const placed = await placeChangedTenancy(
      tx,
      tenant,
      { dwellingId: fields.dwelling_id },
      { areaM2: columns.areaM2, mea: columns.mea },
    );
    const row = await repo.updateTenant(tx, id, { ...columns, ...placed });
    if (!row) throw new NotFoundError(tenantTexts.notFound);
    await writeAudit(tx, actor, { action: 'tenant.update', entity: 'tenant', entityId: id, details: fields });
    return repo.tenantRecordOf(tx, row);
  });
}
