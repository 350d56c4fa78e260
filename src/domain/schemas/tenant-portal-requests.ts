/**
 * What the tenant portal's calls take: the consumption query and the profile save. The answers'
 * shapes are in `tenant-portal.ts`.
 */
import { ACCOUNT_LIMITS } from '../texts/accounts.ts';
import { customerTexts } from '../texts/customers.ts';
import { consumptionInfoTexts } from '../texts/consumption-information.ts';
import { validationTexts } from '../texts/validation.ts';
import { isValidEmail } from '../validation/validation.ts';
import { CurrentPassword } from './accounts.ts';
import { listQuery } from './list-query.ts';
import { safeText } from './base/text.ts';
import { z } from './base/zod.ts';

/** `from` and `to` as 'YYYY-MM'; checked (format, order, at most 36 months) by the service. */
export const ConsumptionQuery = z.object({
  from: z.string({ error: consumptionInfoTexts.fromInvalid }).optional(),
  to: z.string({ error: consumptionInfoTexts.toInvalid }).optional(),
});
export type ConsumptionQuery = z.infer<typeof ConsumptionQuery>;

/**
 * The tenant's own contact data. The e-mail address follows the customer profile's rules: a valid
 * address that cannot be emptied (statements and the monthly information go there) and that no
 * other login uses.
 */
export const TenantProfileBody = z.object({
  email: z
    .union([
      z.null(),
      safeText({
        max: ACCOUNT_LIMITS.emailMax,
        notText: validationTexts.emailInvalid,
        tooLong: validationTexts.emailInvalid,
      }).refine((v) => v.trim() === '' || isValidEmail(v.trim()), validationTexts.emailInvalid),
    ])
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim())),
  phone_number: z
    .union([z.null(), safeText({ max: 50, tooLong: customerTexts.fieldTooLong(50) })])
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
    .optional(),
  /** Needed only when the e-mail address changes. */
  current_password: CurrentPassword,
});
export type TenantProfileBody = z.infer<typeof TenantProfileBody>;

/** The landlord's list of monthly information mails: paged, newest month first. */
export const MonthlyInformationQuery = listQuery(['month']).pick({ limit: true, offset: true });
export type MonthlyInformationQuery = z.infer<typeof MonthlyInformationQuery>;

export const monthlyInformationRecordSchema = z.object({
  id: z.number().int(),
  tenancy_id: z.number().int(),
  tenancy_name: z.string(),
  month: z.string().describe('JJJJ-MM'),
  recipient: z.string(),
  status: z.enum(['queued', 'sent', 'recorded', 'failed']),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type MonthlyInformationRecord = z.infer<typeof monthlyInformationRecordSchema>;
