import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, DESKTOP, waitForApp, withPage } from '../helpers/browser.ts';
import { scrollTo } from './scroll-support.ts';

const suite = browserSuite();

const header = (page: Page) => page.locator('header');

const isHidden = (page: Page) => header(page).evaluate((element) => element.hasAttribute('data-hidden'));

const headerBottom = (page: Page) =>
  header(page).evaluate((element) => element.getBoundingClientRect().bottom);

describe('header on scroll', () => {
  it('hides when scrolling down and shows again when scrolling up', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // A spacer outside the React root keeps the page long enough whatever the landing page holds.
      await page.evaluate(() => {
        const spacer = document.createElement('div');
        spacer.style.height = '4000px';
        document.body.append(spacer);
      });
      // The landing page is rendered at build time: the header hides once the app has taken it over.
      await waitForApp(page);

      await scrollTo(page, 60);
      expect(await isHidden(page)).toBe(false);

      await scrollTo(page, 400);
      expect(await isHidden(page)).toBe(true);
      // The header slides away (220 ms, none with reduced motion).
      await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);

      // Up by 5 px or less is jitter.
      await scrollTo(page, 396);
      expect(await isHidden(page)).toBe(true);

      await scrollTo(page, 380);
      expect(await isHidden(page)).toBe(false);
      await expect.poll(() => headerBottom(page)).toBeGreaterThan(0);

      // Within 30 px of the new reference point it stays.
      await scrollTo(page, 405);
      expect(await isHidden(page)).toBe(false);
      await scrollTo(page, 420);
      expect(await isHidden(page)).toBe(true);
    }));
});
