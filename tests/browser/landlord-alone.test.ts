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
  billingInputTexts,
  cookieTexts,
  costDataTexts,
  costSummaryTexts,
  dashboardTexts,
  dwellingTexts,
  landingTexts,
  propertySetupTexts as setupTexts,
  readingsTableTexts as readingTexts,
  registerTexts,
  shellTexts,
  statementsOverviewTexts,
  statementScreenTexts as statementTexts,
} from '../../src/domain/texts/index.ts';
import { paths } from '../../src/web/routing/paths.ts';
import { DESKTOP, openPage } from '../helpers/browser.ts';
import { InteractionCount } from './interaction-count.ts';
import { apiLogin, publicSuite } from './public-support.ts';

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
  await count.click(page.getByRole('button', { name: cookieTexts.accept }));
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
      await section
        .getByRole('status')
        .filter({ hasText: setupTexts.tenantSaved('Leerstand') })
        .waitFor();
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
  await page
    .getByRole('status')
    .filter({ hasText: setupTexts.metersCreated(FLATS.length * 3) })
    .waitFor();
  await count.click(button(setupTexts.next));
  await step('finish');
  await count.click(page.getByRole('link', { name: setupTexts.toReadings }));
  await page.getByRole('heading', { level: 1, name: readingTexts.title }).waitFor();
}

/**
 * The table lists each flat's meters as cold water, heat, hot water. Readings per flat: cold water
 * 100 → 100 + 10 m³ per person, heat 1,000 → 1,000 + 80 kWh per m², hot water 50 → 50 + 5 m³ per
 * person; the empty flat used nothing.
 */
const readings = FLATS.flatMap((f) => {
  const used = f.tenant ? 1 : 0;
  return [
    [100, 100 + used * 10 * f.persons],
    [1000, 1000 + used * 80 * Number(f.area)],
    [50, 50 + used * 5 * f.persons],
  ];
});

async function enterReadings() {
  const first = `${FLATS[0]!.label} ${setupTexts.meterChoices.coldWater}`;
  const cell = (column: string, date: string) =>
    page.getByRole('textbox', { name: readingTexts.cellLabel(first, column, date), exact: true });
  // Both columns pasted from a spreadsheet, as the screen suggests.
  await count.paste(
    cell(readingTexts.columns.start, `${YEAR - 1}-12-31`),
    readings.map((r) => r[0]).join('\r\n'),
  );
  await count.paste(cell(readingTexts.columns.end, `${YEAR}-12-31`), readings.map((r) => r[1]).join('\r\n'));
  await expect.poll(() => page.getByText(readingTexts.missing, { exact: true }).count()).toBe(0);
  await count.click(button(readingTexts.save));
  await page.getByRole('status').getByText(readingTexts.saved).waitFor();
  await count.click(page.getByRole('link', { name: readingTexts.toCosts }));
}

/** The year's invoices, in euros: the gas bill and the house's running costs. */
const COSTS: Array<[string, string]> = [
  ['Heizung', '9520'],
  ['Abwasser', '1200'],
  ['Hausreinigung', '900'],
  ['Hausstrom', '400'],
  ['Müllabfuhr', '600'],
  ['Wasser', '1500'],
  ['Winterdienst', '300'],
];

/** Types into the amount field of the cost line named `name` and tabs on. */
async function enterAmount(name: string, amount: string) {
  const nameId = await page
    .locator('input[id^="cost-name-"]')
    .evaluateAll((inputs, wanted) => inputs.find((i) => (i as HTMLInputElement).value === wanted)?.id, name);
  expect(nameId, name).toBeTruthy();
  const amountField = page.locator(`[id="${nameId!.replace(/^cost-name-/, 'cost-amount-')}"]`);
  await count.fill(amountField, amount);
  await amountField.press('Tab');
}

async function enterCosts() {
  await page.getByRole('region', { name: costDataTexts.sections.general }).waitFor();
  for (const [name, amount] of COSTS) await enterAmount(name, amount);
  // The gas bill states the CO2 emissions and their price (§3 CO2KostAufG).
  await count.fill(field(costDataTexts.co2Kg), '16000');
  await page.keyboard.press('Tab');
  await count.fill(field(costDataTexts.co2Eur), '720');
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.getByRole('status', { name: costDataTexts.statusLabel }).textContent())
    .toMatch(/^Zuletzt automatisch gespeichert um \d\d:\d\d Uhr\.$/);
  await page.screenshot({ path: '/tmp/journey-costs.png', fullPage: true });
  await count.click(button(costDataTexts.toSummary));
  await page.getByRole('heading', { level: 1, name: costSummaryTexts.title(YEAR) }).waitFor();
  await page.screenshot({ path: '/tmp/journey-summary.png', fullPage: true });
  // The one error left names what the gas bill also says: the energy used in the year. Its link
  // leads to the field on the statement screen.
  await count.click(page.getByRole('link', { name: billingInputTexts.fuelTotalMissing }));
  await page.getByRole('heading', { level: 1, name: statementTexts.title(YEAR) }).waitFor();
  // Until it is there, the screen says why no statement is shown yet.
  await page.getByText(statementTexts.notCalculated).waitFor();
  const fuel = field(statementTexts.settings.hotWaterFuel);
  await expect.poll(() => fuel.evaluate((el) => el === document.activeElement)).toBe(true);
  await count.fill(fuel, '95000');
  await count.click(button(statementTexts.settings.save));
  await page.getByText(statementTexts.settings.saved).waitFor();
}

async function finalizeAndDeliver() {
  const checks = page.getByRole('region', { name: statementTexts.checks.heading });
  await expect.poll(() => checks.locator('li[data-level="error"]').count()).toBe(0);
  await page.screenshot({ path: '/tmp/journey-statement.png', fullPage: true });
  await count.click(button(statementTexts.finalize.button));
  const dialog = page.getByRole('dialog', { name: statementTexts.finalize.title });
  await count.click(dialog.getByRole('button', { name: statementTexts.finalize.confirm }));
  await page.getByText(statementTexts.finalize.done).waitFor();
  await count.click(button(statementTexts.deliver.button));
  const result = page.getByTestId('delivery-result');
  await result.waitFor();
  expect(await result.locator('tbody tr').count()).toBe(FLATS.filter((f) => f.tenant).length);
}

const DOC = new URL('../../docs/performance.md', import.meta.url);
const START = '<!-- landlord-journey:start -->';
const END = '<!-- landlord-journey:end -->';
/** A practised pace, to turn the count into minutes: seconds per screen taken in, click and field typed. */
const PACE = { visit: 5, click: 2, typed: 5 };

/** The journey's figures, between the markers of its section in docs/performance.md (same count, same text). */
async function recordJourney() {
  const seconds = count.visits * PACE.visit + count.clicks * PACE.click + count.typed * PACE.typed;
  const section = [
    START,
    '',
    `- Screens visited: ${count.visits}`,
    `- Clicks: ${count.clicks}`,
    `- Fields typed or pasted: ${count.typed}`,
    `- **Interactions: ${count.total}** (budget 400)`,
    `- At a practised pace: about ${Math.ceil(seconds / 60)} minutes`,
    '',
    END,
  ].join('\n');
  const doc = await readFile(DOC, 'utf8');
  expect(doc.includes(START) && doc.includes(END), 'markers in docs/performance.md').toBe(true);
  const next = doc.slice(0, doc.indexOf(START)) + section + doc.slice(doc.indexOf(END) + END.length);
  if (next !== doc) await writeFile(DOC, next);
  expect(count.total).toBeGreaterThan(0);
}

/** What the landlord got, through the API with the landlord's own sign-in. */
async function api<T>(path: string): Promise<T> {
  const token = await apiLogin(suite, { username: EMAIL, password: PASSWORD });
  const res = await fetch(`${suite.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

interface Statements {
  landlord: Record<'co2_cents' | 'vacancy_cents' | 'reductions_cents' | 'non_allocable_cents', number>;
  statements: Array<{ name: string; total_cents: number }>;
}

async function checkResult() {
  // Every cent of the year's invoices is on a tenant's statement or the landlord's (vacancy, CO2).
  const result = await api<Statements>(`/api/properties/${propertyId}/statements?year=${YEAR}`);
  const invoiced = COSTS.reduce((sum, [, euros]) => sum + Number(euros) * 100, 0);
  const tenants = result.statements.reduce((sum, s) => sum + s.total_cents, 0);
  const landlord = Object.values(result.landlord).reduce((sum, cents) => sum + cents, 0);
  expect(result.statements.map((s) => s.name).sort()).toEqual(
    FLATS.flatMap((f) => (f.tenant ? [f.tenant.last] : [])).sort(),
  );
  expect(tenants + landlord).toBe(invoiced);

  // The statements overview shows the year delivered, by post to the nine tenants.
  // Scrolled back up, where the header shows again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await count.click(page.getByRole('link', { name: shellTexts.nav.statements }));
  await page.getByRole('heading', { level: 1, name: statementsOverviewTexts.title }).waitFor();
  const years = await api<Array<{ year: number; status: string; deliveries: Record<string, unknown> }>>(
    `/api/properties/${propertyId}/statements/years`,
  );
  expect(years).toEqual([
    expect.objectContaining({
      year: YEAR,
      status: 'finalized',
      deliveries: { email_sent: 0, post: FLATS.length - 1, opened: null },
    }),
  ]);
}

describe.sequential('a landlord alone, from sign-up to delivered statements', () => {
  beforeAll(async () => {
    ({ context, page } = await openPage(suite.browser, suite.server.url, DESKTOP));
    count = new InteractionCount(page);
  });
  afterAll(() => context?.close());

  it('signs up and confirms the address', () => signUp());
  it('sets the house up with the guide', () => setUpHouse());
  it('enters the year’s readings', () => enterReadings());
  it('enters the year’s costs', () => enterCosts());
  it('finalizes and delivers the statements', () => finalizeAndDeliver());
  it('has billed every cent and shows the year delivered', () => checkResult());
  it('writes what it took to docs/performance.md', () => recordJourney());
});
