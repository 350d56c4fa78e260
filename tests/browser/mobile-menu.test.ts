import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shellTexts } from '../../src/domain/texts/index.ts';
import { bodyOverflow, browserSuite, MOBILE, pathname, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();

const menu = (page: Page) => page.locator('#mobile-menu');

async function openMenu(page: Page) {
  await page.getByRole('button', { name: shellTexts.openMenu }).click();
  await menu(page).waitFor();
}

describe('mobile menu at 375 px', () => {
  it('replaces the desktop navigation by a hamburger', () =>
    withPage(suite, MOBILE, async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: shellTexts.openMenu }).waitFor();
      expect(await page.getByRole('navigation', { name: shellTexts.mainNavigation }).isVisible()).toBe(false);
    }));

  it('opens, locks page scroll and closes on Escape', () =>
    withPage(suite, MOBILE, async (page) => {
      await page.goto('/');
      expect(await bodyOverflow(page)).not.toBe('hidden');
      await openMenu(page);
      const links = menu(page).getByRole('link');
      expect(await links.allTextContents()).toEqual(['Home', 'Leistungen', 'Kontakt', 'Login']);
      expect(await bodyOverflow(page)).toBe('hidden');

      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'detached' });
      expect(await bodyOverflow(page)).not.toBe('hidden');
    }));

  it('closes on a click outside the menu', () =>
    withPage(suite, MOBILE, async (page) => {
      await page.goto('/');
      await openMenu(page);
      await page.mouse.click(MOBILE.width / 2, MOBILE.height - 40);
      await menu(page).waitFor({ state: 'detached' });
      expect(await bodyOverflow(page)).not.toBe('hidden');
    }));

  it('closes after choosing an entry', () =>
    withPage(suite, MOBILE, async (page) => {
      await page.goto('/');
      await openMenu(page);
      await menu(page).getByRole('link', { name: 'Kontakt' }).click();
      await page.waitForURL((url) => url.pathname === '/kontakt');
      await menu(page).waitFor({ state: 'detached' });
      expect(await bodyOverflow(page)).not.toBe('hidden');
    }));

  it('shows the mobile entries of the admin and the logout', () =>
    withPage(suite, MOBILE, async (page) => {
      await signIn(page, suite.server.logins.admin);
      expect(pathname(page)).toBe('/admin-dashboard');
      await openMenu(page);
      expect(await menu(page).getByRole('link').allTextContents()).toEqual([
        'Dashboard',
        'Kunden',
        'Liegenschaften',
        'Mieter',
        'Benutzer',
      ]);
      await menu(page).getByRole('button', { name: shellTexts.logout }).waitFor();
    }));
});
