import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import {
  faqEntries,
  helpTexts,
  letterScreenTexts,
  linkedPropertyTexts,
  postboxScreenTexts,
  propertyOverviewTexts,
  supportTopicLabels,
  templateTexts,
  validationTexts,
} from '../../src/domain/texts/index.ts';
import { mailOutbox, supportRequests, users } from '../../src/server/db/schema.ts';
import { browserSuite, DESKTOP, MOBILE, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();
const db = () => suite.server.app.ctx.db;

const messageField = (page: Page) => page.getByRole('textbox', { name: helpTexts.messageLabel });
const send = (page: Page) => page.getByRole('button', { name: helpTexts.send }).click();

async function openHelp(page: Page) {
  await signIn(page, suite.server.logins.customer);
  await page.goto('/customer/help');
  await page.getByRole('heading', { level: 1, name: 'Hilfe & Support' }).waitFor();
}

async function ticketCount() {
  return (await db().select().from(supportRequests)).length;
}

describe('help and support', () => {
  it('shows the configured support address, the WhatsApp number with its QR code and the hours', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openHelp(page);
      const card = page.getByRole('region', { name: helpTexts.contactHeading });
      await card.getByRole('link', { name: 'support@nebenkostenplus.de' }).waitFor();
      const whatsapp = card.getByRole('link', { name: '+49 30 23125 000' });
      expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/493023125000');
      const qr = card.getByRole('img', { name: helpTexts.qrAlt('+49 30 23125 000') });
      expect(await qr.boundingBox()).toMatchObject({ width: 220, height: 220 });
      await card.getByText(helpTexts.supportHours).waitFor();
    }));

  it('checks the form, sends the ticket and confirms it', () =>
    withPage(suite, MOBILE, async (page) => {
      await openHelp(page);
      const before = await ticketCount();

      await send(page);
      await page.getByRole('alert').filter({ hasText: validationTexts.supportRequired }).waitFor();
      expect(await messageField(page).getAttribute('rows')).toBe('5');

      await page.getByRole('textbox', { name: helpTexts.fromLabel }).fill('vermieter.hilfe@example.de');
      await messageField(page).fill('  Wie trage ich einen Zwischenstand beim Mieterwechsel ein?  ');
      await page.getByRole('checkbox', { name: helpTexts.consentLabel }).uncheck();
      await send(page);
      await page.getByRole('alert').filter({ hasText: validationTexts.supportConsent }).waitFor();
      expect(await ticketCount()).toBe(before);

      await page.getByRole('checkbox', { name: helpTexts.consentLabel }).check();
      await page.getByRole('textbox', { name: helpTexts.topicLabel }).click();
      await page.getByRole('option', { name: supportTopicLabels.tenant }).click();
      // The request is held until the button has shown its sending state.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/support', async (route) => {
        await held;
        await route.continue();
      });
      await send(page);
      await page.getByRole('button', { name: helpTexts.sending }).waitFor();
      release();
      await page.getByRole('status').filter({ hasText: helpTexts.sent }).waitFor();
      expect(await messageField(page).inputValue()).toBe('');

      const [login] = await db()
        .select()
        .from(users)
        .where(eq(users.username, suite.server.logins.customer.username));
      const [ticket] = await db().select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1);
      expect(ticket).toMatchObject({
        userId: login!.id,
        fromEmail: 'vermieter.hilfe@example.de',
        message: 'Wie trage ich einen Zwischenstand beim Mieterwechsel ein?',
        topic: 'tenant',
        channel: 'email',
        source: 'customer-help',
      });
      // The receipt goes to the login's stored address, never to the one typed into the form.
      expect(login!.email).toMatch(/@/);
      const [receipt] = await db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(receipt).toMatchObject({
        recipient: login!.email,
        subject: `Ihre Support-Anfrage #${ticket!.id} ist eingegangen`,
      });
    }));

  it('answers ten questions in an accordion, usable with the keyboard', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openHelp(page);
      const faq = page.getByRole('region', { name: helpTexts.faqHeading });
      const questions = faq.getByRole('button');
      expect(await questions.count()).toBe(10);
      expect(faqEntries.some((e) => e.answer.includes('§ 556'))).toBe(true);
      const first = faq.getByRole('button', { name: faqEntries[0]!.question });
      expect(await first.getAttribute('aria-expanded')).toBe('false');
      await first.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
      await faq.getByText(faqEntries[0]!.answer).waitFor();
    }));
});

describe('templates', () => {
  it('lists the ten templates as real links and searches them', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto('/customer/templates');
      const list = page.getByRole('link').filter({ hasText: templateTexts.openTemplate });
      await list.first().waitFor();
      expect(await list.count()).toBe(10);
      const hrefs = await list.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toContain('/customer/templates/rental-agreement');
      expect(hrefs.every((h) => h?.startsWith('/customer/templates/'))).toBe(true);
      // The templates are real now: no tile announces them as coming soon.
      expect(await page.getByText('Demnächst verfügbar').count()).toBe(0);

      await page.getByRole('searchbox').fill('Kündigung');
      await expect.poll(() => list.count()).toBeLessThan(10);
      await page.getByRole('link', { name: /Kündigung des Mietverhältnisses/ }).waitFor();
      await page.getByRole('searchbox').fill('Raumschiff');
      await page.getByText(templateTexts.noMatches, { exact: true }).waitFor();
    }));

  it('shows a template with features and legal note, then the form with preview and „PDF erstellen“', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto('/customer/templates');
      await page.getByRole('link', { name: /Abmahnung/ }).click();
      await page.waitForURL('**/customer/templates/warning');
      await page.getByRole('heading', { level: 1, name: 'Abmahnung' }).waitFor();
      const features = page
        .getByRole('region', { name: templateTexts.featuresHeading })
        .getByRole('listitem');
      expect(await features.count()).toBe(3);
      await page.getByRole('region', { name: templateTexts.legalHeading }).getByText(/§ 543/).waitFor();
      // The coming-soon badge and alert gave way to the letter's form.
      expect(await page.getByText('Demnächst verfügbar').count()).toBe(0);
      // The demo landlord has two properties: the letter's property is chosen first.
      await page.getByText(letterScreenTexts.chooseProperty).waitFor();
      await page.getByRole('textbox', { name: letterScreenTexts.property }).click();
      await page
        .getByRole('listbox')
        .getByRole('option', { name: /Lindenstraße/ })
        .click();
      await page.waitForURL((url) => url.searchParams.has('property_id'));
      await page.getByRole('heading', { name: letterScreenTexts.formHeading }).waitFor();
      await page.getByRole('region', { name: letterScreenTexts.previewHeading }).waitFor();
      await page.getByRole('button', { name: letterScreenTexts.create }).waitFor();
    }));

  it('says so for an unknown template', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto('/customer/templates/gibt-es-nicht');
      await page.getByRole('heading', { level: 1, name: templateTexts.notFound }).waitFor();
      await page.getByRole('link', { name: templateTexts.backToList }).click();
      await page.waitForURL((url) => url.pathname === '/customer/templates');
    }));
});

describe('property overview', () => {
  it('opens from the dashboard with links carrying the property id, the Postbox leading on to the invoice inbox', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.getByText('Lindenstraße 12').click();
      await page.getByRole('heading', { level: 1, name: 'Liegenschaft verwalten' }).waitFor();
      const id = new URL(page.url()).searchParams.get('property_id');
      expect(id).toMatch(/^\d+$/);
      const costs = page.getByRole('link', { name: new RegExp(propertyOverviewTexts.costsData.title) });
      expect(await costs.getAttribute('href')).toBe(`/customer/costs-data?property_id=${id}`);
      const tenants = page.getByRole('link', { name: new RegExp(propertyOverviewTexts.tenants.title) });
      expect(await tenants.getAttribute('href')).toBe(`/customer/tenants?property_id=${id}`);
      const templates = page.getByRole('link', { name: new RegExp(propertyOverviewTexts.templates.title) });
      expect(await templates.getAttribute('href')).toBe('/customer/templates');
      const postbox = page.getByRole('link', { name: new RegExp(propertyOverviewTexts.postbox.title) });
      expect(await postbox.getAttribute('href')).toBe(`/customer/postbox?property_id=${id}`);
      await postbox.click();
      await page.getByRole('heading', { level: 1, name: postboxScreenTexts.customer.title }).waitFor();
      const inbox = page.getByRole('link', { name: postboxScreenTexts.customer.inboxLink });
      expect(await inbox.getAttribute('href')).toBe(`/customer/invoices?property_id=${id}`);
      await page.goBack();

      // The same screen in a new tab without the query string takes the id from session storage.
      await page.goto('/customer/property-detail');
      await page.getByRole('heading', { level: 2, name: 'Lindenstraße 12' }).waitFor();
      await page.getByRole('link', { name: propertyOverviewTexts.backToDashboard }).click();
      await page.waitForURL((url) => url.pathname === '/customer-dashboard');
    }));

  it('says the property no longer exists when no id is known', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto('/customer/property-detail');
      await page.getByText(linkedPropertyTexts.missing).waitFor();
      await page.goto(`/customer/property-detail?property_id=${suite.server.app.other.propertyId}`);
      await page.getByText(linkedPropertyTexts.missingOrArchived).waitFor();
    }));
});
