import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { SetupQuery, SetupResponse } from '../../domain/schemas/property-setup.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { getSetup } from './read-setup.ts';

export function propertySetupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/properties/:id/setup',
      {
        config: { roles: ['admin', 'employee', 'customer'] },
        schema: {
          tags: ['Liegenschaften'],
          summary:
            'Stand der Einrichtung: Schritte address, heating, letterhead, dwellings, tenants, meters, readings, costs mit done, missing (deutsch) und href; geprüft wird das offene Abrechnungsjahr (oder ?year=)',
          params: IdParam,
          querystring: SetupQuery,
          response: {
            200: SetupResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (req) => getSetup(ctx, requireActor(req), req.params.id, req.query.year),
    );
  };
}
