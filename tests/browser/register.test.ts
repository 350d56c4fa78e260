import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  dashboardTexts,
  landingTexts,
  pageTexts,
  registerTexts,
  validationTexts,
} from '../../src/domain/texts/index.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { customers, users } from '../../src/server/db/schema.ts';
import { paths } from '../../src/web/routing/paths.ts';
import { DESKTOP, pathname } from '../helpers/browser.ts';
import { expectNoSeriousViolations, SCHEMES, withSchemePage } from './a11y-support.ts';
import { publicSuite, withFreshPage } from './public-support.ts';

const suite = publicSuite({ smtp: true });

const EMAIL = 'neue.vermieterin@example.de';
const PASSWORD = 'Eigenes-Konto9';

function confirmPath(text: string): string {
  const match = /\/register\/confirm\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error('Kein Bestätigungslink in der E-Mail');
  return `${paths.registerConfirm}?token=${match[1]}`;
}

/** A landlord who signed up and confirmed, with nothing set up yet. */
const EMPTY_LANDLORD = { username: 'leer@example.de', password: 'Leeres-Konto1' };

beforeAll(async () => {
  const db = suite.server.app.ctx.db;
  const [login] = await db
    .insert(users)
    .values({
      username: EMPTY_LANDLORD.username,
      email: EMPTY_LANDLORD.username,
      role: 'customer',
      passwordHash: await hashPassword(EMPTY_LANDLORD.password),
    })
    .returning();
  await db
    .insert(customers)
    .values({ userId: login!.id, firstName: 'Lea', lastName: 'Leer', email: login!.email });
});

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });

async function fillForm(page: Page, email: string) {
  await page.getByRole('combobox', { name: registerTexts.salutationLabel }).selectOption('Frau');
  await field(page, registerTexts.firstNameLabel).fill('Nina');
  await field(page, registerTexts.lastNameLabel).fill('Neumann');
  await field(page, registerTexts.companyLabel).fill('Neumann Hausverwaltung');
  await field(page, registerTexts.emailLabel).fill(email);
  await page.locator('input[name="new-password"]').fill(PASSWORD);
}

describe('sign-up', () => {
  it('leads from the landing page through the mailed link to an empty customer area', async () => {
    await withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: landingTexts.hero.register }).click();
      await page.getByRole('heading', { level: 1, name: pageTexts.register.title }).waitFor();
      expect(pathname(page)).toBe(paths.register);
      // The consent links lead to the legal pages that exist.
      const form = page.getByRole('form', { name: pageTexts.register.title });
      expect(
        await form.getByRole('link', { name: registerTexts.consentPrivacyLink }).getAttribute('href'),
      ).toBe(paths.privacy);
      expect(
        await form.getByRole('link', { name: registerTexts.consentTermsLink }).getAttribute('href'),
      ).toBe(paths.imprint);

      // Nothing filled: the first field is named and focused, nothing is sent.
      await page.getByRole('button', { name: registerTexts.submit }).click();
      await page.getByText(validationTexts.salutationRequired).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('salutation');

      await fillForm(page, EMAIL);
      await page.getByRole('button', { name: registerTexts.submit }).click();
      await page.getByText(registerTexts.termsRequired).waitFor();
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: registerTexts.submit }).click();
      await page.getByRole('heading', { name: registerTexts.sentTitle }).waitFor();
      await page.getByText(registerTexts.sent(EMAIL)).waitFor();

      const mail = await suite.smtp!.waitFor((m) => m.envelope.to.includes(EMAIL));

      // Signing in before the confirmation says what is missing.
      await page.goto(`${paths.login}?username=${encodeURIComponent(EMAIL)}`);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.getByText(registerTexts.confirmFirst).waitFor();

      expect(mail.text).toContain('Sehr geehrte Frau Neumann,');
      await page.goto(confirmPath(mail.text));
      await page.getByText(registerTexts.confirmed).waitFor();
      await page.getByRole('link', { name: registerTexts.toLogin }).click();
      await page.waitForURL((url) => url.pathname === paths.login);
      // The address is filled in; only the password is typed.
      expect(await page.getByRole('textbox', { name: 'Benutzername' }).inputValue()).toBe(EMAIL);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

      await page.waitForURL((url) => url.pathname === paths.customerDashboard);
      await page.getByText(dashboardTexts.customer.noProperties).waitFor();
      const setup = page.getByRole('link', { name: dashboardTexts.customer.firstPropertyLink });
      expect(await setup.getAttribute('href')).toBe(paths.customerPropertySetup);
    });
  });

  it('answers a second sign-up of a confirmed address like any other, and its link is single use', async () => {
    await withFreshPage(suite, DESKTOP, async (page) => {
      await page.goto(paths.register);
      await fillForm(page, EMAIL);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: registerTexts.submit }).click();
      await page.getByText(registerTexts.sent(EMAIL)).waitFor();
      const mail = await suite.smtp!.waitFor(
        (m) => m.envelope.to.includes(EMAIL) && m.subject.startsWith('Registrierung bei'),
      );
      expect(mail.text).toContain('Es besteht bereits ein Konto mit dieser Adresse');

      await page.goto(`${paths.registerConfirm}?token=verbraucht`);
      await page.getByText(validationTexts.linkInvalidOrExpired).waitFor();
      await page.getByRole('link', { name: registerTexts.toRegister }).waitFor();
    });
  });

  for (const scheme of SCHEMES) {
    it(`has no serious accessibility violations on the sign-up, confirmation and empty dashboard pages (${scheme})`, async () => {
      await withSchemePage(suite, scheme, async (page) => {
        await page.goto(paths.register);
        await expectNoSeriousViolations(page, scheme);
        // With every message shown.
        await page.getByRole('button', { name: registerTexts.submit }).click();
        await page.getByText(registerTexts.termsRequired).waitFor();
        await expectNoSeriousViolations(page, scheme);
        await page.goto(`${paths.registerConfirm}?token=unbekannt`);
        await page.getByText(validationTexts.linkInvalidOrExpired).waitFor();
        await expectNoSeriousViolations(page, scheme);
      });
      // The empty customer area a new landlord lands in.
      await withSchemePage(
        suite,
        scheme,
        async (page) => {
          await page.goto(paths.customerDashboard);
          await page.getByRole('link', { name: dashboardTexts.customer.firstPropertyLink }).waitFor();
          await expectNoSeriousViolations(page, scheme);
        },
        { signedInAs: EMPTY_LANDLORD },
      );
    });
  }
});
