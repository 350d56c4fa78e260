import { describe, expect, it } from 'vitest';
import { SCROLL_RESET_DELAYS_MS } from '../../src/web/app/shell/use-scroll-reset.ts';
import { browserSuite, countScrollResets, DESKTOP, scrollResetsDone, withPage } from '../helpers/browser.ts';

const suite = browserSuite();
/** Every screen that opens resets the scroll position this many times (at once, then after late layout). */
const RESETS = SCROLL_RESET_DELAYS_MS.length;

describe('scroll position when a screen opens', () => {
  it('starts at the top after a full page load and after following a link', () =>
    withPage(suite, DESKTOP, async (page) => {
      await countScrollResets(page);
      await page.goto('/leistungen');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await scrollResetsDone(page, RESETS);
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

      await page.goto('/');
      await scrollResetsDone(page, RESETS);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
      await page.waitForURL(/\/kontakt$/);
      await scrollResetsDone(page, 2 * RESETS);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }));
});
