import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO_ACCESS,
  accountTexts,
  freeTestTexts,
  pageTexts,
  publicTexts,
  validationTexts,
} from '../../src/domain/texts/index.ts';
import { DEMO_PASSWORD, DEMO_TENANT } from '../../src/server/bootstrap/demo-data.ts';
import { demoRequests } from '../../src/server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { DESKTOP, MOBILE, pathname, storedSession } from '../helpers/browser.ts';
import { expectNoHorizontalOverflow, publicSuite, withFreshPage } from './public-support.ts';

const suite = publicSuite({ smtp: true });

const requestButton = (page: Page) => page.getByRole('button', { name: freeTestTexts.requestSubmit });
const loginButton = (page: Page) => page.getByRole('button', { name: freeTestTexts.loginSubmit });
const username = (page: Page) => page.getByRole('textbox', { name: freeTestTexts.usernameLabel });
const password = (page: Page) => page.locator('input[name="password"]');

describe('free demo', () => {
  it('shows the same demo access as the seeded data set', () => {
    expect(DEMO_ACCESS).toEqual({ username: DEMO_TENANT, password: DEMO_PASSWORD });
  });

  it('sends the test data, refuses other logins and signs the demo tenant in', () =>
    withFreshPage(suite, MOBILE, async (page) => {
      const email = 'interessent@example.de';
      await page.goto('/freetest-login');
      await page.getByRole('heading', { level: 1, name: pageTexts.freeTest.title }).waitFor();
      await expectNoHorizontalOverflow(page);

      await requestButton(page).click();
      await page.getByText(validationTexts.emailRequired).waitFor();
      await page.getByRole('textbox', { name: freeTestTexts.emailLabel }).fill('interessent@example');
      await requestButton(page).click();
      await page.getByText(validationTexts.emailInvalid).waitFor();

      await page.getByRole('textbox', { name: freeTestTexts.emailLabel }).fill(email);
      await requestButton(page).click();
      const sent = page.getByRole('status').filter({ hasText: freeTestTexts.sentTitle });
      await sent.waitFor();
      expect(await sent.innerText()).toContain(DEMO_ACCESS.username);
      expect(await sent.innerText()).toContain(DEMO_ACCESS.password);
      // Delivered over SMTP, so the "not configured" hint stays away.
      expect(await page.getByText(freeTestTexts.notSentNote).count()).toBe(0);
      const mail = await suite.smtp!.waitFor((m) => m.envelope.to.includes(email));
      expect(mail.text).toContain(DEMO_TENANT);
      const stored = await suite.server.app.ctx.db
        .select()
        .from(demoRequests)
        .where(eq(demoRequests.email, email));
      expect(stored).toHaveLength(1);

      await loginButton(page).click();
      await page.getByText(validationTexts.loginUsernameRequired).waitFor();

      await username(page).fill('demo.vermieter');
      await password(page).fill(DEMO_PASSWORD);
      await loginButton(page).click();
      await page.getByRole('alert').getByText(accountTexts.demoLoginFailed).waitFor();
      expect(pathname(page)).toBe('/freetest-login');
      expect(await storedSession(page)).toBeNull();

      await username(page).fill(DEMO_ACCESS.username);
      await password(page).fill(DEMO_ACCESS.password);
      await loginButton(page).click();
      await page.waitForURL((url) => url.pathname === '/tenant-dashboard');
      const session = JSON.parse((await storedSession(page)) ?? 'null');
      expect(session.user).toMatchObject({ username: DEMO_TENANT, role: 'tenant' });
    }));

  it('lets returning visitors sign in directly with the filled-in access data', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/freetest-login');
      // Pressed at once: held until React has taken the button over, then pressed again.
      await page.getByRole('button', { name: freeTestTexts.haveData }).click();
      await page.getByRole('button', { name: freeTestTexts.useCredentials }).click();
      expect(await username(page).inputValue()).toBe(DEMO_ACCESS.username);
      await loginButton(page).click();
      await page.waitForURL((url) => url.pathname === '/tenant-dashboard');
    }));

  it('holds a press made before the app’s code has arrived and never submits the form natively', () =>
    withFreshPage(suite, MOBILE, async (page) => {
      // The page's module arrives only after the press, as on a slow connection.
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/public-*.js', async (route) => {
        await arrived;
        await route.continue();
      });
      // Not until DOMContentLoaded: that waits for the page's module.
      await page.goto('/freetest-login', { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: pageTexts.freeTest.title }).waitFor();
      await requestButton(page).click();
      await page.waitForTimeout(300);
      // Held by the page's early script: no native submission with the field in the address.
      expect(new URL(page.url()).search).toBe('');
      release();
      await page.getByText(validationTexts.emailRequired).waitFor();
      expect(new URL(page.url()).search).toBe('');
    }));

  it('goes back to the start page', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/freetest-login');
      await page.getByRole('link', { name: publicTexts.backToStart }).click();
      await page.waitForURL((url) => url.pathname === '/');
    }));
});
