import { describe, expect, it } from 'vitest';
import { DASHBOARD_BY_ROLE, type Role } from '../../src/domain/roles.ts';
import { authTexts, errorTexts, resetSentMessage, validationTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, pathname, signIn, storedSession, withPage } from '../helpers/browser.ts';

const suite = browserSuite();

describe('sign-in', () => {
  it.each<[Role]>([['admin'], ['customer'], ['employee'], ['tenant']])(
    'brings the %s to its dashboard and stores the session',
    (role) =>
      withPage(suite, DESKTOP, async (page) => {
        await signIn(page, suite.server.logins[role]);
        expect(pathname(page)).toBe(DASHBOARD_BY_ROLE[role]);
        await page.getByRole('heading', { level: 1, name: /^Willkommen, \S/ }).waitFor();
        const session = JSON.parse((await storedSession(page)) ?? 'null');
        expect(session.token).toEqual(expect.any(String));
        expect(session.user).toMatchObject({ username: suite.server.logins[role].username, role });
      }),
  );

  it('focuses the username and checks both fields before calling the server', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/login');
      const username = page.getByRole('textbox', { name: 'Benutzername' });
      await username.waitFor();
      expect(await username.evaluate((element) => element === document.activeElement)).toBe(true);

      await page.getByRole('button', { name: authTexts.submitLogin, exact: true }).click();
      await page.getByText(validationTexts.loginUsernameRequired).waitFor();
      await page.getByText(validationTexts.loginPasswordRequired).waitFor();
      expect(pathname(page)).toBe('/login');
    }));

  it('shows the failure and stays signed out on wrong credentials', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Benutzername' }).fill(suite.server.logins.customer.username);
      await page.locator('input[name="password"]').fill('falsch-falsch-1A');
      await page.getByRole('button', { name: authTexts.submitLogin, exact: true }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const text = (await alert.textContent())?.trim() ?? '';
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toBe(errorTexts.network);
      expect(pathname(page)).toBe('/login');
      expect(await storedSession(page)).toBeNull();
    }));

  it('walks through the reset modes and back to the sign-in', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: authTexts.forgotPassword }).click();
      await page.getByRole('heading', { name: authTexts.resetTitle }).waitFor();

      await page.getByRole('button', { name: authTexts.submitReset }).click();
      await page.getByText(validationTexts.emailRequired).waitFor();

      await page.getByRole('textbox', { name: authTexts.emailLabel }).fill('niemand@example.de');
      await page.getByRole('button', { name: authTexts.submitReset }).click();
      await page.getByRole('heading', { name: authTexts.resetSentTitle }).waitFor();
      await page.getByText(resetSentMessage('niemand@example.de')).waitFor();

      await page.getByRole('button', { name: authTexts.backToLogin }).click();
      await page.getByRole('textbox', { name: 'Benutzername' }).waitFor();
    }));

  it('confirms a finished password reset from the query or the session flag', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/login?pwreset=1');
      await page.getByText(authTexts.passwordSaved).waitFor();

      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Benutzername' }).waitFor();
      expect(await page.getByText(authTexts.passwordSaved).count()).toBe(0);

      await page.evaluate(() => window.sessionStorage.setItem('nk.passwordResetDone', '1'));
      await page.reload();
      await page.getByText(authTexts.passwordSaved).waitFor();
    }));

  it('offers the landlord sign-in under /admin-login and its /customer-login alias', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/customer-login');
      await page.waitForURL((url) => url.pathname === '/admin-login');
      await page.getByRole('heading', { level: 1, name: authTexts.adminLoginTitle }).waitFor();
    }));
});
