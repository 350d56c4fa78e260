import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

type HeaderRecorder = { setHeader(name: string, value: string): void; removeHeader(name: string): void };
type Helmet = (
  options: ReturnType<typeof securityHeaderOptions>,
) => (req: unknown, res: HeaderRecorder, next: (error?: unknown) => void) => void;

/**
 * Helmet itself, the copy @fastify/helmet depends on: the plugin builds helmet's whole middleware
 * chain again for every request (parsing the policy's directives each time, a few percent of the
 * API's CPU), although with these options the headers never depend on the request.
 */
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as Helmet;

/**
 * Security headers on every response. The Content-Security-Policy allows scripts only from this
 * origin (no inline scripts, no eval), so injected markup cannot run code; styles may be inline
 * because Mantine sets style attributes and CSS variables at run time. The app is never framed
 * (clickjacking), and frames only a blob (a PDF receipt shown beside its fields). HSTS only when the public address is https: on plain http it would be ignored
 * at best and lock a later http test deployment out at worst.
 */
export function securityHeaderOptions(appUrl: string) {
  const https = appUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the invoice inbox shows an original (fetched with the bearer token) as an image
        // or, for a PDF, in a frame; frames of any other source, this origin's pages included, stay refused.
        imgSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ['blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    xFrameOptions: { action: 'deny' as const },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin isolation would block the PDF and image downloads the app offers; not needed.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for these options, computed once. Every directive is a fixed string (no
 * per-request nonce), so the set is the same for every response.
 */
export function securityHeaders(appUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder: HeaderRecorder = {
    setHeader: (name, value) => {
      headers[name] = value;
    },
    // X-Powered-By, which Fastify never sends.
    removeHeader: (name) => {
      delete headers[name];
    },
  };
  helmet(securityHeaderOptions(appUrl))({}, recorder, (error) => {
    if (error) throw error;
  });
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance, appUrl: string) {
  const headers = securityHeaders(appUrl);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Swagger UI ships inline scripts of its own; it sets its own policy for its pages, allowing just
 * those scripts by hash, and is never framed either.
 */
export function apiDocsCsp(header: string, appUrl: string): string {
  const framed = header.replace(/frame-ancestors[^;]*/, "frame-ancestors 'none'");
  return appUrl.startsWith('https://') ? framed : framed.replace(/\s*upgrade-insecure-requests;?/, '');
}
