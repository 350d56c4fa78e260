import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/schemas/base/zod.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { UserRecord } from '../../domain/schemas/records.ts';
import { UserCreateBody, UserListQuery, UserUpdateBody } from '../../domain/schemas/users.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { setTotalCount } from '../http/list-response.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { getUser, listUsersFor } from './read-users.ts';
import { updateUser } from './update-user.ts';

/** Logins are the admin's alone: every other role gets 403. */
const adminOnly = { roles: ['admin'] } as const;
const tags = ['Benutzer'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Logins (nur Admin); Seite, Suche und Sortierung optional, Gesamtzahl in X-Total-Count',
          querystring: UserListQuery,
          response: { 200: z.array(UserRecord), ...errors },
        },
      },
      async (req, reply) => {
        const { rows, total } = await listUsersFor(ctx, req.query);
        setTotalCount(reply, total);
        return rows;
      },
    );

    app.get(
      '/api/users/:id',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Ein Login (nur Admin)',
          params: IdParam,
          response: { 200: UserRecord, ...errors, 404: ErrorResponse },
        },
      },
      async (req) => getUser(ctx, req.params.id),
    );

    app.post(
      '/api/users',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Login anlegen (nur Admin); ohne Passwort wird ein zufälliges vergeben (Einladung)',
          body: UserCreateBody,
          response: { 201: UserRecord, ...errors, 409: ErrorResponse },
        },
      },
      async (req, reply) => reply.status(201).send(await createUser(ctx, requireActor(req), req.body)),
    );

    app.put(
      '/api/users/:id',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Benutzername, E-Mail und Rolle eines Logins speichern (nur Admin)',
          params: IdParam,
          body: UserUpdateBody,
          response: { 200: UserRecord, ...errors, 404: ErrorResponse, 409: ErrorResponse },
        },
      },
      async (req) => updateUser(ctx, requireActor(req), req.params.id, req.body),
    );

    app.delete(
      '/api/users/:id',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Login löschen (nur Admin; geschützte Zugänge und der eigene nicht)',
          params: IdParam,
          response: { 204: z.null(), ...errors, 404: ErrorResponse, 409: ErrorResponse },
        },
      },
      async (req, reply) => {
        await deleteUser(ctx, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
