import type { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import type { CustomerProfileRecord } from '../../domain/schemas/records.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { ownCustomerRow } from './own-customer.ts';
import { updateCustomer } from './update-customer.ts';

/**
 * The landlord saves its own profile without knowing its record's id: the same rules as
 * `PUT /api/customers/{id}` on its own record (names stay the administrator's, a new e-mail
 * address needs the current password), with the letterhead's address and bank account.
 */
export async function updateOwnProfile(
  ctx: AppContext,
  actor: Actor,
  input: CustomerUpdateBody,
  ip: string,
): Promise<CustomerProfileRecord> {
  const own = await ownCustomerRow(ctx, actor);
  return updateCustomer(ctx, actor, own.id, input, ip);
}
