import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { CONTACT_THANKS, accountTexts, contactTexts, validationTexts } from '../../src/domain/texts/index.ts';
import { contactMessages } from '../../src/server/db/schema.ts';
import { DESKTOP, MOBILE } from '../helpers/browser.ts';
import { publicSuite, withFreshPage } from './public-support.ts';

const SUPPORT = 'posteingang@nebenkostenplus.test';
const suite = publicSuite({ env: { SUPPORT_EMAIL: SUPPORT }, smtp: true });

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });
const submit = (page: Page) => page.getByRole('button', { name: contactTexts.submit }).click();

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await field(page, contactTexts.nameLabel).fill(values.name);
  await field(page, contactTexts.emailLabel).fill(values.email);
  await field(page, contactTexts.messageLabel).fill(values.message);
}

describe('contact form', () => {
  it('requires name, e-mail and message before anything is sent', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) posts.push(request.method());
      });
      await page.goto('/kontakt');
      await submit(page);
      await page.getByText(accountTexts.nameRequired).waitFor();
      await page.getByText(validationTexts.emailRequired).waitFor();
      await page.getByText(accountTexts.messageRequired).waitFor();
      // The first invalid field gets the focus.
      expect(await field(page, contactTexts.nameLabel).evaluate((el) => el === document.activeElement)).toBe(
        true,
      );

      await fill(page, { name: 'Erika Mustermann', email: 'erika@beispiel', message: 'Hallo' });
      await submit(page);
      await page.getByText(validationTexts.emailInvalid).waitFor();
      expect(await page.getByText(accountTexts.nameRequired).count()).toBe(0);
      expect(posts).toEqual([]);
    }));

  it('stores the message, mails it to the support address and thanks the visitor', () =>
    withFreshPage(suite, MOBILE, async (page) => {
      const message = 'Wie läuft der Wechsel von unserem bisherigen Abrechnungsdienst ab?\nViele Grüße';
      await page.goto('/kontakt');
      await fill(page, { name: 'Erika Mustermann', email: 'erika.mustermann@example.de', message });
      await submit(page);
      await page.getByText(CONTACT_THANKS, { exact: true }).waitFor();

      const [stored] = await suite.server.app.ctx.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.id))
        .limit(1);
      expect(stored).toMatchObject({
        name: 'Erika Mustermann',
        email: 'erika.mustermann@example.de',
        message,
      });

      const mail = await suite.smtp!.waitFor((m) => m.envelope.to.includes(SUPPORT));
      expect(mail.replyTo).toContain('erika.mustermann@example.de');
      expect(mail.text).toContain('Wie läuft der Wechsel');

      // A second message starts from an empty form.
      await page.getByRole('button', { name: contactTexts.another }).click();
      expect(await field(page, contactTexts.nameLabel).inputValue()).toBe('');
    }));

  it('shows the error and keeps what was typed when sending fails', () =>
    withFreshPage(suite, DESKTOP, async (page) => {
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: accountTexts.contactStoreFailed }),
        }),
      );
      await page.goto('/kontakt');
      const values = { name: 'Max Beispiel', email: 'max@example.de', message: 'Bitte rufen Sie mich an.' };
      await fill(page, values);
      await submit(page);
      await page.getByRole('alert').getByText(accountTexts.contactStoreFailed).waitFor();
      expect(await page.getByText(CONTACT_THANKS).count()).toBe(0);
      expect(await field(page, contactTexts.nameLabel).inputValue()).toBe(values.name);
      expect(await field(page, contactTexts.emailLabel).inputValue()).toBe(values.email);
      expect(await field(page, contactTexts.messageLabel).inputValue()).toBe(values.message);

      // Once the server answers again, the same input goes through.
      await page.unroute('**/api/contact');
      await submit(page);
      await page.getByText(CONTACT_THANKS, { exact: true }).waitFor();
    }));
});
