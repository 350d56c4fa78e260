import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CRAWLER_DISALLOWED, isClientRoute, SITEMAP_PATHS } from '../../domain/site-paths.ts';
import { errorTexts } from '../../domain/texts/index.ts';
import { API_PREFIX } from '../auth/access.ts';
import type { SiteInfoResponse } from '../../domain/schemas/site.ts';
import { WEB_DIST } from '../runtime/locations.ts';
import { prerenderedPages } from './prerendered-pages.ts';

/** Vite names every file in /assets after its content: a changed file has a new name, so a copy may be kept for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the few unhashed files: stored, but asked for again every time (304 while unchanged). */
const REVALIDATE = 'no-cache';

const ASSETS = join(WEB_DIST, 'assets') + sep;

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CRAWLER_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(appUrl: string): string {
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${xmlText(`${appUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const isApi = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/**
 * Everything of the web app the server delivers besides the API: robots.txt and sitemap.xml for
 * search engines, the built files of dist/web (each also stored brotli- and gzip-compressed by
 * the build, sent as the client accepts), the public pages the build rendered to HTML at their
 * paths (readable without JavaScript; with a query string, which the app reads, the app's page),
 * and the app's page for every other GET or HEAD:
 * with 200 on a path the app knows, with 404 elsewhere, where the app shows its not-found page.
 * Unknown API paths and other methods get the JSON 404.
 */
export async function installWebDelivery(
  app: FastifyInstance,
  options: { appUrl: string; serveWeb: boolean; site: SiteInfoResponse },
): Promise<void> {
  const robots = robotsTxt(options.appUrl);
  const sitemap = sitemapXml(options.appUrl);
  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, (_req, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemap),
  );

  const web = options.serveWeb && existsSync(WEB_DIST);
  if (web) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are found beside their file; they are no addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(ASSETS) ? IMMUTABLE : REVALIDATE);
      },
    });
    for (const [path, file] of prerenderedPages(options.site)) {
      app.get(path, { schema: { hide: true } }, (req, reply) =>
        reply.sendFile(req.url.includes('?') ? 'index.html' : file),
      );
    }
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?', 1)[0]!;
    if (!web || (req.method !== 'GET' && req.method !== 'HEAD') || isApi(path)) {
      return reply.status(404).send({ message: errorTexts.notFound });
    }
    return reply.status(isClientRoute(path) ? 200 : 404).sendFile('index.html');
  });
}
