import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { errorTexts, fieldEditTexts, profileTexts, validationTexts } from '../../src/domain/texts/index.ts';
import { customers, users } from '../../src/server/db/schema.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();

const emailField = (page: Page) => page.getByRole('textbox', { name: profileTexts.email, exact: true });

async function ownCustomer() {
  const db = suite.server.app.ctx.db;
  const [login] = await db
    .select()
    .from(users)
    .where(eq(users.username, suite.server.logins.customer.username));
  const [row] = await db.select().from(customers).where(eq(customers.userId, login!.id));
  return row!;
}

async function typeEmail(page: Page, value: string) {
  await emailField(page).fill(value);
  await emailField(page).press('Enter');
}

describe('customer profile', () => {
  it('shows the names read-only and keeps the e-mail locked until the dialog unlocks it', () =>
    withPage(suite, DESKTOP, async (page) => {
      const customer = await ownCustomer();
      await signIn(page, suite.server.logins.customer);
      await page.goto('/customer/profile');
      await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();

      const lastName = page.getByRole('textbox', { name: profileTexts.lastName });
      expect(await lastName.inputValue()).toBe(customer.lastName);
      expect(await lastName.getAttribute('readonly')).not.toBeNull();
      expect(
        await page.getByRole('textbox', { name: profileTexts.firstName }).getAttribute('readonly'),
      ).not.toBeNull();

      expect(await emailField(page).inputValue()).toBe(customer.email ?? '');
      expect(await emailField(page).getAttribute('readonly')).not.toBeNull();

      // Cancelling the dialog leaves it locked.
      await page.getByRole('button', { name: profileTexts.unlockEmail }).click();
      const dialog = page.getByRole('dialog', { name: profileTexts.unlockTitle });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: profileTexts.unlockCancel }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await emailField(page).getAttribute('readonly')).not.toBeNull();

      await page.getByRole('button', { name: profileTexts.unlockEmail }).click();
      await dialog.getByRole('button', { name: profileTexts.unlockConfirm }).click();
      await page.getByRole('button', { name: profileTexts.lockEmail }).waitFor();
      expect(await emailField(page).getAttribute('readonly')).toBeNull();

      // Locking again.
      await page.getByRole('button', { name: profileTexts.lockEmail }).click();
      await page.getByRole('button', { name: profileTexts.unlockEmail }).waitFor();
      expect(await emailField(page).getAttribute('readonly')).not.toBeNull();
    }));

  it('refuses a malformed address and one in use, then saves a new one that survives a reload', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto('/customer/profile');
      await page.getByRole('button', { name: profileTexts.unlockEmail }).click();
      await page.getByRole('dialog').getByRole('button', { name: profileTexts.unlockConfirm }).click();
      const before = (await ownCustomer()).email;

      await typeEmail(page, 'kein-at-zeichen');
      await page.getByRole('alert').filter({ hasText: validationTexts.emailInvalidShort }).waitFor();
      expect((await ownCustomer()).email).toBe(before);

      // The second customer of the test data uses this address.
      await typeEmail(page, 'ANDERE@example.de');
      await page.getByRole('alert').filter({ hasText: errorTexts.emailInUse }).waitFor();
      expect((await ownCustomer()).email).toBe(before);

      await typeEmail(page, 'profil.neu@example.de');
      await page.getByRole('status', { name: fieldEditTexts.saved }).waitFor();
      expect((await ownCustomer()).email).toBe('profil.neu@example.de');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
      await page.getByRole('button', { name: profileTexts.unlockEmail }).waitFor();
      expect(await emailField(page).inputValue()).toBe('profil.neu@example.de');
    }));

  it('saves phone and address parts on their own', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto('/customer/profile');
      const phone = page.getByRole('textbox', { name: profileTexts.phone });
      await phone.fill('030 9876543');
      await page.getByRole('button', { name: fieldEditTexts.confirm }).click();
      await page.getByRole('status', { name: fieldEditTexts.saved }).waitFor();
      await expect.poll(async () => (await ownCustomer()).phoneNumber).toBe('030 9876543');

      const city = page.getByRole('textbox', { name: profileTexts.city });
      await city.fill('Potsdam');
      await city.press('Enter');
      await expect.poll(async () => (await ownCustomer()).address).toMatch(/, \d{5} Potsdam, /);
    }));

  it('is not offered to employees: they land on their own dashboard', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.employee);
      await page.goto('/customer/profile');
      await page.waitForURL((url) => url.pathname === '/mitarbeiter-dashboard');
    }));
});
