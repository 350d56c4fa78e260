/**
 * A new landlord alone, from the landing page to delivered statements, only through the screens
 * and with nobody from the operator: sign-up and the mailed link, the guided setup of a house with
 * ten dwellings (gas heating with central hot water; heat, hot-water and cold-water meters in every
 * flat), the year's readings, the costs, finalizing and delivery. Every screen visited, click and
 * field typed into is counted (InteractionCount) and written to docs/performance.md: the journey's
 * budget is 400 interactions, measured there, not asserted here.
 *
 * The billing year is last year, the one a landlord bills now.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  costDataTexts,
  costSummaryTexts,
  dashboardTexts,
  dwellingTexts,
  landingTexts,
  propertySetupTexts as setupTexts,
  readingsTableTexts as readingTexts,
  registerTexts,
  statementScreenTexts as statementTexts,
} from '../../src/domain/texts/index.ts';
import { paths } from '../../src/web/routing/paths.ts';
import { DESKTOP, openPage } from '../helpers/browser.ts';
import { InteractionCount } from './interaction-count.ts';
import { publicSuite } from './public-support.ts';

const suite = publicSuite({ smtp: true });
const YEAR = new Date().getFullYear() - 1;
const EMAIL = 'allein@example.de';
const PASSWORD = 'Allein-Vermieten7';

interface Flat {
  label: string;
  area: string;
  persons: number;
  /** Last name and monthly advance; none for the empty flat. */
  tenant?: { last: string; monthly: string };
}

const FLATS: Flat[] = [
  { label: 'EG links', area: '50', persons: 2, tenant: { last: 'Albers', monthly: '120' } },
  { label: 'EG rechts', area: '60', persons: 1, tenant: { last: 'Brandt', monthly: '130' } },
  { label: '1. OG links', area: '70', persons: 2, tenant: { last: 'Claßen', monthly: '150' } },
  { label: '1. OG rechts', area: '80', persons: 3, tenant: { last: 'Dietz', monthly: '170' } },
  { label: '2. OG links', area: '90', persons: 2, tenant: { last: 'Ebert', monthly: '180' } },
  { label: '2. OG rechts', area: '110', persons: 1, tenant: { last: 'Fuchs', monthly: '200' } },
  { label: '3. OG links', area: '120', persons: 4, tenant: { last: 'Graf', monthly: '240' } },
  { label: '3. OG rechts', area: '130', persons: 2, tenant: { last: 'Hahn', monthly: '250' } },
  { label: 'DG links', area: '140', persons: 3, tenant: { last: 'Iske', monthly: '270' } },
  { label: 'DG rechts', area: '150', persons: 1 },
];

let page: Page;
let context: BrowserContext;
let count: InteractionCount;
let propertyId = 0;

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const step = (id: string) => page.waitForURL((url) => url.searchParams.get('step') === id);

async function signUp() {
  await page.goto('/');
  count.visits = 1;
  await count.click(page.getByRole('link', { name: landingTexts.hero.register }));
  await count.select(page.getByRole('combobox', { name: registerTexts.salutationLabel }), 'Frau');
  await count.fill(field(registerTexts.firstNameLabel), 'Alma');
  await count.fill(field(registerTexts.lastNameLabel), 'Allein');
  await count.fill(field(registerTexts.emailLabel), EMAIL);
  await count.fill(page.locator('input[name="new-password"]'), PASSWORD);
  await count.check(page.getByRole('checkbox'));
  await count.click(button(registerTexts.submit));
  await page.getByText(registerTexts.sent(EMAIL)).waitFor();

  // The landlord opens the link in the mail.
  const mail = await suite.smtp!.waitFor((m) => m.envelope.to.includes(EMAIL));
  const link = /https?:\/\/[^\s]+\/register\/confirm\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const { pathname, search } = new URL(link!);
  await page.goto(`${pathname}${search}`);
  await page.getByText(registerTexts.confirmed).waitFor();
  await count.click(page.getByRole('link', { name: registerTexts.toLogin }));
  await count.fill(page.locator('input[name="password"]'), PASSWORD);
  await count.click(button('Anmelden'));
  await page.waitForURL((url) => url.pathname === paths.customerDashboard);
}

async function setUpHouse() {
  await count.click(page.getByRole('link', { name: dashboardTexts.customer.firstPropertyLink }));
  await count.fill(field(setupTexts.street), 'Alleinweg');
  await count.fill(field(setupTexts.houseNumber), '10');
  await count.fill(field(setupTexts.zip), '04109');
  await count.fill(field(setupTexts.city), 'Leipzig');
  await count.click(button(setupTexts.createProperty));
  await step('heating');
  propertyId = Number(new URL(page.url()).searchParams.get('id'));

  await count.select(page.getByRole('combobox', { name: setupTexts.heatingSystem }), 'Gasheizung');
  await expect.poll(() => page.getByRole('radio', { name: setupTexts.yes }).isChecked()).toBe(true);
  await count.click(button(setupTexts.save));
  await step('letterhead');

  await count.fill(field(setupTexts.street), 'Ringstraße');
  await count.fill(field(setupTexts.houseNumber), '1');
  await count.fill(field(setupTexts.zip), '04109');
  await count.fill(field(setupTexts.city), 'Leipzig');
  await count.fill(field(setupTexts.iban), 'DE89 3704 0044 0532 0130 00');
  await count.click(button(setupTexts.save));
  await step('dwellings');

  await count.click(button(dwellingTexts.paste));
  const dialog = page.getByRole('dialog', { name: dwellingTexts.pasteTitle });
  await count.fill(
    dialog.getByRole('textbox', { name: dwellingTexts.pasteField }),
    FLATS.map((f) => `${f.label}\t${f.area}\t${f.persons}`).join('\n'),
  );
  await count.click(dialog.getByRole('button', { name: dwellingTexts.pasteSubmit }));
  await page.getByText(dwellingTexts.pasteDone(FLATS.length)).waitFor();
  await count.click(button(setupTexts.next));
  await step('tenants');

  for (const { label, tenant } of FLATS) {
    const section = page.getByRole('region', { name: label, exact: true });
    if (!tenant) {
      await count.click(section.getByRole('button', { name: setupTexts.markVacant }));
      await section.getByRole('status').filter({ hasText: setupTexts.tenantSaved('Leerstand') }).waitFor();
      continue;
    }
    await count.select(section.getByRole('combobox', { name: setupTexts.salutation }), 'Herr');
    await count.fill(section.getByRole('textbox', { name: setupTexts.tenantName }), tenant.last);
    await count.fill(section.getByRole('textbox', { name: setupTexts.moveIn }), `01.01.${YEAR - 3}`);
    await count.fill(section.getByRole('textbox', { name: setupTexts.monthlyAdvance }), tenant.monthly);
    await count.click(section.getByRole('button', { name: setupTexts.addTenant }));
    await section.getByRole('status').filter({ hasText: tenant.last }).waitFor();
  }
  await count.click(button(setupTexts.next));
  await step('meters');

  // Heat meters, hot and cold water in every flat, installed in 2022 and read remotely.
  await count.check(page.getByRole('radio', { name: setupTexts.meterChoices.heat }));
  await count.fill(field(setupTexts.installedOn), '01.03.2022');
  await count.check(page.getByRole('checkbox', { name: setupTexts.remoteReadable }));
  await count.click(button(setupTexts.createMeters));
  await page.getByRole('status').filter({ hasText: setupTexts.metersCreated(FLATS.length * 3) }).waitFor();
  await count.click(button(setupTexts.next));
  await step('finish');
  await count.click(page.getByRole('link', { name: setupTexts.toReadings }));
  await page.getByRole('heading', { level: 1, name: readingTexts.title }).waitFor();
  await page.screenshot({ path: '/tmp/journey-readings.png', fullPage: true });
}

describe.sequential('a landlord alone, from sign-up to delivered statements', () => {
  beforeAll(async () => {
    ({ context, page } = await openPage(suite.browser, suite.server.url, DESKTOP));
    count = new InteractionCount(page);
  });
  afterAll(() => context?.close());

  it('signs up and confirms the address', () => signUp());
  it('sets the house up with the guide', () => setUpHouse());
});
