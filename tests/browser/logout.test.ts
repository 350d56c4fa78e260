import { describe, expect, it } from 'vitest';
import { pageTexts, shellTexts } from '../../src/domain/texts/index.ts';
import {
  browserSuite,
  DESKTOP,
  MOBILE,
  pathname,
  SESSION_STORAGE_KEY,
  signIn,
  storedSession,
  withPage,
} from '../helpers/browser.ts';

const suite = browserSuite();

describe('logout', () => {
  it('ends the session on the server, clears it locally and shows the landing page', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      const { token } = JSON.parse((await storedSession(page)) ?? '{}') as { token: string };

      await page.getByRole('button', { name: shellTexts.logout }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: pageTexts.landing.title }).waitFor();
      expect(await storedSession(page)).toBeNull();
      await page
        .getByRole('navigation', { name: shellTexts.mainNavigation })
        .getByRole('link', { name: 'Login' })
        .waitFor();

      const me = await fetch(`${suite.server.url}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status).toBe(401);

      await page.goto('/customer-dashboard');
      await page.waitForURL((url) => url.pathname === '/login');
    }));

  it('works from the mobile menu', () =>
    withPage(suite, MOBILE, async (page) => {
      await signIn(page, suite.server.logins.tenant);
      await page.getByRole('button', { name: shellTexts.openMenu }).click();
      await page.locator('#mobile-menu').getByRole('button', { name: shellTexts.logout }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(pathname(page)).toBe('/');
      expect(await storedSession(page)).toBeNull();
    }));

  it('ends a session whose token the server no longer accepts and asks for a new sign-in', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/');
      await page.evaluate(
        (key) =>
          window.localStorage.setItem(
            key,
            JSON.stringify({
              token: 'abgelaufen',
              user: { id: 1, username: 'demo.vermieter', email: null, role: 'customer' },
            }),
          ),
        SESSION_STORAGE_KEY,
      );
      await page.goto('/customer-dashboard');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await storedSession(page)).toBeNull();
    }));
});
