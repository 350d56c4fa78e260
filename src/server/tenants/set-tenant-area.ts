import { toPlainDecimal } from '../../domain/decimal.ts';
import { tenantTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { placeChangedTenancy } from './place-tenancy.ts';
import * as repo from './repository.ts';

/** Saves the living area (hundredths of m²) of a tenancy the actor may see. */
export async function setTenantArea(ctx: AppContext, actor: Actor, id: number, hundredths: number) {
  const tenant = await repo.findTenantRow(ctx.db, scopeOf(actor), id);
  if (!tenant) throw new NotFoundError(tenantTexts.notFound);
  const areaM2 = toPlainDecimal(hundredths, 2);
  return ctx.db.transaction(async (tx) => {
    // The area is the dwelling's: every tenancy of the flat gets it.
    await placeChangedTenancy(tx, tenant, {}, { areaM2 });
    const row = await repo.updateTenant(tx, id, { areaM2 });
    if (!row) throw new NotFoundError(tenantTexts.notFound);
    await writeAudit(tx, actor, {
      action: 'tenant.area',
      entity: 'tenant',
      entityId: id,
      details: { area_m2: areaM2 },
    });
    return repo.tenantRecordOf(tx, row);
  });
}
