import { firstOfYear, todayIso } from '../../domain/dates.ts';
import type { TenantCreateBody } from '../../domain/schemas/tenants.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';
import { placeNewTenancy } from './place-tenancy.ts';
import { checkLoginLink, checkTenancy, linkedLogin, tenantColumns } from './tenant-fields.ts';

/**
 * A new tenancy (or vacancy: last name 'Leerstand') of a property, at the end of its order.
 * Defaults as the forms have them: move-in on 1 January of the current year (in Germany),
 * delivery by e-mail, Deutschland. Its dwelling: the one named, else by floor (`placeNewTenancy`).
 */
export async function createTenant(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  input: TenantCreateBody,
) {
  if (!(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(propertyTexts.notFound);
  const { _actor, _actor_role, ...fields } = input;
  const userId = linkedLogin(actor, fields.user_id, null);
  const columns = tenantColumns(fields);
  const values = {
    ...columns,
    propertyId,
    lastName: fields.last_name,
    moveIn:
      columns.moveIn === undefined ? firstOfYear(Number(todayIso(ctx.now()).slice(0, 4))) : columns.moveIn,
    deliveryMethod: columns.deliveryMethod ?? 'email',
    country: columns.country ?? 'Deutschland',
  };
  checkTenancy({
    email: values.email ?? null,
    deliveryMethod: values.deliveryMethod,
    moveIn: values.moveIn,
    moveOut: values.moveOut ?? null,
  });
  return ctx.db.transaction(async (tx) => {
    if (userId) await checkLoginLink(tx, userId, propertyId);
    const placement = await placeNewTenancy(
      tx,
      { ...values, moveOut: values.moveOut ?? null },
      { areaM2: values.areaM2, mea: values.mea, volumeM3: values.volumeM3 },
      { dwellingId: fields.dwelling_id },
    );
    const row = await repo.insertTenant(tx, {
      ...values,
      ...placement,
      userId: userId ?? null,
      sortIndex: await repo.nextSortIndex(tx, propertyId),
    });
    await writeAudit(tx, actor, {
      action: 'tenant.create',
      entity: 'tenant',
      entityId: row.id,
      details: fields,
    });
    return repo.tenantRecordOf(tx, row);
  });
}
