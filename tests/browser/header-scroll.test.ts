import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, DESKTOP, withPage } from '../helpers/browser.ts';

const suite = browserSuite();

const header = (page: Page) => page.locator('header');

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // Scroll events fire with the next frame; two frames make sure React has rendered the result.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const isHidden = (page: Page) => header(page).evaluate((element) => element.hasAttribute('data-hidden'));

async function headerBottom(page: Page): Promise<number> {
  // Wait for the slide transition to finish before measuring.
  await page.waitForTimeout(300);
  return header(page).evaluate((element) => element.getBoundingClientRect().bottom);
}

describe('header on scroll', () => {
  it('hides when scrolling down and shows again when scrolling up', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/');
      await header(page).waitFor();
      // Let the scroll reset of a newly opened screen (0 and 150 ms) pass first.
      await page.waitForTimeout(250);
      // The placeholder landing page is short; a spacer outside the React root makes it scrollable.
      await page.evaluate(() => {
        const spacer = document.createElement('div');
        spacer.style.height = '4000px';
        document.body.append(spacer);
      });

      await scrollTo(page, 60);
      expect(await isHidden(page)).toBe(false);

      await scrollTo(page, 400);
      expect(await isHidden(page)).toBe(true);
      expect(await headerBottom(page)).toBeLessThanOrEqual(0);

      // Up by 5 px or less is jitter.
      await scrollTo(page, 396);
      expect(await isHidden(page)).toBe(true);

      await scrollTo(page, 380);
      expect(await isHidden(page)).toBe(false);
      expect(await headerBottom(page)).toBeGreaterThan(0);

      // Within 30 px of the new reference point it stays.
      await scrollTo(page, 405);
      expect(await isHidden(page)).toBe(false);
      await scrollTo(page, 420);
      expect(await isHidden(page)).toBe(true);
    }));
});
