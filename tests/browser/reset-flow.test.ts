import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  authTexts,
  pageTexts,
  resetSentMessage,
  setPasswordTexts,
  validationTexts,
} from '../../src/domain/texts/index.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { users } from '../../src/server/db/schema.ts';
import { tokenFromMail } from '../helpers/smtp.ts';
import { DESKTOP, MOBILE, pathname, signIn, storedSession } from '../helpers/browser.ts';
import { ADMIN } from '../helpers/app.ts';
import { apiLogin, publicSuite, withFreshPage } from './public-support.ts';

const suite = publicSuite({ smtp: true });

const ACCOUNT = {
  username: 'reset.mieterin',
  email: 'reset.mieterin@example.de',
  password: 'Altes-Passwort1',
};
const NEW_PASSWORD = 'Neues-Passwort7';
let inviteeId = 0;

beforeAll(async () => {
  const db = suite.server.app.ctx.db;
  await db.insert(users).values({
    username: ACCOUNT.username,
    email: ACCOUNT.email,
    role: 'tenant',
    passwordHash: await hashPassword(ACCOUNT.password),
  });
  const [invitee] = await db
    .insert(users)
    .values({
      username: 'neu.eingeladen',
      email: 'neu.eingeladen@example.de',
      role: 'tenant',
      passwordHash: await hashPassword('Vorlaeufig-Passwort1'),
    })
    .returning();
  inviteeId = invitee!.id;
});

const newPasswordField = (page: Page) => page.locator('input[name="new-password"]');
const confirmField = (page: Page) => page.locator('input[name="confirm-password"]');
const save = (page: Page) => page.getByRole('button', { name: setPasswordTexts.submit }).click();

async function setPassword(page: Page, password: string, confirmation = password) {
  await newPasswordField(page).fill(password);
  await confirmField(page).fill(confirmation);
  await save(page);
}

describe('password reset', () => {
  it('runs from the request on the sign-in screen to signing in with the new password', async () => {
    let link = '';

    await withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: authTexts.forgotPassword }).click();
      await page.getByRole('textbox', { name: authTexts.emailLabel }).fill(ACCOUNT.email);
      await page.getByRole('button', { name: authTexts.submitReset }).click();
      await page.getByRole('heading', { name: authTexts.resetSentTitle }).waitFor();
      await page.getByText(resetSentMessage(ACCOUNT.email)).waitFor();

      // The mail really arrives over SMTP, with a link to the set-password page.
      const mail = await suite.smtp!.waitFor((m) => m.envelope.to.includes(ACCOUNT.email));
      link = `/set-password?token=${encodeURIComponent(tokenFromMail(mail.text))}`;

      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: pageTexts.setPassword.title }).waitFor();

      await setPassword(page, 'schwach');
      await page.getByText(validationTexts.passwordTooWeak).waitFor();
      await setPassword(page, NEW_PASSWORD, `${NEW_PASSWORD}x`);
      await page.getByText(validationTexts.passwordsDoNotMatch).waitFor();
      expect(pathname(page)).toBe('/set-password');

      await setPassword(page, NEW_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/login' && url.search === '?pwreset=1');
      await page.getByText(authTexts.passwordSaved).waitFor();

      await page.getByRole('textbox', { name: authTexts.usernameLabel }).fill(ACCOUNT.username);
      await page.locator('input[name="password"]').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: authTexts.submitLogin, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/tenant-dashboard');
    });

    // A used link is dead; the page says so and offers a new one.
    await withFreshPage(suite, MOBILE, async (page) => {
      await page.goto(link);
      await page.getByText(validationTexts.linkInvalidOrExpired).waitFor();
      expect(await newPasswordField(page).count()).toBe(0);
      await page.getByRole('link', { name: setPasswordTexts.requestNewLink }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: authTexts.resetTitle }).waitFor();
    });
  });

  it('rejects a link without token and a made-up token', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/set-password');
      await page.getByText(validationTexts.invalidLink, { exact: true }).waitFor();
      await page.goto('/set-password?token=ausgedacht');
      await page.getByText(validationTexts.linkInvalidOrExpired).waitFor();
    }));

  it('shows the message of the server when the link dies while the form is open', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.route('**/api/password-reset/validate*', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"valid":true,"kind":"reset"}',
        }),
      );
      await page.goto('/set-password?token=abgelaufen');
      await setPassword(page, NEW_PASSWORD);
      await page.getByRole('alert').getByText(validationTexts.linkInvalidOrExpired).waitFor();
      expect(pathname(page)).toBe('/set-password');
    }));

  it('shows the checking state and a retry when the check fails', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let calls = 0;
      let healthy = false;
      await page.route('**/api/password-reset/validate*', async (route) => {
        calls += 1;
        // The first answer is held to see the checking state; every check fails (the automatic
        // retries included) until the visitor asks again.
        if (calls === 1) await held;
        if (!healthy) return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"valid":true,"kind":"reset"}',
        });
      });
      await page.goto('/set-password?token=irgendwas');
      await page.getByText(setPasswordTexts.checking).waitFor();
      release();
      const retry = page.getByRole('button', { name: 'Erneut versuchen' });
      await retry.waitFor({ timeout: 15_000 });
      healthy = true;
      await retry.click();
      await newPasswordField(page).waitFor();
    }));

  it('greets an invited user on the same page', async () => {
    const adminToken = await apiLogin(suite, ADMIN);
    const res = await fetch(`${suite.server.url}/api/users/${inviteeId}/invite`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({}),
    });
    expect(res.status).toBe(200);
    const { link } = (await res.json()) as { link: string };
    await withFreshPage(suite, MOBILE, async (page) => {
      await page.goto(new URL(link).pathname + new URL(link).search);
      await page.getByRole('heading', { level: 1, name: setPasswordTexts.inviteTitle }).waitFor();
      await page.getByText(setPasswordTexts.inviteIntro).waitFor();
    });
  });

  it('asks a signed-in user to sign out before the link sets another password', async () => {
    const adminToken = await apiLogin(suite, ADMIN);
    const res = await fetch(`${suite.server.url}/api/users/${inviteeId}/invite`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({}),
    });
    const { link } = (await res.json()) as { link: string };
    await withFreshPage(suite, DESKTOP, async (page) => {
      await signIn(page, ADMIN);
      await page.goto(new URL(link).pathname + new URL(link).search);
      await page.getByRole('heading', { level: 1, name: setPasswordTexts.signedInTitle }).waitFor();
      await page.getByText(setPasswordTexts.signedInAs(ADMIN.username)).waitFor();
      await page.getByRole('button', { name: setPasswordTexts.signOutAndContinue }).click();
      await page.getByRole('heading', { level: 1, name: setPasswordTexts.inviteTitle }).waitFor();
      expect(await storedSession(page)).toBeNull();
      await setPassword(page, NEW_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/login' && url.search === '?pwreset=1');
    });
  });
});
