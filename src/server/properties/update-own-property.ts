import type { CustomerPropertyUpdateBody } from '../../domain/schemas/properties.ts';
import type { PropertyRecord } from '../../domain/schemas/records.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import type { properties } from '../db/schema.ts';
import { requireAddress } from './address-input.ts';
import * as repo from './repository.ts';

const ADDRESS_KEYS = ['address', 'street', 'house_number', 'zip', 'city', 'country'] as const;

/**
 * A landlord saves address, heating type and heating answers of its own property (another's is not
 * found); the administrator may use the call too. Fields left out stay; an address given in any
 * part needs all of them. The answers change the defaults of years whose settings are not stored
 * yet; stored settings stay as they are.
 */
export async function updateOwnProperty(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: CustomerPropertyUpdateBody,
): Promise<PropertyRecord> {
  const values: Partial<typeof properties.$inferInsert> = {};
  if (ADDRESS_KEYS.some((key) => input[key] !== undefined))
    values.address = requireAddress(input, 'all parts');
  if (input.heating_system !== undefined) values.heatingSystem = input.heating_system;
  if (input.central_hot_water !== undefined) values.centralHotWater = input.central_hot_water;
  if (input.co2_building_type !== undefined) values.co2BuildingType = input.co2_building_type;
  if (input.co2_restriction !== undefined) values.co2Restriction = input.co2_restriction;
  if (!(await repo.findProperty(ctx.db, scopeOf(actor), id))) throw new NotFoundError(propertyTexts.notFound);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateProperty(tx, id, values);
    if (!row) throw new NotFoundError(propertyTexts.notFound);
    const { _actor, _actor_role, ...details } = input;
    await writeAudit(tx, actor, { action: 'property.update', entity: 'property', entityId: id, details });
    return repo.toPropertyRecord(row);
  });
}
