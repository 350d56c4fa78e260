import { letterGreeting } from '../../domain/statements/greeting.ts';
import { REGISTER_VALID_HOURS } from '../../domain/texts/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newToken } from '../auth/tokens.ts';
import type { AppContext } from '../context/app-context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { registerConfirmMail, registerExistsMail } from '../mail/templates/register.ts';
import { registerConfirmLink, resetRequestLink, signInLink, type LogError } from './links.ts';
import { assertWithinRequestLimit, withinRequestLimit } from './rate-limit.ts';
import * as repo from './repository.ts';

export const REGISTER_TOKEN_TTL_MS = REGISTER_VALID_HOURS * 60 * 60_000;
export const REGISTER_REQUEST_ACTION = 'register.request';

type Form = {
  salutation: string;
  first_name: string;
  last_name: string;
  company?: string | null;
  email: string;
  password: string;
};

type Outcome =
  | { kind: 'new'; registrant: repo.Registrant }
  | { kind: 'pending'; userId: number; registrant: repo.Registrant }
  | { kind: 'taken' }
  | { kind: 'limited' };

/**
 * A landlord's own sign-up. The caller learns nothing about the address: new, taken and pending
 * addresses get the same answer after the same work — the per-caller limit (429), the per-address
 * limit, one lookup, one argon2 hash and one audit row. What differs happens after the answer, in
 * the returned `delivery`: a new address gets a pending login with its customer record and a
 * confirmation link; an unconfirmed one the newest form's data and a fresh link (older links
 * revoked); a taken one only a mail saying that an account exists. An address that asked
 * REQUEST_LIMIT times within the hour gets nothing further, silently for the same reason.
 */
export async function register(
  ctx: AppContext,
  form: Form,
  ip: string,
  logError: LogError,
): Promise<{ delivery: Promise<void> }> {
  const now = ctx.now();
  await assertWithinRequestLimit(ctx, REGISTER_REQUEST_ACTION, { address: ip }, now);
  const email = form.email.trim();
  const withinAddressLimit = await withinRequestLimit(ctx, REGISTER_REQUEST_ACTION, { email }, now);
  const login = await repo.findLoginByAddress(ctx.db, email);
  // Hashed for every address, so that a taken one does not answer sooner.
  const passwordHash = await hashPassword(form.password, ip);
  const registrant: repo.Registrant = {
    email,
    passwordHash,
    contactPerson: `${form.salutation} ${form.first_name} ${form.last_name}`,
    firstName: form.first_name,
    lastName: form.last_name,
    companyName: form.company ?? null,
  };
  const outcome: Outcome = !withinAddressLimit
    ? { kind: 'limited' }
    : !login
      ? { kind: 'new', registrant }
      : login.registrationPending
        ? { kind: 'pending', userId: login.id, registrant }
        : { kind: 'taken' };
  await repo.recordPublicRequest(ctx.db, {
    action: REGISTER_REQUEST_ACTION,
    entity: 'user',
    entityId: login?.id ?? null,
    ip,
    at: now,
    details: { outcome: outcome.kind },
  });

  const delivery =
    outcome.kind === 'limited'
      ? Promise.resolve()
      : deliver(ctx, outcome, form, now).catch((error: unknown) =>
          logError(error, 'Registrierungs-Mail konnte nicht verarbeitet werden'),
        );
  return { delivery };
}

async function deliver(
  ctx: AppContext,
  outcome: Exclude<Outcome, { kind: 'limited' }>,
  form: Form,
  now: Date,
): Promise<void> {
  // Let the answer leave first: this work is what tells the addresses apart.
  await new Promise((resolve) => setImmediate(resolve));
  const email = form.email.trim();
  if (outcome.kind === 'taken') return sendExistsMail(ctx, email);

  const { token, hash } = newToken();
  const issued = await ctx.db
    .transaction(async (tx) => {
      let userId: number;
      if (outcome.kind === 'new') {
        userId = await repo.insertPendingRegistration(tx, outcome.registrant, now);
      } else {
        // Confirmed meanwhile: the address is taken now.
        if (!(await repo.replacePendingRegistration(tx, outcome.userId, outcome.registrant, now)))
          return false;
        userId = outcome.userId;
        await repo.revokeOpenTokens(tx, userId, now, 'register');
      }
      await repo.insertUserToken(tx, {
        userId,
        kind: 'register',
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + REGISTER_TOKEN_TTL_MS),
        createdAt: now,
      });
      return true;
    })
    .catch((error: unknown) => {
      // Two sign-ups of one new address at once: the second finds it taken by the first.
      if (isUniqueViolation(error)) return false;
      throw error;
    });
  if (!issued) return sendExistsMail(ctx, email);

  const mail = registerConfirmMail(ctx.config, {
    greeting: letterGreeting({
      name: `${form.first_name} ${form.last_name}`,
      salutation: form.salutation,
      first_name: form.first_name,
      last_name: form.last_name,
    }),
    link: registerConfirmLink(ctx.config, token),
    validHours: REGISTER_VALID_HOURS,
  });
  await ctx.mailer.send({ to: email, ...mail });
}

async function sendExistsMail(ctx: AppContext, email: string) {
  const mail = registerExistsMail(ctx.config, {
    signInLink: signInLink(ctx.config),
    resetLink: resetRequestLink(ctx.config),
  });
  await ctx.mailer.send({ to: email, ...mail });
}
