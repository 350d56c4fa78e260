import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError, UnauthorizedError } from '../../domain/errors.ts';
import { metricsTexts } from '../../domain/texts/metrics.ts';
import type { Config } from '../config/config.ts';
import type { Metrics } from './metrics.ts';

/** Prometheus's text exposition format. */
const EXPOSITION_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Hashes of equal length, so that the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the `Authorization` header carries the metrics token. */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const sent = BEARER.exec(authorization ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * `GET /metrics` for Prometheus. Public to the auth hook (no sign-in: a scraper has no login);
 * the metrics token is checked here instead. Without METRICS_TOKEN the address does not exist:
 * the same 404 as any unknown path.
 */
export function metricsRoutes(ctx: {
  config: Pick<Config, 'metricsToken'>;
  metrics: Metrics;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/metrics', { schema: { hide: true, security: [] } }, async (req, reply) => {
      const token = ctx.config.metricsToken;
      if (!token) throw new NotFoundError();
      if (!carriesToken(req.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new UnauthorizedError(metricsTexts.tokenRefused);
      }
      const text = await ctx.metrics.scrape();
      return reply.type(EXPOSITION_TYPE).send(text);
    });
  };
}
