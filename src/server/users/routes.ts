import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/schemas/zod.ts';
import { UserRecord } from '../../domain/schemas/records.ts';
import type { AppContext } from '../context.ts';
import { listUsers } from './repository.ts';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users',
      {
        schema: {
          tags: ['Benutzer'],
          summary: 'Alle Logins (nur Admin)',
          response: { 200: z.array(UserRecord) },
        },
        config: { roles: ['admin'] },
      },
      async () => listUsers(ctx.db),
    );
  };
}
