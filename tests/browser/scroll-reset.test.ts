import { describe, expect, it } from 'vitest';
import { pageTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, waitForApp, withPage } from '../helpers/browser.ts';
import { countScrollResets, scrollResets, scrollTo, scrollY, waitForScrollResets } from './scroll-support.ts';

const suite = browserSuite();

describe('scroll position when a screen opens', () => {
  it('starts at the top after a full page load and after following a link', () =>
    withPage(suite, DESKTOP, async (page) => {
      await countScrollResets(page);
      // Pages rendered at build time open at the top by themselves; the app takes them over where they are.
      await page.goto('/leistungen');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForApp(page);
      await scrollTo(page, 900);
      expect(await scrollY(page)).toBeGreaterThan(800);

      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForApp(page);
      expect(await scrollY(page)).toBe(0);
      await scrollTo(page, 700);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await waitForApp(page);
      expect(await scrollY(page)).toBe(0);

      await scrollTo(page, 700);
      expect(await scrollY(page)).toBe(700);
      const before = await scrollResets(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
      await page.waitForURL(/\/kontakt$/);
      // The contact screen is loaded on first use; it opens at the top once it is there.
      await page.getByRole('heading', { level: 1, name: pageTexts.contact.title }).waitFor();
      await waitForScrollResets(page, before);
      expect(await scrollY(page)).toBe(0);
    }));
});
