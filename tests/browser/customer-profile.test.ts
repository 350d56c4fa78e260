import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import {
  emailChangeTexts,
  fieldEditTexts,
  profileTexts,
  validationTexts,
} from '../../src/domain/texts/index.ts';
import { customers, mailOutbox, users } from '../../src/server/db/schema.ts';
import { OTHER_CUSTOMER } from '../helpers/app.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { expectNoSeriousViolations, withSchemePage } from './a11y-support.ts';

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

  it('changes the address with the password and the mailed link, keyboard only at the end, axe-clean', () =>
    withSchemePage(
      suite,
      'light',
      async (page) => {
        const db = suite.server.app.ctx.db;
        const ownEmail = async () =>
          (await db.select().from(customers).where(eq(customers.id, suite.server.app.other.customerId)))[0]!
            .email;
        const before = await ownEmail();
        await page.goto('/customer/profile');
        await page.getByRole('button', { name: profileTexts.unlockEmail }).click();
        await page.getByRole('dialog').getByRole('button', { name: profileTexts.unlockConfirm }).click();

        await typeEmail(page, 'kein-at-zeichen');
        await page.getByRole('alert').filter({ hasText: validationTexts.emailInvalidShort }).waitFor();

        // A new address asks for the current password beside it; without it nothing is sent.
        await emailField(page).fill('profil.neu@example.de');
        const password = page.getByLabel(emailChangeTexts.currentPasswordLabel, { exact: true });
        await password.waitFor();
        await emailField(page).press('Enter');
        await page.getByRole('alert').filter({ hasText: emailChangeTexts.currentPasswordRequired }).waitFor();

        await emailField(page).fill('profil.neu@example.de');
        await password.fill('Falsches-Passwort1');
        await password.press('Enter');
        await page.getByRole('alert').filter({ hasText: emailChangeTexts.currentPasswordWrong }).waitFor();
        expect(await ownEmail()).toBe(before);

        // Keyboard only: type, tab into the password, Enter saves.
        await emailField(page).fill('profil.neu@example.de');
        await page.keyboard.press('Tab');
        await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type(OTHER_CUSTOMER.password);
        await page.keyboard.press('Enter');
        const notice = page
          .getByRole('status')
          .filter({ hasText: emailChangeTexts.pending('profil.neu@example.de') });
        await notice.waitFor();
        // The address in use stays until the link is opened.
        expect(await emailField(page).inputValue()).toBe(before);
        expect(await ownEmail()).toBe(before);
        await expectNoSeriousViolations(page, 'light');

        const [mail] = await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, 'profil.neu@example.de'))
          .orderBy(desc(mailOutbox.id));
        const link = /http:\/\/\S+\/email-confirm\?token=[\w-]+/.exec(mail!.textBody)![0];
        await page.goto(new URL(link).pathname + new URL(link).search);
        await page
          .getByRole('status')
          .filter({ hasText: emailChangeTexts.confirmed('profil.neu@example.de') })
          .waitFor();
        await expectNoSeriousViolations(page, 'light');
        expect(await ownEmail()).toBe('profil.neu@example.de');

        // Used once: opening it again says so.
        await page.reload();
        await page.getByRole('alert').filter({ hasText: validationTexts.linkInvalidOrExpired }).waitFor();

        await page.goto('/customer/profile');
        await expect.poll(() => emailField(page).inputValue()).toBe('profil.neu@example.de');
        expect(await page.getByText(emailChangeTexts.pendingTitle).count()).toBe(0);
      },
      { signedInAs: OTHER_CUSTOMER },
    ));

  it('keeps the demo landlord’s address, whatever the password', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto('/customer/profile');
      await page.getByRole('button', { name: profileTexts.unlockEmail }).click();
      await page.getByRole('dialog').getByRole('button', { name: profileTexts.unlockConfirm }).click();
      const before = (await ownCustomer()).email;
      await emailField(page).fill('dieb@example.de');
      await page
        .getByLabel(emailChangeTexts.currentPasswordLabel, { exact: true })
        .fill(suite.server.logins.customer.password);
      await emailField(page).press('Enter');
      await page.getByRole('alert').filter({ hasText: emailChangeTexts.protectedLogin }).waitFor();
      expect((await ownCustomer()).email).toBe(before);
      expect(await emailField(page).inputValue()).toBe(before ?? '');
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
