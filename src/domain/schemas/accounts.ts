import { CONTACT_SALUTATIONS, SUPPORT_CHANNELS, SUPPORT_TOPICS } from '../catalog.ts';
import { ACCOUNT_LIMITS, accountTexts, emailChangeTexts, registerTexts } from '../texts/accounts.ts';
import { validationTexts } from '../texts/validation.ts';
import { isStrongPassword, isValidEmail } from '../validation/validation.ts';
import { ActorMarkers } from './common.ts';
import { safeText, type TextKind } from './base/text.ts';
import { z } from './base/zod.ts';

/**
 * Bodies and answers of password reset, invitation, admin password, contact form, free demo
 * and support ticket. Every message comes from the text catalogue so the error handler
 * passes it through unchanged; `abort` stops at the first failed check, so an empty field
 * reports "required" and not also "invalid".
 */

const requiredText = (message: string, max: number, tooLong: string, kind: TextKind = 'line') =>
  safeText({ max, tooLong, notText: message, kind }).min(1, { error: message, abort: true });

/** A required e-mail address: trimmed, spec pattern (non-space @ non-space . non-space). */
const requiredEmail = (missing: string = validationTexts.emailRequired) =>
  requiredText(missing, ACCOUNT_LIMITS.emailMax, validationTexts.emailInvalid).refine(
    isValidEmail,
    validationTexts.emailInvalid,
  );

/** Error answers: `{ message }`, with `field` naming the input for validation errors. */
export const ErrorResponse = z.object({ message: z.string(), field: z.string().optional() });

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

/** `sent` is true only when an SMTP server accepted the mail; without SMTP it is recorded only. */
export const SentResponse = z.object({ ok: z.literal(true), sent: z.boolean() });
export type SentResponse = z.infer<typeof SentResponse>;

// ---- Password reset and set-password page ----

export const PasswordResetRequestBody = z.object({ email: requiredEmail() });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>;

export const TOKEN_KINDS = ['reset', 'invite'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Set-password links carry 43 characters; anything far longer or with control characters is no link. */
const linkToken = safeText({
  max: ACCOUNT_LIMITS.tokenMax,
  kind: 'secret',
  notText: validationTexts.linkInvalidOrExpired,
  tooLong: validationTexts.linkInvalidOrExpired,
});

/** A missing token is simply not valid; the page shows its invalid state. */
export const PasswordResetValidateQuery = z.object({ token: linkToken.optional() });

export const PasswordResetValidateResponse = z.object({
  valid: z.boolean(),
  /** Present when valid: 'invite' lets the page greet a new user instead of saying "reset". */
  kind: z.enum(TOKEN_KINDS).optional(),
});
export type PasswordResetValidateResponse = z.infer<typeof PasswordResetValidateResponse>;

/** A password as typed: not trimmed; the cap keeps argon2 from hashing megabytes. */
export const passwordText = (notText: string) =>
  safeText({
    max: ACCOUNT_LIMITS.passwordMax,
    kind: 'secret',
    notText,
    tooLong: accountTexts.passwordTooLong,
  });

const newPassword = passwordText(validationTexts.passwordTooWeak).refine(
  isStrongPassword,
  validationTexts.passwordTooWeak,
);

export const PasswordResetConfirmBody = z.object({
  token: linkToken.min(1, { error: validationTexts.linkInvalidOrExpired, abort: true }),
  newPassword,
});
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBody>;

// ---- E-mail change from one's own profile ----

/**
 * The current password that a change of the own e-mail address needs. Optional in the schema: the
 * rest of a profile saves without it, and the service answers 400 when the address changes without it.
 */
export const CurrentPassword = passwordText(emailChangeTexts.currentPasswordRequired).optional();

export const EmailChangeConfirmBody = z.object({
  token: linkToken.min(1, { error: validationTexts.linkInvalidOrExpired, abort: true }),
});
export type EmailChangeConfirmBody = z.infer<typeof EmailChangeConfirmBody>;

/** The address the login has now. */
export const EmailChangeConfirmResponse = z.object({ ok: z.literal(true), email: z.string() });
export type EmailChangeConfirmResponse = z.infer<typeof EmailChangeConfirmResponse>;

/** The new address still waiting for its confirmation, or null. */
export const EmailChangePending = z.object({ email_change_pending: z.string().nullable() });
export type EmailChangePending = z.infer<typeof EmailChangePending>;

// ---- Access panel: invitation and admin-set password ----

/**
 * The e-mail may be left out when the login already has one; an empty string counts as left
 * out. A given address must be valid.
 */
export const InviteBody = z.object({
  email: safeText({
    max: ACCOUNT_LIMITS.emailMax,
    notText: validationTexts.emailInvalid,
    tooLong: validationTexts.emailInvalid,
  })
    .refine((v) => v === '' || isValidEmail(v), validationTexts.emailInvalid)
    .nullish(),
  ...ActorMarkers,
});
export type InviteBody = z.infer<typeof InviteBody>;

export const InviteResponse = z.object({
  /** The set-password link, shown to the admin when the mail could not be sent. */
  link: z.string(),
  sent: z.boolean(),
});
export type InviteResponse = z.infer<typeof InviteResponse>;

/**
 * Without `adminOverride` the password rule of the reset page applies; with it any non-empty
 * password is accepted (see docs/accounts.md). The rule is checked in the service because it
 * depends on the flag.
 */
export const AdminSetPasswordBody = z.object({
  newPassword: passwordText(validationTexts.passwordEmpty).refine(
    (v) => v.trim() !== '',
    validationTexts.passwordEmpty,
  ),
  adminOverride: z.boolean().optional().default(false),
  ...ActorMarkers,
});
export type AdminSetPasswordBody = z.infer<typeof AdminSetPasswordBody>;

// ---- Contact form ----

export const ContactBody = z.object({
  name: requiredText(accountTexts.nameRequired, ACCOUNT_LIMITS.nameMax, accountTexts.nameTooLong),
  email: requiredEmail(),
  message: requiredText(
    accountTexts.messageRequired,
    ACCOUNT_LIMITS.messageMax,
    accountTexts.messageTooLong,
    'multiLine',
  ),
});
export type ContactBody = z.infer<typeof ContactBody>;

// ---- Free demo ----

export const DemoRequestBody = z.object({ email: requiredEmail() });
export type DemoRequestBody = z.infer<typeof DemoRequestBody>;

// ---- Support ticket of the help page ----

/**
 * Exactly the help page's payload: from, message, topic, channel, source. The consent box is the
 * form's own check before anything is sent (its message is in the catalogue); the API takes no
 * consent field, so older clients that still send one are not refused for it (unknown keys are
 * dropped).
 */
export const SupportTopicEnum = z.enum(SUPPORT_TOPICS, { error: accountTexts.supportTopicInvalid });
export const SupportChannelEnum = z.enum(SUPPORT_CHANNELS, { error: accountTexts.supportChannelInvalid });

export const SupportBody = z.object({
  from: requiredEmail(validationTexts.supportRequired),
  message: requiredText(
    validationTexts.supportRequired,
    ACCOUNT_LIMITS.messageMax,
    accountTexts.messageTooLong,
    'multiLine',
  ),
  topic: SupportTopicEnum.optional().default('other'),
  channel: SupportChannelEnum.optional().default('email'),
  source: safeText({
    max: ACCOUNT_LIMITS.sourceMax,
    notText: accountTexts.supportSourceInvalid,
    tooLong: accountTexts.supportSourceInvalid,
  })
    .optional()
    .default('customer-help'),
});
export type SupportBody = z.infer<typeof SupportBody>;

// ---- A landlord's own sign-up ----

/**
 * The sign-up form: the e-mail address becomes the login's username, the salutation is kept as the
 * prefix of the customer record's contact person (as the admin's user screen keeps it), the
 * password follows the product's rule and both consents must be given.
 */
export const RegisterBody = z.object({
  salutation: z.enum(CONTACT_SALUTATIONS, { error: validationTexts.salutationRequired }),
  first_name: requiredText(registerTexts.firstNameRequired, ACCOUNT_LIMITS.nameMax, accountTexts.nameTooLong),
  last_name: requiredText(
    validationTexts.lastNameRequiredCustomer,
    ACCOUNT_LIMITS.nameMax,
    accountTexts.nameTooLong,
  ),
  company: z
    .union([z.null(), safeText({ max: ACCOUNT_LIMITS.nameMax, tooLong: accountTexts.nameTooLong })])
    .transform((v) => (v === null || v === '' ? null : v))
    .optional(),
  email: requiredEmail(),
  password: newPassword,
  accept_terms: z.literal(true, { error: registerTexts.termsRequired }),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** The same answer for a new, a taken and a pending address: the mail tells them apart. */
export const RegisterResponse = z.object({ sent: z.literal(true) });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const RegisterConfirmBody = z.object({
  token: linkToken.min(1, { error: validationTexts.linkInvalidOrExpired, abort: true }),
});
export type RegisterConfirmBody = z.infer<typeof RegisterConfirmBody>;

/** The login's username (its e-mail address), for the sign-in form. */
export const RegisterConfirmResponse = z.object({ confirmed: z.literal(true), username: z.string() });
export type RegisterConfirmResponse = z.infer<typeof RegisterConfirmResponse>;
