import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginBody, LoginResponse, MeResponse } from '../../domain/schemas/auth.ts';
import { MessageResponse } from '../../domain/schemas/common.ts';
import type { AppContext } from '../context/app-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { clientGoneSignal } from '../http/client-gone.ts';
import { displayNameOf, nameFieldsRead } from './display-name.ts';
import { requireActor } from './guard.ts';
import { sessionReadValue } from './session-read.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { SIGNED_IN } from './access.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/login',
      {
        schema: {
          tags: ['Anmeldung'],
          summary: 'Anmelden mit Benutzername oder E-Mail und Passwort',
          security: [],
          body: LoginBody,
          response: { 200: LoginResponse, 401: MessageResponse, 403: MessageResponse, 429: MessageResponse },
        },
      },
      async (req, reply) =>
        login(ctx, req.body.username, req.body.password, clientAddress(req), clientGoneSignal(reply)),
    );

    app.post(
      '/api/logout',
      {
        config: { roles: SIGNED_IN },
        schema: { tags: ['Anmeldung'], summary: 'Abmelden; widerruft das Token' },
      },
      async (req, reply) => {
        await logout(ctx, requireActor(req));
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/me',
      {
        config: { roles: SIGNED_IN, sessionRead: nameFieldsRead },
        schema: { tags: ['Anmeldung'], summary: 'Der angemeldete Benutzer', response: { 200: MeResponse } },
      },
      async (req) => {
        const actor = requireActor(req);
        const { userId: id, username, email, role } = actor;
        const name = sessionReadValue(req, nameFieldsRead);
        return { user: { id, username, email, role }, display_name: displayNameOf(actor, name) };
      },
    );
  };
}
