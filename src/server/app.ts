import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '../domain/schemas/zod.ts';
import { errorTexts } from '../domain/texts/index.ts';
import type { AppContext } from './context.ts';
import { installAuthHook } from './auth/hook.ts';
import { authRoutes } from './auth/routes.ts';
// BILLING import { billingRoutes } from './billing/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { propertyRoutes } from './properties/routes.ts';
import { tenantRoutes } from './tenants/routes.ts';
import { userRoutes } from './users/routes.ts';

export const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface BuildOptions {
  logger?: boolean | { level: string };
  /** Serve the built web app from dist/web (off in API tests). */
  serveWeb?: boolean;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true, bodyLimit: 5 * 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installAuthHook(app, ctx);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'NebenkostenPlus API', version: '1.0.0', description: 'Heiz- und Nebenkostenabrechnung' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const routes of [authRoutes, userRoutes, customerRoutes, propertyRoutes, tenantRoutes]) {
    await typed.register(routes(ctx));
  }
  // BILLING await typed.register(billingRoutes);

  const serveWeb = options.serveWeb ?? true;
  if (serveWeb && existsSync(WEB_DIST)) {
    await app.register(fastifyStatic, { root: WEB_DIST, wildcard: false, index: false });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || req.method !== 'GET' || !serveWeb || !existsSync(WEB_DIST)) {
      return reply.status(404).send({ message: errorTexts.notFound });
    }
    // Client-side routes: every other GET gets the single-page app.
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
