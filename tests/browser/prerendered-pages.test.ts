import { describe, expect, it } from 'vitest';
import { paths, PRERENDERED_PAGES } from '../../src/domain/site-paths.ts';
import { landingTexts, pageTexts, servicesTexts, shellTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, MOBILE, signIn, withPage } from '../helpers/browser.ts';

/**
 * The public pages rendered at build time, in Chromium: readable and navigable with JavaScript
 * off, and taken over by the app without anything drawn anew once it has loaded.
 */
const suite = browserSuite();

describe('prerendered public pages', () => {
  it('shows every page and follows its links with JavaScript off', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.url,
      viewport: DESKTOP,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      for (const { path } of PRERENDERED_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.getByRole('contentinfo').getByRole('link', { name: shellTexts.footer.imprint }).waitFor();
      }
      await page.goto(paths.landing);
      await page.getByRole('heading', { level: 1, name: pageTexts.landing.title }).waitFor();
      for (const step of landingTexts.steps.items)
        await page.getByRole('heading', { name: step.title, exact: true }).waitFor();

      const nav = page.getByRole('navigation', { name: shellTexts.mainNavigation });
      await nav.getByRole('link', { name: shellTexts.nav.services }).click();
      await page.waitForURL('**/leistungen');
      await page.getByRole('heading', { level: 1, name: pageTexts.services.title }).waitFor();
      await page.getByRole('heading', { name: servicesTexts.core.items[0]!.title }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: shellTexts.footer.contact }).click();
      await page.waitForURL('**/kontakt');
      await page.getByRole('heading', { level: 1, name: pageTexts.contact.title }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('is taken over by the app without drawing the page anew', () =>
    withPage(suite, DESKTOP, async (page) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(paths.services);
      const title = await page
        .getByRole('heading', { level: 1, name: pageTexts.services.title })
        .elementHandle();
      // The app has taken over once the theme toggle works.
      await page.getByRole('button', { name: shellTexts.switchToLight }).click();
      await page.getByRole('button', { name: shellTexts.switchToDark }).waitFor();
      expect(await title!.evaluate((element) => element.isConnected)).toBe(true);
      expect(errors).toEqual([]);
    }));

  it('gives a signed-in user their own header on the services page', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto(paths.services);
      await page.getByRole('heading', { level: 1, name: pageTexts.services.title }).waitFor();
      await page.getByRole('button', { name: shellTexts.logout }).waitFor();
      const nav = page.getByRole('navigation', { name: shellTexts.mainNavigation });
      expect(await nav.getByRole('link', { name: shellTexts.nav.login }).count()).toBe(0);
    }));

  it('opens the mobile menu once the app has loaded', () =>
    withPage(suite, MOBILE, async (page) => {
      await page.goto(paths.landing);
      await page.getByRole('button', { name: shellTexts.openMenu }).click();
      await page.getByRole('navigation', { name: shellTexts.mobileNavigation }).waitFor();
      await page.keyboard.press('Escape');
      await page
        .getByRole('navigation', { name: shellTexts.mobileNavigation })
        .waitFor({ state: 'detached' });
    }));
});
