import type { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import { customerTexts, profileTexts, validationTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import type { customers } from '../db/schema.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../domain/errors.ts';
import {
  checkCustomerFields,
  checkCustomerLogin,
  customerColumns,
  type CustomerFields,
} from './customer-fields.ts';
import * as accounts from '../accounts/repository.ts';
import * as repo from './repository.ts';

type CustomerRow = typeof customers.$inferSelect;

/** Fields only an administrator may change; a customer may send them unchanged (its client sends them all). */
const ADMIN_ONLY_NAMES = [
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['company_name', 'companyName'],
  ['contact_person', 'contactPerson'],
] as const;

/**
 * A customer saving its own profile: the names stay as the administrator set them, the record
 * stays linked to the same login, and the e-mail address, where mails go, cannot be emptied.
 */
function checkOwnProfileSave(fields: CustomerFields, current: CustomerRow) {
  for (const [key, column] of ADMIN_ONLY_NAMES) {
    const sent = fields[key];
    if (sent !== undefined && (sent ?? null) !== (current[column] ?? null))
      throw new ForbiddenError(profileTexts.namesAdminOnly);
  }
  if (fields.user_id !== undefined && fields.user_id !== current.userId)
    throw new ForbiddenError(profileTexts.loginAdminOnly);
  if (fields.email === null) throw new ValidationError(validationTexts.emailInvalidShort, { field: 'email' });
}

/**
 * Saves the fields given (the customer detail saves one at a time, the profile several). Admins
 * save any customer; a customer only its own record (another one is not found), and not its
 * names. Employees never reach this: the route refuses them.
 */
export async function updateCustomer(ctx: AppContext, actor: Actor, id: number, input: CustomerUpdateBody) {
  const { _actor, _actor_role, ...fields } = input;
  const customer = await repo.findCustomer(ctx.db, scopeOf(actor), id);
  if (!customer) throw new NotFoundError(customerTexts.notFound);
  if (actor.role !== 'admin') checkOwnProfileSave(fields, customer);
  await checkCustomerFields(ctx, fields, customer);
  return ctx.db.transaction(async (tx) => {
    if (fields.user_id && fields.user_id !== customer.userId)
      await checkCustomerLogin(tx, fields.user_id, customer.id);
    const row = await repo.updateCustomer(tx, id, customerColumns(fields));
    if (!row) throw new NotFoundError(customerTexts.notFound);
    // A customer giving itself a new address moves its login's too (sign-in by e-mail, password
    // reset); the check above keeps it free of other logins. Admins manage logins on their own page.
    if (
      actor.role === 'customer' &&
      fields.email &&
      customer.userId !== null &&
      fields.email.toLowerCase() !== (customer.email ?? '').toLowerCase()
    )
      await accounts.setUserEmail(tx, customer.userId, fields.email, ctx.now());
    await writeAudit(tx, actor, {
      action: 'customer.update',
      entity: 'customer',
      entityId: id,
      details: fields,
    });
    return repo.toCustomerRecord(row);
  });
}
