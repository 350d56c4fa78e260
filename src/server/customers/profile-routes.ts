import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { CustomerUpdateBody } from '../../domain/schemas/customers.ts';
import { CustomerProfileRecord, CustomerRecord } from '../../domain/schemas/records.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { getOwnProfile } from './own-customer.ts';
import { updateOwnProfile } from './update-own-profile.ts';

/** The signed-in landlord's own profile; other roles have none (403). */
const landlord = { roles: ['customer'] } as const;
const tags = ['Kunden'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse };

export function customerProfileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/customer/profile',
      {
        config: landlord,
        schema: {
          tags,
          summary: 'Eigenes Profil des Vermieters mit Briefkopf (Anschrift, IBAN, BIC, Kontoinhaber)',
          response: { 200: CustomerRecord, ...errors },
        },
      },
      async (req) => getOwnProfile(ctx, requireActor(req)),
    );

    app.put(
      '/api/customer/profile',
      {
        config: landlord,
        schema: {
          tags,
          summary:
            'Eigenes Profil speichern: Felder wie PUT /api/customers/{id}, dazu Briefkopf (address, iban, bic, account_holder); IBAN und BIC werden geprüft (400); ohne Kundenkonto 409',
          body: CustomerUpdateBody,
          response: { 200: CustomerProfileRecord, ...errors, 429: ErrorResponse },
        },
      },
      async (req) => updateOwnProfile(ctx, requireActor(req), req.body, clientAddress(req)),
    );
  };
}
