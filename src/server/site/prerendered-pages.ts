import { existsSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import type { SiteInfoResponse } from '../../domain/schemas/site.ts';
import { PRERENDERED_PAGES } from '../../domain/site-paths.ts';
import { WEB_DIST } from '../runtime/locations.ts';

/** Where scripts/build.ts writes the public pages it rendered, and the operator details it used. */
const PAGES_DIR = join(WEB_DIST, 'pages');

/**
 * The public pages the server sends as HTML rendered at build time: path → file below dist/web.
 * A page that shows the operator details is left out while the build rendered it with other
 * details than this server's configuration (a build from another environment); it then gets the
 * app's page like every other path, which asks `GET /api/site`.
 */
export function prerenderedPages(site: SiteInfoResponse): ReadonlyMap<string, string> {
  const siteFile = join(PAGES_DIR, 'site.json');
  if (!existsSync(siteFile)) return new Map();
  const sameSite = isDeepStrictEqual(JSON.parse(readFileSync(siteFile, 'utf8')), site);
  return new Map(
    PRERENDERED_PAGES.filter(
      (page) => (sameSite || !page.site) && existsSync(join(PAGES_DIR, `${page.file}.html`)),
    ).map((page) => [page.path, `pages/${page.file}.html`]),
  );
}
