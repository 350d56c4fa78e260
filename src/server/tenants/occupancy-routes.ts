import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/schemas/base/zod.ts';
import { ErrorResponse } from '../../domain/schemas/accounts.ts';
import { IdParam } from '../../domain/schemas/common.ts';
import { DwellingOccupancyRecord, OccupancyQuery } from '../../domain/schemas/occupancy.ts';
import { requireActor } from '../auth/guard.ts';
import type { AppContext } from '../context/app-context.ts';
import { getOccupancy } from './read-occupancy.ts';

/**
 * Who lives where when: the property's people (landlord, operator's staff) only. A tenant does not
 * see its neighbours' tenancies (403).
 */
export function occupancyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/properties/:id/occupancy',
      {
        config: { roles: ['admin', 'employee', 'customer'] },
        schema: {
          tags: ['Mieter'],
          summary:
            'Belegung eines Jahres je Wohnung: Mietverhältnisse und Leerstand, lückenlos und ohne Überschneidung',
          params: IdParam,
          querystring: OccupancyQuery,
          response: { 200: z.array(DwellingOccupancyRecord), 400: ErrorResponse, 404: ErrorResponse },
        },
      },
      async (req) => getOccupancy(ctx, requireActor(req), req.params.id, req.query.year),
    );
  };
}
