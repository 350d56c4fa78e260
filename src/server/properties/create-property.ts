import type { PropertyCreateBody } from '../../domain/schemas/properties.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { findCustomer } from '../customers/repository.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { requireAddress } from './address-input.ts';
import * as repo from './repository.ts';

/** A new, active property of a customer, from the customer detail's add-property form. */
export async function createProperty(
  ctx: AppContext,
  actor: Actor,
  customerId: number,
  input: PropertyCreateBody,
) {
  const address = requireAddress(input, 'per part');
  if (!(await findCustomer(ctx.db, { kind: 'all' }, customerId)))
    throw new NotFoundError(propertyTexts.customerNotFound);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertProperty(tx, {
      customerId,
      address,
      heatingSystem: input.heating_system ?? null,
      status: 'active',
    });
    await writeAudit(tx, actor, {
      action: 'property.create',
      entity: 'property',
      entityId: row.id,
      details: { customer_id: customerId, address, heating_system: row.heatingSystem },
    });
    return repo.toPropertyRecord(row);
  });
}
