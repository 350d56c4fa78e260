import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageTexts } from '../../src/domain/texts/index.ts';
import { WEB_DIST } from '../../src/server/runtime/locations.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { landingFiles, roleModulesIn, ROLE_AREAS, type BuildInfo } from '../helpers/web-chunks.ts';

/**
 * The code split, checked on the build the server serves: which JS and CSS files the browser
 * requests, mapped through Vite's manifest and the chunk module list to the source modules they hold.
 */
const suite = browserSuite();

function buildInfo(): BuildInfo {
  const read = (file: string) => readFileSync(join(WEB_DIST, file), 'utf8');
  return {
    html: read('index.html'),
    manifest: JSON.parse(read('.vite/manifest.json')),
    chunkModules: JSON.parse(read('.vite/chunk-modules.json')),
  };
}

/** Every JS and CSS file the page requests from the server, as a path below the build folder. */
function recordAssets(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) files.add(pathname.slice(1));
  });
  return files;
}

describe('code split', () => {
  it('loads the landing page without any admin, customer, employee or tenant code or the charts', () =>
    withPage(suite, DESKTOP, async (page) => {
      const info = buildInfo();
      const requested = recordAssets(page);
      await page.goto('/');
      // The landing screen's chunk and everything it imports arrive before it renders its heading.
      await page.getByRole('heading', { level: 1, name: pageTexts.landing.title }).waitFor();

      expect([...requested].sort()).toEqual(landingFiles(info));
      expect(roleModulesIn(info, [...requested])).toEqual([]);
      for (const entry of Object.values(ROLE_AREAS)) {
        expect(requested).not.toContain(info.manifest[entry]!.file);
      }
    }));

  it('loads a signed-in area only for its role', () =>
    withPage(suite, DESKTOP, async (page) => {
      const info = buildInfo();
      const requested = recordAssets(page);
      await signIn(page, suite.server.logins.admin);

      expect(requested).toContain(info.manifest[ROLE_AREAS.Admin]!.file);
      for (const entry of [
        ROLE_AREAS.Kunde,
        ROLE_AREAS['Kunde, Abrechnung'],
        ROLE_AREAS['Kunde, Briefe'],
        ROLE_AREAS.Mieter,
      ]) {
        expect(requested).not.toContain(info.manifest[entry]!.file);
      }
      const otherRoles = roleModulesIn(info, [...requested]).filter(
        (entry) => !entry.includes('/features/admin/'),
      );
      expect(otherRoles).toEqual([]);
    }));
});
