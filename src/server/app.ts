import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, {
  LogController,
  type FastifyServerOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '../domain/schemas/base/zod.ts';
import type { AppContext } from './context/app-context.ts';
import { installAuthHook } from './auth/hook.ts';
import { accountRoutes } from './accounts/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { billingDraftRoutes } from './billing-drafts/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { costCategoryRoutes } from './cost-categories/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { customerProfileRoutes } from './customers/profile-routes.ts';
import { dataProtectionRoutes } from './data-protection/routes.ts';
import { customerPropertyRoutes } from './properties/customer-routes.ts';
import { propertySetupRoutes } from './property-setup/routes.ts';
import { demoRoutes } from './demo/routes.ts';
import { dwellingRoutes } from './dwellings/routes.ts';
import { answerClientError } from './http/client-error.ts';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installRequestIdHeader, requestIdOf } from './http/request-id.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { bankStatementRoutes } from './bank-statements/routes.ts';
import { letterRoutes } from './letters/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { postboxRoutes } from './postbox/routes.ts';
import { tenantReceiptRoutes } from './invoices/tenant-routes.ts';
import { meterRoutes } from './meters/routes.ts';
import { installRequestMetrics } from './metrics/request-metrics.ts';
import { metricsRoutes } from './metrics/routes.ts';
import { readingImportRoutes } from './meters/import-routes.ts';
import { readingsTableRoutes } from './readings-table/routes.ts';
import { propertyRoutes } from './properties/routes.ts';
import { installApiDocs } from './site/api-docs.ts';
import { siteRoutes } from './site/routes.ts';
import { siteInfo } from './site/site-info.ts';
import { installWebDelivery } from './site/web-delivery.ts';
import { statementRoutes } from './statements/routes.ts';
import { tenantStatementRoutes } from './statements/tenant-routes.ts';
import { tenantPortalRoutes } from './tenant-portal/routes.ts';
import { monthlyInformationRoutes } from './monthly-information/routes.ts';
import { tenantRoutes } from './tenants/routes.ts';
import { customerTenantRoutes } from './tenants/customer-routes.ts';
import { occupancyRoutes } from './tenants/occupancy-routes.ts';
import { userRoutes } from './users/routes.ts';
import { lifecycleRoutes } from './lifecycle/routes.ts';
import { Readiness } from './lifecycle/readiness.ts';
import type { HttpListener } from './lifecycle/http-listener.ts';
import { lifecycleTexts } from '../domain/texts/lifecycle.ts';

export interface BuildOptions {
  logger?: boolean | { level: string };
  /** Serve the built web app from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** The process's readiness for `/api/ready`; without it the app counts as ready (tests). */
  readiness?: Readiness;
  /** The HTTP server the app answers on when it listens before the app is built (`lifecycle/http-listener.ts`). */
  listener?: HttpListener;
}

/** Reset and invitation links carry their token in the query string; logs must not keep it. */
export function redactTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[entfernt]');
}

function withRedaction(logger: true | { level: string }) {
  return {
    ...(logger === true ? {} : logger),
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactTokens(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

/**
 * One line per request when it is answered ('request completed': method, URL, client address,
 * status, time and `reqId`) for an evenly spread share of the requests (`LOG_REQUESTS`), instead
 * of Fastify's two (one on arrival, one at the end); a failed request's line ('request errored',
 * at level error) always.
 */
export class RequestLogSampler extends LogController {
  private seen = 0;

  constructor(private readonly share: number) {
    super();
  }

  /** The n-th answered request is logged when n × share crosses a whole number. */
  private admit(): boolean {
    if (this.share >= 1) return true;
    if (this.share <= 0) return false;
    this.seen++;
    return Math.floor(this.seen * this.share) > Math.floor((this.seen - 1) * this.share);
  }

  /** Nothing on arrival: the line at completion names the request as well. */
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(req)) return;
    const responseTime = reply.elapsedTime;
    if (error) reply.log.error({ req, res: reply, err: error, responseTime }, 'request errored');
    else if (this.admit()) reply.log.info({ req, res: reply, responseTime }, 'request completed');
  }

  /** The 404 answer's own line at completion says it. */
  override routeNotFound() {}
}

/**
 * Largest request body of an ordinary JSON route: the biggest one, a 5,000-character message with
 * every character written as a six-byte \uXXXX escape, is 30 kB; 1 MiB leaves ample room while a
 * flood of large bodies stays cheap to refuse (413 before parsing). Routes that take more (whole
 * buildings for the billing calculation) set their own `bodyLimit`.
 */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Answers compressed on the fly when the client accepts it: the API's JSON, and files of the web
 * app the build left uncompressed. PDFs and ZIP archives are compressed already and go out as
 * they are.
 */
const COMPRESSIBLE =
  /^(?:text\/(?:html|css|javascript|plain|xml)|application\/(?:json|javascript|xml)|image\/svg\+xml)(?:;|$)/;

/** A hop count means: trust that many proxies in front of the server. */
function trustProxyOption(value: boolean | number | string) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * What every process's HTTP side shares: logging, proxy trust, framework errors in German, the
 * request id, zod, the error handler, request metrics and the security headers.
 */
function baseApp(ctx: AppContext, options: BuildOptions, extra: FastifyServerOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ? withRedaction(options.logger) : false,
    ...(options.listener ? { serverFactory: serveOn(options.listener) } : {}),
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A load balancer's id when it is a plain token, so its logs and ours line up (http/request-id.ts).
    genReqId: requestIdOf,
    ...extra,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installRequestIdHeader(app);
  installRequestMetrics(app, ctx.metrics);
  // Headers first: answers refused by the auth hook carry them too.
  installSecurityHeaders(app, ctx.config.appUrl);
  return app;
}

/** Fastify on the server that is listening already: it takes every request from now on. */
const serveOn =
  (listener: HttpListener) => (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    listener.adopt(handler);
    return listener.server;
  };

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = baseApp(ctx, options, {
    // Request lines off at the default level warn, sampled or all as configured (config.ts).
    ...(options.logger ? { logController: new RequestLogSampler(ctx.config.logRequests) } : {}),
    bodyLimit: DEFAULT_BODY_LIMIT,
  });
  installAuthHook(app, ctx);
  // Before every route: the plugin hooks into the routes registered after it. Request bodies are
  // taken as sent, as before: no client of this API compresses them.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });

  await installApiDocs(app, ctx.config.appUrl);

  const typed = app.withTypeProvider<ZodTypeProvider>();
  await typed.register(lifecycleRoutes(ctx, options.readiness ?? new Readiness('ready')));
  for (const routes of [
    authRoutes,
    userRoutes,
    customerRoutes,
    propertyRoutes,
    customerProfileRoutes,
    customerPropertyRoutes,
    propertySetupRoutes,
    tenantRoutes,
    customerTenantRoutes,
    dwellingRoutes,
    occupancyRoutes,
    costCategoryRoutes,
    meterRoutes,
    readingImportRoutes,
    readingsTableRoutes,
    billingDraftRoutes,
    accountRoutes,
    contactRoutes,
    demoRoutes,
    siteRoutes,
    statementRoutes,
    tenantStatementRoutes,
    tenantPortalRoutes,
    monthlyInformationRoutes,
    invoiceRoutes,
    tenantReceiptRoutes,
    bankStatementRoutes,
    paymentRoutes,
    letterRoutes,
    postboxRoutes,
    metricsRoutes,
    dataProtectionRoutes,
  ]) {
    await typed.register(routes(ctx));
  }
  await typed.register(billingRoutes(ctx));

  await installWebDelivery(app, {
    appUrl: ctx.config.appUrl,
    serveWeb: options.serveWeb ?? true,
    site: siteInfo(ctx.config),
  });
  return app;
}

/**
 * The HTTP side of a worker process (`ROLE=worker`): health, readiness and metrics for the
 * orchestrator and Prometheus, nothing else. Its work is the jobs, schedules and gateways.
 */
export async function buildWorkerApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = baseApp(ctx, options);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  await typed.register(lifecycleRoutes(ctx, options.readiness ?? new Readiness('ready')));
  await typed.register(metricsRoutes(ctx));
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: lifecycleTexts.workerOnly }));
  return app;
}
