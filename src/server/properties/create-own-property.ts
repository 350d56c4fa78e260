import type { CustomerPropertyCreateBody } from '../../domain/schemas/properties.ts';
import type { PropertyRecord } from '../../domain/schemas/records.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ownCustomerRow } from '../customers/own-customer.ts';
import { requireAddress } from './address-input.ts';
import * as repo from './repository.ts';

/**
 * A landlord's own new property, the first step of its setup: it belongs to the customer record
 * of the signed-in login (a login without one gets 409), active from now on, with the heating
 * answers where given.
 */
export async function createOwnProperty(
  ctx: AppContext,
  actor: Actor,
  input: CustomerPropertyCreateBody,
): Promise<PropertyRecord> {
  const address = requireAddress(input, 'per part');
  const customer = await ownCustomerRow(ctx, actor);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertProperty(tx, {
      customerId: customer.id,
      address,
      heatingSystem: input.heating_system ?? null,
      centralHotWater: input.central_hot_water ?? null,
      co2BuildingType: input.co2_building_type ?? null,
      co2Restriction: input.co2_restriction ?? null,
      status: 'active',
    });
    await writeAudit(tx, actor, {
      action: 'property.create',
      entity: 'property',
      entityId: row.id,
      details: {
        customer_id: customer.id,
        address,
        heating_system: row.heatingSystem,
        central_hot_water: row.centralHotWater,
        co2_building_type: row.co2BuildingType,
        co2_restriction: row.co2Restriction,
      },
    });
    return repo.toPropertyRecord(row);
  });
}
