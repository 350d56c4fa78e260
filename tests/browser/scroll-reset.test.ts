import { describe, expect, it } from 'vitest';
import { browserSuite, DESKTOP, withPage } from '../helpers/browser.ts';

const suite = browserSuite();

describe('scroll position when a screen opens', () => {
  it('starts at the top after a full page load and after following a link', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/leistungen');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(250);
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

      await page.goto('/');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
      await page.waitForURL(/\/kontakt$/);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }));
});
