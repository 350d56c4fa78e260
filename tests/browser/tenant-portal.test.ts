import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import {
  consumptionKindLabels,
  emailChangeTexts,
  pageTexts,
  receivedStatementTexts,
  tenantFaqEntries,
  tenantPageTexts,
  tenantPortalTexts,
  validationTexts,
} from '../../src/domain/texts/index.ts';
import { tenants, users } from '../../src/server/db/schema.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { demoProperties, propertyAt } from './costs-support.ts';
import { downloadFrom, finalizeAndDeliver, isPdf } from './statement-support.ts';

const suite = browserSuite();
const texts = tenantPortalTexts;
const lastYear = new Date().getFullYear() - 1;

/** The demo tenant's own record, to compare what the screens show with what is stored. */
async function ownTenancy() {
  const db = suite.server.app.ctx.db;
  const [login] = await db
    .select()
    .from(users)
    .where(eq(users.username, suite.server.logins.tenant.username));
  const [row] = await db.select().from(tenants).where(eq(tenants.userId, login!.id));
  return row!;
}

async function openOwnDwelling(page: Page) {
  await signIn(page, suite.server.logins.tenant);
  await page.getByRole('link', { name: /Lindenstraße 12/ }).click();
  await page.waitForURL(/\/tenant\/property-detail\?id=\d+$/);
  await page.getByRole('heading', { level: 1, name: pageTexts.tenantPropertyDetail.title }).waitFor();
}

describe('tenant dashboard', () => {
  it('greets the tenant by name, shows its tenancy as a tile and links profile and help', () =>
    withPage(suite, DESKTOP, async (page) => {
      const own = await ownTenancy();
      await signIn(page, suite.server.logins.tenant);
      await page
        .getByRole('heading', {
          level: 1,
          name: texts.dashboard.greeting(`${own.firstName} ${own.lastName}`),
        })
        .waitFor();
      const tiles = page.getByRole('region', { name: texts.dashboard.propertiesHeading });
      const tile = tiles.getByRole('link', { name: /Lindenstraße 12/ });
      await expect.poll(() => tile.textContent()).toContain(own.floor!);
      expect(await tile.getAttribute('href')).toBe(`/tenant/property-detail?id=${own.id}`);

      const links = page.getByRole('region', { name: texts.dashboard.quickLinksHeading });
      expect(
        await links.getByRole('link', { name: new RegExp(texts.dashboard.profileLink) }).getAttribute('href'),
      ).toBe('/tenant/profile');
      expect(
        await links.getByRole('link', { name: new RegExp(texts.dashboard.helpLink) }).getAttribute('href'),
      ).toBe('/tenant/help');
      // The delivered statements stay on the dashboard.
      await page.getByRole('region', { name: receivedStatementTexts.heading }).waitFor();
    }));
});

describe('tenant property detail', () => {
  it('draws the monthly consumption from the demo readings with the comparison table', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openOwnDwelling(page);
      const consumption = page.getByRole('region', { name: texts.detail.consumptionHeading });

      // Heating of the demo flat comes from heat cost allocators, in their own unit.
      const heating = consumption.getByRole('region', {
        name: new RegExp(`^${consumptionKindLabels.heating} \\(`),
      });
      await heating.waitFor();
      await heating.getByText(texts.detail.allocatorUnits('Einheiten')).waitFor();
      const chart = heating.getByRole('img', { name: /^Balkendiagramm/ });
      await chart.waitFor();
      await expect.poll(() => chart.locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(0);

      const table = heating.getByRole('table');
      for (const column of Object.values(texts.detail.columns)) {
        await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
      }
      // Twelve complete months, each with a figure: the demo covers them all with readings.
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(12);
      const values = await rows.locator('td:nth-child(2)').allTextContents();
      expect(
        values.every((v) => /\d/.test(v)),
        values.join(' | '),
      ).toBe(true);
      // From the second month on the previous month lies inside the range, so that comparison is filled.
      const previousMonth = await rows.locator('td:nth-child(3)').allTextContents();
      expect(
        previousMonth.slice(1).every((v) => /\d/.test(v)),
        previousMonth.join(' | '),
      ).toBe(true);

      // Water in m³, in its own chart.
      const water = consumption.getByRole('region', { name: /wasser \(m³\)$/ });
      await water
        .first()
        .getByRole('img', { name: /^Balkendiagramm/ })
        .waitFor();
      await expect
        .poll(() => water.first().locator('.recharts-bar-rectangle path').count())
        .toBeGreaterThan(0);
      expect(await page.getByText(texts.detail.empty).count()).toBe(0);
    }));

  it('offers the delivered statement of the dwelling as a PDF', () =>
    withPage(suite, DESKTOP, async (page) => {
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      await finalizeAndDeliver(suite, berlin.id, lastYear);
      await openOwnDwelling(page);
      const section = page.getByRole('region', { name: texts.detail.statementsHeading });
      const download = section.getByRole('button', {
        name: receivedStatementTexts.downloadLabel(lastYear, berlin.address),
      });
      // Delivery runs in the background; the statement is listed once it is delivered.
      await expect
        .poll(
          async () => {
            await page.reload();
            await section.getByText(texts.detail.statementsEmpty).or(download).waitFor();
            return download.count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(1);
      const pdf = await downloadFrom(page, download);
      expect(isPdf(pdf.bytes)).toBe(true);
    }));

  it('answers an unknown or another tenant’s id with the not-found state', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.tenant);
      for (const id of [999_999, suite.server.app.other.tenantId]) {
        await page.goto(`/tenant/property-detail?id=${id}`);
        await page.getByText(texts.detail.notFound).waitFor();
        expect(await page.getByRole('region', { name: texts.detail.consumptionHeading }).count()).toBe(0);
      }
    }));
});

describe('tenant profile', () => {
  it('shows the contact data read-only except e-mail and phone, refuses a bad e-mail and saves both', () =>
    withPage(suite, DESKTOP, async (page) => {
      const own = await ownTenancy();
      await signIn(page, suite.server.logins.tenant);
      await page
        .getByRole('region', { name: texts.dashboard.quickLinksHeading })
        .getByRole('link', {
          name: new RegExp(texts.dashboard.profileLink),
        })
        .click();
      await page.getByRole('heading', { level: 1, name: tenantPageTexts.tenantProfile.title }).waitFor();

      const lastName = page.getByRole('textbox', { name: texts.profile.lastName });
      expect(await lastName.inputValue()).toBe(own.lastName);
      expect(await lastName.getAttribute('readonly')).not.toBeNull();
      const delivery = page.getByRole('textbox', { name: texts.profile.delivery });
      expect(await delivery.inputValue()).toBe(
        texts.profile.deliveryMethods[own.deliveryMethod as 'email' | 'post'],
      );
      expect(await delivery.getAttribute('readonly')).not.toBeNull();

      const email = page.getByRole('textbox', { name: texts.profile.email, exact: true });
      expect(await email.inputValue()).toBe(own.email ?? '');
      await email.fill('kein-at-zeichen');
      await email.press('Enter');
      await page.getByRole('alert').filter({ hasText: validationTexts.emailInvalidShort }).waitFor();
      expect((await ownTenancy()).email).toBe(own.email);

      // The public demo tenant keeps its address (its password is on the demo page).
      await email.fill('anna.neu@example.de');
      await page
        .getByLabel(emailChangeTexts.currentPasswordLabel, { exact: true })
        .fill(suite.server.logins.tenant.password);
      await email.press('Enter');
      await page.getByRole('alert').filter({ hasText: emailChangeTexts.protectedLogin }).waitFor();
      expect((await ownTenancy()).email).toBe(own.email);

      const phone = page.getByRole('textbox', { name: texts.profile.phone });
      await phone.fill('030 7654321');
      await phone.press('Enter');
      await expect.poll(async () => (await ownTenancy()).phoneNumber).toBe('030 7654321');

      await page.reload();
      await expect.poll(() => phone.inputValue()).toBe('030 7654321');
      expect(await email.inputValue()).toBe(own.email ?? '');
    }));
});

describe('tenant help', () => {
  it('shows the landlord’s contact, the platform support and the tenant FAQ', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.tenant);
      await page.goto('/tenant/help');
      await page.getByRole('heading', { level: 1, name: tenantPageTexts.tenantHelp.title }).waitFor();

      const landlord = page.getByRole('region', { name: texts.help.landlordHeading });
      await landlord.getByText(texts.help.landlordFor('Lindenstraße 12, 10115 Berlin')).waitFor();
      await expect.poll(() => landlord.getByRole('link').count()).toBeGreaterThan(0);

      const support = page.getByRole('region', { name: texts.help.supportHeading });
      const site = (await (await fetch(`${suite.server.url}/api/site`)).json()) as { supportEmail: string };
      await support.getByRole('link', { name: site.supportEmail }).waitFor();

      const faq = page.getByRole('region', { name: texts.help.faqHeading });
      for (const entry of tenantFaqEntries) await faq.getByRole('button', { name: entry.question }).waitFor();
      const [first] = tenantFaqEntries;
      await faq.getByRole('button', { name: first!.question }).click();
      await faq.getByText(first!.answer).waitFor();
    }));
});
