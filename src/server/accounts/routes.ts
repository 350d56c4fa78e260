import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSetPasswordBody,
  EmailChangeConfirmBody,
  EmailChangeConfirmResponse,
  EmailChangePending,
  ErrorResponse,
  InviteBody,
  InviteResponse,
  OkResponse,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  PasswordResetValidateQuery,
  PasswordResetValidateResponse,
  RegisterBody,
  RegisterConfirmBody,
  RegisterConfirmResponse,
  RegisterResponse,
} from '../../domain/schemas/accounts.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { SIGNED_IN } from '../auth/access.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { adminSetPassword } from './admin-set-password.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { confirmPasswordReset } from './confirm-password-reset.ts';
import { confirmRegistrationLink } from './confirm-registration.ts';
import { inviteUser } from './invite-user.ts';
import { readPendingEmailChange } from './read-email-change.ts';
import { register } from './register.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { validateSetPasswordToken } from './validate-token.ts';

const publicRoute = { tags: ['Passwort'], security: [] };
/** The auth hook checks the role before body validation: a non-admin gets 403, never a 400. */
const adminOnly = { roles: ['admin'] } as const;
const adminErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/password-reset/request',
      {
        schema: {
          ...publicRoute,
          summary: 'Link zum Zurücksetzen des Passworts anfordern (Antwort immer gleich)',
          body: PasswordResetRequestBody,
          response: { 200: OkResponse, 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (req) => {
        // The mail is sent after the answer; its outcome is recorded in mail_outbox.
        await requestPasswordReset(ctx, req.body.email, clientAddress(req), (error, message) =>
          req.log.error({ err: error }, message),
        );
        return { ok: true as const };
      },
    );

    app.post(
      '/api/register',
      {
        schema: {
          tags: ['Registrierung'],
          security: [],
          summary:
            'Vermieterkonto anlegen: Bestätigungslink per E-Mail (Antwort immer gleich; eine vergebene Adresse erhält stattdessen einen Hinweis)',
          body: RegisterBody,
          response: { 202: RegisterResponse, 400: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (req, reply) => {
        // The mails are sent after the answer; their outcome is recorded in mail_outbox.
        await register(ctx, req.body, clientAddress(req), (error, message) =>
          req.log.error({ err: error }, message),
        );
        return reply.status(202).send({ sent: true as const });
      },
    );

    app.post(
      '/api/register/confirm',
      {
        schema: {
          tags: ['Registrierung'],
          security: [],
          summary: 'Registrierung über den Bestätigungslink abschließen; danach ist die Anmeldung möglich',
          body: RegisterConfirmBody,
          response: { 200: RegisterConfirmResponse, 400: ErrorResponse },
        },
      },
      async (req) => confirmRegistrationLink(ctx, req.body.token),
    );

    app.get(
      '/api/password-reset/validate',
      {
        schema: {
          ...publicRoute,
          summary: 'Prüfen, ob ein Link zum Setzen des Passworts gültig ist',
          querystring: PasswordResetValidateQuery,
          response: { 200: PasswordResetValidateResponse, 400: ErrorResponse },
        },
      },
      async (req) => validateSetPasswordToken(ctx, req.query.token),
    );

    app.post(
      '/api/password-reset/confirm',
      {
        schema: {
          ...publicRoute,
          summary: 'Neues Passwort über einen Zurücksetzen- oder Einladungslink setzen',
          body: PasswordResetConfirmBody,
          response: { 200: OkResponse, 400: ErrorResponse },
        },
      },
      async (req) => {
        await confirmPasswordReset(ctx, req.body.token, req.body.newPassword);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/email-change/confirm',
      {
        schema: {
          tags: ['Passwort'],
          security: [],
          summary:
            'Neue E-Mail-Adresse über den Bestätigungslink übernehmen (Login und Profil); 409, wenn sie inzwischen vergeben ist',
          body: EmailChangeConfirmBody,
          response: {
            200: EmailChangeConfirmResponse,
            400: ErrorResponse,
            403: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      async (req) => confirmEmailChange(ctx, req.body.token),
    );

    app.get(
      '/api/account/email-change',
      {
        config: { roles: SIGNED_IN },
        schema: {
          tags: ['Passwort'],
          summary: 'Die neue E-Mail-Adresse des angemeldeten Logins, die noch auf ihre Bestätigung wartet',
          response: { 200: EmailChangePending, 401: ErrorResponse },
        },
      },
      async (req) => readPendingEmailChange(ctx, requireActor(req)),
    );

    app.post(
      '/api/users/:id/invite',
      {
        schema: {
          tags: ['Benutzer'],
          summary: 'Einladungslink erzeugen und per E-Mail senden (nur Admin)',
          params: IdParam,
          body: InviteBody,
          response: { 200: InviteResponse, ...adminErrors, 409: ErrorResponse },
        },
        config: adminOnly,
      },
      async (req) => {
        const actor = requireActor(req);
        return inviteUser(ctx, actor, req.params.id, req.body.email);
      },
    );

    app.post(
      '/api/users/:id/reset-password',
      {
        schema: {
          tags: ['Benutzer'],
          summary: 'Passwort eines Logins setzen (nur Admin)',
          params: IdParam,
          body: AdminSetPasswordBody,
          response: { 200: OkResponse, ...adminErrors },
        },
        config: adminOnly,
      },
      async (req) => {
        const actor = requireActor(req);
        await adminSetPassword(ctx, actor, req.params.id, req.body.newPassword, req.body.adminOverride);
        return { ok: true as const };
      },
    );
  };
}
