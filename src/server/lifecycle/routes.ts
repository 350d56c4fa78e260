import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse, ReadyResponse } from '../../domain/schemas/auth.ts';
import type { AppContext } from '../context/app-context.ts';
import type { Readiness } from './readiness.ts';

/**
 * Health and readiness of the process. `/api/health` says whether the database answers;
 * `/api/ready` whether this process should get requests: not while starting (migrations) or
 * draining (after SIGTERM), and not when its database does not answer.
 */
export function lifecycleRoutes(ctx: AppContext, readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['System'],
          summary: 'Betriebszustand und Datenbank',
          security: [],
          response: { 200: HealthResponse, 503: HealthResponse },
        },
      },
      async (_req, reply) => {
        const ok = await ctx.ping();
        return reply
          .status(ok ? 200 : 503)
          .send({ status: ok ? 'ok' : 'error', database: { driver: ctx.driver, ok } });
      },
    );

    app.get(
      '/api/ready',
      {
        schema: {
          tags: ['System'],
          summary: 'Bereit für Anfragen (Datenbank erreichbar, Migrationen fertig, nicht im Herunterfahren)',
          security: [],
          response: { 200: ReadyResponse, 503: ReadyResponse },
        },
      },
      async (_req, reply) => {
        const state = readiness.state;
        const database = state === 'ready' ? await ctx.ping() : false;
        const ready = state === 'ready' && database;
        return reply
          .status(ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({
            status: ready ? 'ready' : state === 'ready' ? 'error' : state,
            role: ctx.config.role,
            database,
          });
      },
    );
  };
}
