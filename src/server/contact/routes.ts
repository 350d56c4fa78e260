import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactBody, ErrorResponse, SentResponse, SupportBody } from '../../domain/schemas/accounts.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { clientAddress } from '../http/client-address.ts';
import { submitContact } from './submit-contact.ts';
import { submitSupportRequest } from './submit-support.ts';
import { SIGNED_IN } from '../auth/access.ts';

export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        schema: {
          tags: ['Kontakt'],
          summary: 'Nachricht über das Kontaktformular senden',
          security: [],
          body: ContactBody,
          response: { 200: SentResponse, 400: ErrorResponse, 429: ErrorResponse, 500: ErrorResponse },
        },
      },
      async (req) =>
        submitContact(ctx, req.body, clientAddress(req), (error, message) =>
          req.log.error({ err: error }, message),
        ),
    );

    app.post(
      '/api/support',
      {
        config: { roles: SIGNED_IN },
        schema: {
          tags: ['Kontakt'],
          summary: 'Support-Anfrage von der Hilfe-Seite senden (angemeldet)',
          body: SupportBody,
          response: {
            200: SentResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            429: ErrorResponse,
            500: ErrorResponse,
          },
        },
      },
      async (req) =>
        submitSupportRequest(ctx, requireActor(req), req.body, (error, message) =>
          req.log.error({ err: error }, message),
        ),
    );
  };
}
