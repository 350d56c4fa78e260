import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response. The Content-Security-Policy allows scripts only from this
 * origin (no inline scripts, no eval), so injected markup cannot run code; styles may be inline
 * because Mantine sets style attributes and CSS variables at run time. The app is never framed
 * (clickjacking). HSTS only when the public address is https: on plain http it would be ignored
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
        imgSrc: ["'self'", 'data:', 'blob:'],
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

export async function installSecurityHeaders(app: FastifyInstance, appUrl: string) {
  await app.register(helmet, securityHeaderOptions(appUrl));
}

/**
 * Swagger UI ships inline scripts of its own; it sets its own policy for its pages, allowing just
 * those scripts by hash, and is never framed either.
 */
export function apiDocsCsp(header: string, appUrl: string): string {
  const framed = header.replace(/frame-ancestors[^;]*/, "frame-ancestors 'none'");
  return appUrl.startsWith('https://') ? framed : framed.replace(/\s*upgrade-insecure-requests;?/, '');
}
