import type { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import type { CustomerProfileRecord } from '../../domain/schemas/records.ts';
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
import {
  authorizeEmailChange,
  isNewEmail,
  sendEmailChangeMails,
  startEmailChange,
  type StartedEmailChange,
} from '../accounts/email-change.ts';
import { pendingEmailChange } from '../accounts/repository.ts';
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
 *
 * A customer giving itself a new e-mail address changes its login's identity (sign-in by e-mail,
 * password reset): that needs the current password and takes effect only through the link mailed
 * to the new address (`accounts/email-change.ts`), which then sets it on the login and this record.
 * Until then the record keeps the old address, the answer names the new one as pending, and the
 * answer is the same whether or not another login has it (no account enumeration). Admins manage
 * logins on their own page; their edits of a record leave the login alone.
 */
export async function updateCustomer(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: CustomerUpdateBody,
  ip: string,
): Promise<CustomerProfileRecord> {
  const { _actor, _actor_role, current_password, ...fields } = input;
  const customer = await repo.findCustomer(ctx.db, scopeOf(actor), id);
  if (!customer) throw new NotFoundError(customerTexts.notFound);
  const ownProfile = actor.role !== 'admin';
  if (ownProfile) checkOwnProfileSave(fields, customer);
  const newEmail = ownProfile && isNewEmail(customer.email, fields.email) ? fields.email : null;
  const login = newEmail
    ? await authorizeEmailChange(ctx, actor, { newEmail, currentPassword: current_password, ip })
    : null;
  const { email: _email, ...withoutEmail } = fields;
  const saved: CustomerFields = newEmail ? withoutEmail : fields;
  await checkCustomerFields(ctx, saved, customer);
  let started: StartedEmailChange | null = null;
  const record = await ctx.db.transaction(async (tx) => {
    if (saved.user_id && saved.user_id !== customer.userId)
      await checkCustomerLogin(tx, saved.user_id, customer.id);
    const row = await repo.updateCustomer(tx, id, customerColumns(saved));
    if (!row) throw new NotFoundError(customerTexts.notFound);
    if (newEmail && login)
      started = await startEmailChange(tx, ctx, actor, login, { newEmail, profileEmail: customer.email });
    await writeAudit(tx, actor, {
      action: 'customer.update',
      entity: 'customer',
      entityId: id,
      details: newEmail ? { ...saved, email_change_requested: newEmail } : saved,
    });
    return repo.toCustomerRecord(row);
  });
  if (started) await sendEmailChangeMails(ctx, started);
  if (!ownProfile) return record;
  return { ...record, email_change_pending: await pendingEmailChange(ctx.db, actor.userId, ctx.now()) };
}
