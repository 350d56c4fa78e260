import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME, shellTexts } from '../../domain/texts/index.ts';
import { API_DOCS_PREFIX } from '../auth/access.ts';
import { apiDocsCsp } from '../http/security-headers.ts';

/** Headers of the inner answer that belong to its own connection, not to the one relayed to. */
const HOP_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/**
 * The API description at /api/docs: collected from every route's schema as the routes are
 * registered (`app.swagger()`, which tests and `npm run docs:api` read), served as JSON and YAML
 * and as Swagger UI's interactive page.
 *
 * The page itself is built on its first request: in a Fastify instance of its own, holding the
 * description as it stands then, to which requests below /api/docs are handed on. Built at start,
 * Swagger UI cost every start about 65 ms of CPU and 5 MB for a page few ever open.
 */
export async function installApiDocs(app: FastifyInstance, appUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: shellTexts.tagline },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  let docs: Promise<FastifyInstance> | undefined;
  async function buildDocs(): Promise<FastifyInstance> {
    const { default: fastifySwaggerUi } = await import('@fastify/swagger-ui');
    const inner = Fastify();
    // The description's OpenAPI 3.1 type differs from what the static mode declares; the object is the same.
    const document = app.swagger() as unknown as StaticDocumentSpec['document'];
    await inner.register(fastifySwagger, { mode: 'static', specification: { document } });
    await inner.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      staticCSP: true,
      transformStaticCSP: (header) => apiDocsCsp(header, appUrl),
    });
    await inner.ready();
    return inner;
  }

  async function relay(req: FastifyRequest, reply: FastifyReply) {
    docs ??= buildDocs().catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    const res = await (
      await docs
    ).inject({
      method: req.method as 'GET' | 'HEAD',
      url: req.url,
      headers: req.headers,
    });
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(res.statusCode).send(res.rawPayload);
  }

  // Public like the whole documentation (auth/access.ts), and not part of what they describe.
  app.get(API_DOCS_PREFIX, { schema: { hide: true } }, relay);
  app.get(`${API_DOCS_PREFIX}/*`, { schema: { hide: true } }, relay);
}
