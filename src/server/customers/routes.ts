import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/schemas/zod.ts';
import { CustomerRecord } from '../../domain/schemas/records.ts';
import { requireActor } from '../auth/guard.ts';
import { scopeOf } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { listCustomers } from './repository.ts';

export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/customers',
      {
        schema: {
          tags: ['Kunden'],
          summary: 'Kunden (Admin und Mitarbeiter alle, Kunde die eigenen)',
          response: { 200: z.array(CustomerRecord) },
        },
        config: { roles: ['admin', 'employee', 'customer'] },
      },
      async (req) => listCustomers(ctx.db, scopeOf(requireActor(req))),
    );
  };
}
