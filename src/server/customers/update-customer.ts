import type { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import { customerTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../auth/actor.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context.ts';
import { NotFoundError } from '../http/errors.ts';
import { checkCustomerFields, customerColumns } from './customer-fields.ts';
import * as repo from './repository.ts';

/**
 * Saves the fields given (the customer detail saves one at a time). Only admins call this:
 * customers cannot change their own names.
 */
export async function updateCustomer(ctx: AppContext, actor: Actor, id: number, input: CustomerUpdateBody) {
  const { _actor, _actor_role, ...fields } = input;
  const customer = await repo.findCustomer(ctx.db, { kind: 'all' }, id);
  if (!customer) throw new NotFoundError(customerTexts.notFound);
  await checkCustomerFields(ctx, fields, customer);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateCustomer(tx, id, customerColumns(fields));
    if (!row) throw new NotFoundError(customerTexts.notFound);
    await writeAudit(tx, actor, {
      action: 'customer.update',
      entity: 'customer',
      entityId: id,
      details: fields,
    });
    return repo.toCustomerRecord(row);
  });
}
