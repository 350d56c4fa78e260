import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageTexts, shellTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, MOBILE, waitForApp } from '../helpers/browser.ts';
import { SCHEMES, withSchemePage } from './a11y-support.ts';
import { scrollTo, scrollY } from './scroll-support.ts';

/** What a keyboard user meets: the skip link, the hidden header, the mobile menu; in both colour schemes. */
const suite = browserSuite();

/** The focused element, described by where it sits and what it says. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const header = document.querySelector('header');
    return {
      text: element?.textContent?.trim() ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      id: element?.id ?? '',
      inHeader: !!header && !!element && header.contains(element),
      inMain: !!element?.closest('main'),
      inMenu: !!element?.closest('#mobile-menu'),
      top: element?.getBoundingClientRect().top ?? -1,
      visible: !!element && getComputedStyle(element).visibility === 'visible',
    };
  });

const headerState = (page: Page) =>
  page.locator('header').evaluate((header) => ({
    hidden: header.hasAttribute('data-hidden'),
    inert: (header as HTMLElement).inert,
    visibility: getComputedStyle(header).visibility,
  }));

/** The landing page is rendered at build time: the header hides and the skip link works once the app has it. */
async function openLanding(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: pageTexts.landing.title }).waitFor();
  await waitForApp(page);
}

/** Scrolls down until the header has slid away and turned invisible. */
async function scrollHeaderAway(page: Page) {
  await scrollTo(page, 900);
  await expect.poll(() => headerState(page)).toEqual({ hidden: true, inert: true, visibility: 'hidden' });
}

for (const scheme of SCHEMES) {
  describe(`keyboard, ${scheme} scheme`, () => {
    it('reaches the skip link first, shows it, and jumps past the header into the screen', () =>
      withSchemePage(suite, scheme, async (page) => {
        await openLanding(page);
        await page.keyboard.press('Tab');
        const skip = await focused(page);
        expect(skip).toMatchObject({ text: shellTexts.skipToContent, inHeader: false, visible: true });
        expect(skip.top).toBeGreaterThanOrEqual(0);

        await page.keyboard.press('Enter');
        expect(await focused(page)).toMatchObject({ id: 'main-content' });
        expect(new URL(page.url()).hash).toBe('');
        await page.keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({ inMain: true, inHeader: false });
      }));

    it('never puts the focus on the hidden header, and keeps the header while it has the focus', () =>
      withSchemePage(suite, scheme, async (page) => {
        await openLanding(page);
        await scrollHeaderAway(page);

        // No script can put the focus there, and Tab from the skip link passes it by (into the screen,
        // which may scroll back up to the focused element and so bring the header back).
        await page
          .locator('header a')
          .first()
          .evaluate((link: HTMLElement) => link.focus());
        expect((await focused(page)).inHeader).toBe(false);
        await page.getByRole('link', { name: shellTexts.skipToContent }).focus();
        await page.keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({ inHeader: false, inMain: true });

        // Back at the top the header is reachable again, and scrolling away keeps it while it has the focus.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect
          .poll(() => headerState(page))
          .toEqual({ hidden: false, inert: false, visibility: 'visible' });
        await page.getByRole('link', { name: shellTexts.skipToContent }).focus();
        await page.keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({ inHeader: true, visible: true });
        await scrollTo(page, 900);
        await scrollTo(page, 1200);
        expect(await scrollY(page)).toBeGreaterThan(800);
        expect(await headerState(page)).toEqual({ hidden: false, inert: false, visibility: 'visible' });

        // Once the focus leaves, the header may go.
        await page.locator('main').focus();
        await expect
          .poll(() => headerState(page))
          .toEqual({ hidden: true, inert: true, visibility: 'hidden' });
      }));

    it('keeps the focus in the open mobile menu, closes it on Escape and returns to the burger', () =>
      withSchemePage(
        suite,
        scheme,
        async (page) => {
          await openLanding(page);
          const burger = page.getByRole('button', { name: shellTexts.openMenu });
          await burger.focus();
          await page.keyboard.press('Enter');
          await page.locator('#mobile-menu').waitFor();
          const entries = ['Home', 'Leistungen', 'Kontakt', 'Login'];
          expect(await focused(page)).toMatchObject({ text: entries[0], inMenu: true });

          for (const entry of entries.slice(1)) {
            await page.keyboard.press('Tab');
            expect(await focused(page)).toMatchObject({ text: entry, inMenu: true });
          }
          // Past the last entry the focus goes round to the burger, and back again.
          await page.keyboard.press('Tab');
          expect(await focused(page)).toMatchObject({ label: shellTexts.closeMenu });
          await page.keyboard.press('Tab');
          expect(await focused(page)).toMatchObject({ text: entries[0], inMenu: true });
          await page.keyboard.press('Shift+Tab');
          expect(await focused(page)).toMatchObject({ label: shellTexts.closeMenu });
          await page.keyboard.press('Shift+Tab');
          expect(await focused(page)).toMatchObject({ text: entries.at(-1), inMenu: true });

          await page.keyboard.press('Escape');
          await page.locator('#mobile-menu').waitFor({ state: 'detached' });
          expect(await focused(page)).toMatchObject({ label: shellTexts.openMenu, inHeader: true });
        },
        { viewport: MOBILE },
      ));
  });
}
