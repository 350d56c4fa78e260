import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageTexts, shellTexts } from '../../src/domain/texts/index.ts';
import { WEB_DIST } from '../../src/server/runtime/locations.ts';
import { browserSuite, colorScheme, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import {
  appFiles,
  landingFiles,
  roleModulesIn,
  ROLE_AREAS,
  TAKE_OVER,
  type BuildInfo,
} from '../helpers/web-chunks.ts';

/**
 * The code split, checked on the build the server serves: which JS and CSS files the browser
 * requests, mapped through Vite's manifest and the chunk module list to the source modules they hold.
 */
const suite = browserSuite();

function buildInfo(): BuildInfo {
  const read = (file: string) => readFileSync(join(WEB_DIST, file), 'utf8');
  return {
    html: read('pages/start.html'),
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

/** JS and CSS files the page had requested when its load event began: what it needs to be usable. */
function requestedBeforeLoad(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < navigation.loadEventStart)
      .map((entry) => new URL(entry.name).pathname.slice(1))
      .filter((path) => /\.(js|css)$/.test(path));
  });
}

describe('code split', () => {
  it('makes the landing page usable from its own small files, then loads the app without any role code', () =>
    withPage(suite, DESKTOP, async (page) => {
      const info = buildInfo();
      const requested = recordAssets(page);
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: pageTexts.landing.title }).waitFor();
      expect((await requestedBeforeLoad(page)).sort()).toEqual(landingFiles(info));

      // Once the browser is idle the app arrives and takes the page over: the toggle then works.
      const app = appFiles(info);
      const entry = info.manifest[TAKE_OVER]!.file;
      await page.waitForFunction(
        (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
        entry,
      );
      await page.getByRole('button', { name: shellTexts.switchToLight }).click();
      await page.getByRole('button', { name: shellTexts.switchToDark }).waitFor();
      expect(await colorScheme(page)).toBe('light');

      for (const file of requested) expect([...landingFiles(info), ...app], file).toContain(file);
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
