import type { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import { customerTexts, errorTexts } from '../../domain/texts/index.ts';
import type { AppContext } from '../context/app-context.ts';
import type { customers } from '../db/schema.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import { lockLogin } from '../users/repository.ts';
import * as repo from './repository.ts';

export type CustomerFields = Omit<CustomerUpdateBody, '_actor' | '_actor_role'>;

/** Column values of the fields given; fields left out stay as they are. */
export function customerColumns(input: CustomerFields): Partial<typeof customers.$inferInsert> {
  const out: Partial<typeof customers.$inferInsert> = {};
  if (input.user_id !== undefined) out.userId = input.user_id;
  if (input.company_name !== undefined) out.companyName = input.company_name;
  if (input.contact_person !== undefined) out.contactPerson = input.contact_person;
  if (input.first_name !== undefined) out.firstName = input.first_name;
  if (input.last_name !== undefined) out.lastName = input.last_name;
  if (input.email !== undefined) out.email = input.email;
  if (input.phone_number !== undefined) out.phoneNumber = input.phone_number;
  if (input.address !== undefined) out.address = input.address;
  if (input.iban !== undefined) out.iban = input.iban;
  if (input.bic !== undefined) out.bic = input.bic;
  if (input.account_holder !== undefined) out.accountHolder = input.account_holder;
  return out;
}

/** Rule shared by creating and saving: the address is nobody else's. */
export async function checkCustomerFields(
  ctx: AppContext,
  input: CustomerFields,
  current: { id?: number; userId: number | null },
) {
  const userId = input.user_id === undefined ? current.userId : input.user_id;
  if (input.email && (await repo.customerEmailTaken(ctx.db, input.email, { ...current, userId })))
    throw new ConflictError(errorTexts.emailInUse);
}

/**
 * A login may be linked to a customer only if it is a customer login that no other customer is
 * linked to: the login sees the properties of every customer linked to it. Unknown logins get the
 * same answer as unsuitable ones, so the answer tells nothing about which login ids exist. Run in
 * the transaction that saves the link: the login's row stays locked until then.
 */
export async function checkCustomerLogin(tx: Db, userId: number, customerId: number | undefined) {
  const login = await lockLogin(tx, userId);
  if (!login || login.role !== 'customer' || (await repo.loginOfOtherCustomer(tx, userId, customerId)))
    throw new ConflictError(customerTexts.loginNotLinkable);
}
