import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCROLL_RESET_DELAYS_MS } from '../../src/web/app/shell/use-scroll-reset.ts';
import { browserSuite, countScrollResets, DESKTOP, scrollResetsDone, withPage } from '../helpers/browser.ts';

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

/** The header's lower edge once its slide transition has finished (reading the style starts it). */
function headerBottom(page: Page): Promise<number> {
  return header(page).evaluate(async (element) => {
    void getComputedStyle(element).transform;
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    return element.getBoundingClientRect().bottom;
  });
}

describe('header on scroll', () => {
  it('hides when scrolling down and shows again when scrolling up', () =>
    withPage(suite, DESKTOP, async (page) => {
      await countScrollResets(page);
      await page.goto('/');
      await header(page).waitFor();
      // The scroll resets of a newly opened screen come first, or they would undo the scrolling below.
      await scrollResetsDone(page, SCROLL_RESET_DELAYS_MS.length);
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
