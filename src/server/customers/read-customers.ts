import type { CustomerListQuery } from '../../domain/schemas/customers.ts';
import type { CustomerRecord } from '../../domain/schemas/records.ts';
import { customerTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

/**
 * One page of the customers the actor may see, with the total: admins and employees all, a
 * customer its own records.
 */
export async function listCustomersFor(
  ctx: AppContext,
  actor: Actor,
  query: CustomerListQuery,
): Promise<{ rows: CustomerRecord[]; total: number }> {
  return repo.listCustomers(ctx.db, scopeOf(actor), query);
}

/** One customer the actor may see; another customer's record is not found, never refused. */
export async function getCustomer(ctx: AppContext, actor: Actor, id: number): Promise<CustomerRecord> {
  const customer = await repo.findCustomer(ctx.db, scopeOf(actor), id);
  if (!customer) throw new NotFoundError(customerTexts.notFound);
  return repo.toCustomerRecord(customer);
}
