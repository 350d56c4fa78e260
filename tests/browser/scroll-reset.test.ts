import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, withPage } from '../helpers/browser.ts';

const suite = browserSuite();

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Scrolls to `top` and waits until the position holds over two frames: a screen that has just
 * opened resets its own position once more shortly after (use-scroll-reset.ts).
 */
async function scrollAndHold(page: Page, top: number) {
  await expect
    .poll(async () => {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      return scrollY(page);
    })
    .toBe(top);
}

describe('scroll position when a screen opens', () => {
  it('starts at the top after a full page load and after following a link', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/leistungen');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await scrollAndHold(page, 900);

      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => scrollY(page)).toBe(0);

      await scrollAndHold(page, 700);
      await page.getByRole('contentinfo').getByRole('link', { name: pageTexts.contact.title }).click();
      await page.waitForURL(/\/kontakt$/);
      // The contact screen is loaded on first use; it opens at the top once it is there.
      await page.getByRole('heading', { level: 1, name: pageTexts.contact.title }).waitFor();
      await expect.poll(() => scrollY(page)).toBe(0);
    }));
});
