import type { CustomerCreateBody } from '../../domain/schemas/customers.ts';
import type { Actor } from '../context/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { checkCustomerFields, checkCustomerLogin, customerColumns } from './customer-fields.ts';
import * as repo from './repository.ts';

/** A new customer (landlord) from the admin's customer detail; the last name is required. */
export async function createCustomer(ctx: AppContext, actor: Actor, input: CustomerCreateBody) {
  const { _actor, _actor_role, ...fields } = input;
  await checkCustomerFields(ctx, fields, { userId: null });
  return ctx.db.transaction(async (tx) => {
    if (fields.user_id) await checkCustomerLogin(tx, fields.user_id, undefined);
    const row = await repo.insertCustomer(tx, { ...customerColumns(fields), lastName: fields.last_name });
    await writeAudit(tx, actor, {
      action: 'customer.create',
      entity: 'customer',
      entityId: row.id,
      details: fields,
    });
    return repo.toCustomerRecord(row);
  });
}
