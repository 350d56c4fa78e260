import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/schemas/base/zod.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { CustomerCreateBody, CustomerListQuery, CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import { CustomerProfileRecord, CustomerRecord } from '../../domain/schemas/records.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { setTotalCount } from '../http/list-response.ts';
import { createCustomer } from './create-customer.ts';
import { deleteCustomer } from './delete-customer.ts';
import { getCustomer, listCustomersFor } from './read-customers.ts';
import { updateCustomer } from './update-customer.ts';

const tags = ['Kunden'];
const readers = { roles: ['admin', 'employee', 'customer'] } as const;
const adminOnly = { roles: ['admin'] } as const;
/** The customer saves its own profile; employees never see or change profiles. */
const profileWriters = { roles: ['admin', 'customer'] } as const;
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/customers',
      {
        config: readers,
        schema: {
          tags,
          summary:
            'Kunden (Admin und Mitarbeiter alle, Kunde die eigenen); Seite, Suche, Sortierung optional',
          querystring: CustomerListQuery,
          response: { 200: z.array(CustomerRecord), ...errors },
        },
      },
      async (req, reply) => {
        const { rows, total } = await listCustomersFor(ctx, requireActor(req), req.query);
        setTotalCount(reply, total);
        return rows;
      },
    );

    app.get(
      '/api/customers/:id',
      {
        config: readers,
        schema: {
          tags,
          summary: 'Ein Kunde',
          params: IdParam,
          response: { 200: CustomerRecord, ...errors, 404: ErrorResponse },
        },
      },
      async (req) => getCustomer(ctx, requireActor(req), req.params.id),
    );

    app.post(
      '/api/customers',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Kunden anlegen (nur Admin); Nachname erforderlich',
          body: CustomerCreateBody,
          response: { 201: CustomerRecord, ...errors, 409: ErrorResponse },
        },
      },
      async (req, reply) => reply.status(201).send(await createCustomer(ctx, requireActor(req), req.body)),
    );

    app.put(
      '/api/customers/:id',
      {
        config: profileWriters,
        schema: {
          tags,
          summary:
            'Kunden speichern (Admin; Kunde nur das eigene Profil ohne Namen); einzelne Felder möglich, user_id null trennt den Login; eine neue eigene E-Mail-Adresse braucht current_password und gilt erst nach Bestätigung (email_change_pending)',
          params: IdParam,
          body: CustomerUpdateBody,
          response: {
            200: CustomerProfileRecord,
            ...errors,
            404: ErrorResponse,
            409: ErrorResponse,
            429: ErrorResponse,
          },
        },
      },
      async (req) => updateCustomer(ctx, requireActor(req), req.params.id, req.body, clientAddress(req)),
    );

    app.delete(
      '/api/customers/:id',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Kunden ohne Liegenschaften löschen (nur Admin)',
          params: IdParam,
          response: { 204: z.null(), ...errors, 404: ErrorResponse, 409: ErrorResponse },
        },
      },
      async (req, reply) => {
        await deleteCustomer(ctx, requireActor(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
