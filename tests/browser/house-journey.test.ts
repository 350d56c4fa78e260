/**
 * A landlord models a real house in the browser and bills it: ten dwellings pasted from a
 * spreadsheet, tenants entered with their move-in dates (one change on 30 June, one flat empty all
 * year), a cold-water meter per dwelling created on the readings page, a year's readings typed
 * into the readings table, costs on the cost data screen — and every tenancy's statement checked
 * against figures computed by hand below.
 *
 * The year is fixed at 2025 (last year when written) so that the days in the arithmetic stay
 * literal: 365 days; Alt lives 01.01.–30.06. = 181 days, Neu 01.07.–31.12. = 184 days.
 *
 * Dwellings (label, m², persons as pasted; water m³ from the cold-water meter KW-n):
 *   EG links      50 m², 2 p.: Alt 01.01.–30.06. 20 m³ (100 → 120), Neu 01.07.– 15 m³ (120 → 135)
 *   EG rechts     60 m², 1 p., 30 m³    Zwei     2. OG rechts 110 m², 1 p., 25 m³   Sechs
 *   1. OG links   70 m², 2 p., 35 m³    Drei     3. OG links  120 m², 4 p., 55 m³   Sieben
 *   1. OG rechts  80 m², 3 p., 40 m³    Vier     3. OG rechts 130 m², 2 p., 40 m³   Acht
 *   2. OG links   90 m², 2 p., 30 m³    Fünf     DG links     140 m², 3 p., 60 m³   Neun
 *   DG rechts    150 m², 1 p., 0 m³ (7 → 7): empty all year, nobody entered
 * Sum 1,000 m²; water 20 + 15 + 30 + 35 + 40 + 30 + 25 + 55 + 40 + 60 = 350 m³.
 *
 * Costs 2025 (general section of the cost data screen):
 *   Hausstrom by m²: 3,650.00 € = 365,000 ct over 1,000 m² × 365 days → 1 ct per m²-day.
 *   Müllabfuhr by persons: 766.50 € = 76,650 ct over person-days: EG links 2 × 365 = 730 (Alt 362 +
 *     Neu 368), the other occupied flats 1+2+3+2+1+4+2+3 = 18 persons × 365 = 6,570, the empty flat
 *     1 person (the vacancy default of the statement settings) × 365 = 365 → 7,665 → 10 ct per person-day.
 *   Wasser by m³: 1,050.00 € = 105,000 ct over 350 m³ → 300 ct per m³.
 * Monthly advances: Alt 170 €, Neu 175 €, Zwei 30 €, Sieben 50 €, the others 100 €.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { PropertyRecord, TenantRecord } from '../../src/domain/schemas/records.ts';
import { formatMoneyDe } from '../../src/domain/money.ts';
import {
  costDataTexts,
  customerTenantMessages as tenantMessages,
  customerTenantTexts as tenantTexts,
  dwellingTexts,
  readingsTableTexts as readingTexts,
  statementScreenTexts as statementTexts,
  tenancyDwellingTexts,
} from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, openPage, signIn } from '../helpers/browser.ts';
import { enter, waitForAutosave } from './costs-support.ts';

const suite = browserSuite();
const YEAR = 2025;
const tokens = { admin: '', customer: '' };

async function login(credentials: { username: string; password: string }) {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return ((await res.json()) as { token: string }).token;
}

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; as?: keyof typeof tokens } = {},
) {
  const res = await fetch(`${suite.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${tokens[init.as ?? 'customer']}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

beforeAll(async () => {
  tokens.admin = await login(suite.server.logins.admin);
  tokens.customer = await login(suite.server.logins.customer);
});

interface Flat {
  label: string;
  area: number;
  persons: number;
  /** Cold water: start 31.12.2024 and end 31.12.2025 (m³). */
  start: number;
  end: number;
  /** First name, last name, monthly advance in euros; none for the empty flat. */
  tenant?: { first: string; last: string; monthly: string };
}

const FLATS: Flat[] = [
  // Alt lives here until 30.06.; its successor Neu comes through the move-out flow below.
  {
    label: 'EG links',
    area: 50,
    persons: 2,
    start: 100,
    end: 135,
    tenant: { first: 'Anna', last: 'Alt', monthly: '170' },
  },
  {
    label: 'EG rechts',
    area: 60,
    persons: 1,
    start: 100,
    end: 130,
    tenant: { first: 'Zora', last: 'Zwei', monthly: '30' },
  },
  {
    label: '1. OG links',
    area: 70,
    persons: 2,
    start: 100,
    end: 135,
    tenant: { first: 'Dora', last: 'Drei', monthly: '100' },
  },
  {
    label: '1. OG rechts',
    area: 80,
    persons: 3,
    start: 100,
    end: 140,
    tenant: { first: 'Vera', last: 'Vier', monthly: '100' },
  },
  {
    label: '2. OG links',
    area: 90,
    persons: 2,
    start: 100,
    end: 130,
    tenant: { first: 'Finn', last: 'Fünf', monthly: '100' },
  },
  {
    label: '2. OG rechts',
    area: 110,
    persons: 1,
    start: 100,
    end: 125,
    tenant: { first: 'Sina', last: 'Sechs', monthly: '100' },
  },
  {
    label: '3. OG links',
    area: 120,
    persons: 4,
    start: 100,
    end: 155,
    tenant: { first: 'Sven', last: 'Sieben', monthly: '50' },
  },
  {
    label: '3. OG rechts',
    area: 130,
    persons: 2,
    start: 100,
    end: 140,
    tenant: { first: 'Axel', last: 'Acht', monthly: '100' },
  },
  {
    label: 'DG links',
    area: 140,
    persons: 3,
    start: 100,
    end: 160,
    tenant: { first: 'Nils', last: 'Neun', monthly: '100' },
  },
  { label: 'DG rechts', area: 150, persons: 1, start: 7, end: 7 },
];
const SUCCESSOR = { first: 'Nina', last: 'Neu', monthly: '175' };
const INTERIM = 120;

/**
 * Each tenancy's statement, in cents: [last name, costs, advances credited].
 *   costs = m² × days × 1 ct + persons × days × 10 ct + m³ × 300 ct
 *   advances = monthly advance × whole months of the tenancy in 2025 (§556 Abs. 2 BGB)
 */
const EXPECTED: Array<[string, number, number]> = [
  // 50 × 181 = 9,050 + 2 × 181 × 10 = 3,620 + 20 × 300 = 6,000 → 18,670; 6 × 170,00 € = 1,020.00 €.
  ['Alt', 18_670, 102_000],
  // 50 × 184 = 9,200 + 2 × 184 × 10 = 3,680 + 15 × 300 = 4,500 → 17,380; 6 × 175,00 € = 1,050.00 €.
  ['Neu', 17_380, 105_000],
  // 60 × 365 = 21,900 + 1 × 3,650 + 30 × 300 = 9,000 → 34,550; 12 × 30,00 € = 360.00 €.
  ['Zwei', 34_550, 36_000],
  // 70 × 365 = 25,550 + 2 × 3,650 = 7,300 + 35 × 300 = 10,500 → 43,350; 12 × 100,00 €.
  ['Drei', 43_350, 120_000],
  // 80 × 365 = 29,200 + 3 × 3,650 = 10,950 + 40 × 300 = 12,000 → 52,150.
  ['Vier', 52_150, 120_000],
  // 90 × 365 = 32,850 + 7,300 + 30 × 300 = 9,000 → 49,150.
  ['Fünf', 49_150, 120_000],
  // 110 × 365 = 40,150 + 3,650 + 25 × 300 = 7,500 → 51,300.
  ['Sechs', 51_300, 120_000],
  // 120 × 365 = 43,800 + 4 × 3,650 = 14,600 + 55 × 300 = 16,500 → 74,900; 12 × 50,00 € = 600.00 €.
  ['Sieben', 74_900, 60_000],
  // 130 × 365 = 47,450 + 7,300 + 40 × 300 = 12,000 → 66,750.
  ['Acht', 66_750, 120_000],
  // 140 × 365 = 51,100 + 10,950 + 60 × 300 = 18,000 → 80,050.
  ['Neun', 80_050, 120_000],
];
// The empty flat: 150 × 365 = 54,750 + 1 × 3,650 + 0 m³ → 58,400 ct = 584.00 €, the landlord's.
const VACANCY_CENTS = 58_400;
// Every cent: tenants 488,250 + vacancy 58,400 = 546,650 = 365,000 + 76,650 + 105,000.

/** A spreadsheet's rows: label, m² with a German decimal comma, persons. */
const PASTED = FLATS.map((f) => `${f.label}\t${f.area},00\t${f.persons}`).join('\r\n');

async function paste(target: Locator, text: string) {
  await target.evaluate((input, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function enterDwellings(page: Page, propertyId: number) {
  await page.goto(`/customer/property-detail?property_id=${propertyId}`);
  await page.getByRole('heading', { level: 2, name: dwellingTexts.heading }).waitFor();
  await page.getByText(dwellingTexts.empty).waitFor();
  await page.getByRole('button', { name: dwellingTexts.add }).click();
  const cell = page.getByRole('textbox', { name: dwellingTexts.newLabel });
  await cell.focus();
  await paste(cell, PASTED);
  await page.getByText(dwellingTexts.pasteDone(10)).waitFor();
  const stored = await api<Array<{ label: string; area_m2: number; persons: number }>>(
    `/api/properties/${propertyId}/dwellings`,
  );
  expect(stored.map((d) => [d.label, d.area_m2, d.persons])).toEqual(
    FLATS.map((f) => [f.label, f.area, f.persons]),
  );
}

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addTenant(page: Page, flat: Flat) {
  const { first, last } = flat.tenant!;
  await page.getByRole('button', { name: tenantTexts.addTenant }).click();
  const form = page.getByRole('form', { name: tenantTexts.addTenantHeading });
  await choose(page, form.getByRole('textbox', { name: tenantTexts.salutation }), 'Frau');
  await form.getByRole('textbox', { name: tenantTexts.firstName }).fill(first);
  await form.getByRole('textbox', { name: tenantTexts.lastName }).fill(last);
  await choose(page, form.getByRole('textbox', { name: tenantTexts.delivery }), tenantTexts.deliveryPost);
  await form.getByRole('textbox', { name: tenantTexts.moveIn }).fill(`01.01.${YEAR}`);
  await choose(page, form.getByRole('textbox', { name: tenancyDwellingTexts.dwelling }), flat.label);
  await form.getByRole('button', { name: tenantTexts.addTenant }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: tenantTexts.editOf(`${first} ${last}`) }).waitFor();
}

/** Opens the tenant's panel and enters the monthly advance (stored × 12 as the annual figure). */
async function enterAdvance(page: Page, name: string, monthly: string) {
  await page.getByRole('button', { name: tenantTexts.editOf(name) }).click();
  const panel = page.getByRole('group', { name: tenantTexts.editOf(name) });
  await panel.getByRole('textbox', { name: tenantTexts.monthlyAdvance }).fill(monthly);
  await panel.getByRole('button', { name: tenantTexts.advanceConfirm }).click();
  await panel.getByRole('textbox', { name: tenantTexts.monthlyAdvance }).waitFor();
  return panel;
}

const tenantsOf = (propertyId: number) => api<TenantRecord[]>(`/api/properties/${propertyId}/tenants`);

async function enterTenants(page: Page, propertyId: number) {
  await page.goto(`/customer/tenants?property_id=${propertyId}`);
  await page.getByRole('heading', { level: 1, name: tenantTexts.title }).waitFor();
  const [first, ...others] = FLATS.filter((f) => f.tenant);
  // Alt, then the change on 30 June: the move-out and the successor in one save.
  await addTenant(page, first!);
  const alt = await enterAdvance(page, 'Anna Alt', first!.tenant!.monthly);
  await alt.getByRole('button', { name: tenantTexts.reportMoveOut }).click();
  await page.getByRole('textbox', { name: tenantTexts.moveOutDate }).fill(`30.06.${YEAR}`);
  await page.getByRole('button', { name: tenantTexts.moveOutConfirm }).click();
  const dialog = page.getByRole('dialog', { name: tenantTexts.afterMoveOutTitle });
  await dialog.getByText(tenantTexts.successorFrom(`01.07.${YEAR}`)).waitFor();
  await choose(page, dialog.getByRole('textbox', { name: tenantTexts.salutation }), 'Frau');
  await dialog.getByRole('textbox', { name: tenantTexts.firstName }).fill(SUCCESSOR.first);
  await dialog.getByRole('textbox', { name: tenantTexts.lastName }).fill(SUCCESSOR.last);
  await choose(page, dialog.getByRole('textbox', { name: tenantTexts.delivery }), tenantTexts.deliveryPost);
  await dialog.getByRole('button', { name: tenantTexts.createSuccessor }).click();
  await page.getByRole('status').getByText(tenantMessages.tenantCreatedMoveOut).waitFor();
  await enterAdvance(page, `${SUCCESSOR.first} ${SUCCESSOR.last}`, SUCCESSOR.monthly);
  // A fresh screen, so the open panels do not pile up.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: tenantTexts.title }).waitFor();
  for (const flat of others) {
    await addTenant(page, flat);
    await enterAdvance(page, `${flat.tenant!.first} ${flat.tenant!.last}`, flat.tenant!.monthly);
  }

  const byName = (last: string) => tenants.find((t) => t.last_name === last);
  let tenants: TenantRecord[] = [];
  await expect
    .poll(async () => {
      tenants = await tenantsOf(propertyId);
      return tenants.map((t) => [t.last_name, t.annual_advance_cents]).sort();
    })
    .toEqual(
      [...FLATS.flatMap((f) => (f.tenant ? [f.tenant] : [])), SUCCESSOR]
        .map((t) => [t.last, Math.round(Number(t.monthly) * 1200)])
        .sort(),
    );
  expect(byName('Alt')).toMatchObject({
    move_in: `${YEAR}-01-01`,
    move_out: `${YEAR}-06-30`,
    dwelling_label: 'EG links',
  });
  expect(byName('Neu')).toMatchObject({
    move_in: `${YEAR}-07-01`,
    move_out: null,
    dwelling_label: 'EG links',
  });
  expect(byName('Zwei')).toMatchObject({ move_in: `${YEAR}-01-01`, dwelling_label: 'EG rechts' });
  expect(tenants.some((t) => t.dwelling_label === 'DG rechts')).toBe(false);

  // The occupancy screen offers the two years before this one; the fixed year drops out in 2028.
  if (new Date().getFullYear() - YEAR <= 2) await checkOccupancy(page);
}

/** The year's occupancy: the change on 30 June, and the flat nobody was entered for is vacant. */
async function checkOccupancy(page: Page) {
  await page.getByRole('button', { name: tenancyDwellingTexts.occupancyShow }).click();
  await choose(
    page,
    page.getByRole('textbox', { name: tenancyDwellingTexts.occupancyYear, exact: true }),
    String(YEAR),
  );
  const occupancy = page.getByRole('list', { name: tenancyDwellingTexts.occupancyHeading(YEAR) });
  await occupancy
    .getByRole('listitem')
    .filter({ hasText: 'EG links' })
    .getByText(/Alt 01\.01\.–30\.06\. · .*Neu 01\.07\.–31\.12\.$/)
    .waitFor();
  await occupancy
    .getByRole('listitem')
    .filter({ hasText: 'DG rechts' })
    .getByText(`${tenancyDwellingTexts.occupancyVacancy} 01.01.–31.12.`, { exact: true })
    .waitFor();
}

const cellOf = (page: Page, meter: string, column: string, date: string) =>
  page.getByRole('textbox', { name: readingTexts.cellLabel(meter, column, date), exact: true });
const START = `${YEAR - 1}-12-31`;
const END = `${YEAR}-12-31`;
const CHANGE = `${YEAR}-06-30`;

async function enterReadings(page: Page, propertyId: number) {
  await page.goto(`/customer/readings?property_id=${propertyId}&year=${YEAR}`);
  await page.getByRole('heading', { level: 1, name: readingTexts.title }).waitFor();
  const form = page.getByRole('form', { name: readingTexts.newMeter.title });
  for (const [index, flat] of FLATS.entries()) {
    const number = `KW-${index + 1}`;
    await choose(page, form.getByRole('textbox', { name: readingTexts.newMeter.type }), 'Wasserzähler');
    await form.getByRole('textbox', { name: readingTexts.newMeter.number }).fill(number);
    await choose(page, form.getByRole('textbox', { name: readingTexts.newMeter.place }), flat.label);
    await form.getByRole('button', { name: readingTexts.newMeter.submit }).click();
    await page.getByText(readingTexts.newMeter.created(number)).waitFor();
    await cellOf(page, number, readingTexts.columns.start, START).waitFor();
  }
  // The start column pasted from a spreadsheet, the end readings and the interim one typed.
  await paste(
    cellOf(page, 'KW-1', readingTexts.columns.start, START),
    FLATS.map((f) => f.start).join('\r\n'),
  );
  await expect.poll(() => cellOf(page, 'KW-10', readingTexts.columns.start, START).inputValue()).toBe('7');
  for (const [index, flat] of FLATS.entries())
    await cellOf(page, `KW-${index + 1}`, readingTexts.columns.end, END).fill(String(flat.end));
  await cellOf(page, 'KW-1', readingTexts.columns.interim, CHANGE).fill(String(INTERIM));
  await expect.poll(() => page.getByText(readingTexts.missing, { exact: true }).count()).toBe(0);
  await page.getByRole('button', { name: readingTexts.save }).click();
  await page.getByRole('status').getByText(readingTexts.saved).waitFor();

  await page.reload();
  await expect
    .poll(() => cellOf(page, 'KW-1', readingTexts.columns.interim, CHANGE).inputValue())
    .toBe('120');
  for (const [index, flat] of FLATS.entries()) {
    expect(await cellOf(page, `KW-${index + 1}`, readingTexts.columns.start, START).inputValue()).toBe(
      String(flat.start),
    );
    expect(await cellOf(page, `KW-${index + 1}`, readingTexts.columns.end, END).inputValue()).toBe(
      String(flat.end),
    );
  }
}

/** The id of the amount field of the cost line named `name`. */
async function amountField(page: Page, name: string): Promise<string> {
  const nameId = await page
    .locator('input[id^="cost-name-"]')
    .evaluateAll((inputs, wanted) => inputs.find((i) => (i as HTMLInputElement).value === wanted)?.id, name);
  expect(nameId, name).toBeTruthy();
  return nameId!.replace(/^cost-name-/, 'cost-amount-');
}

async function enterCosts(page: Page, propertyId: number) {
  await page.goto(`/customer/costs-data?property_id=${propertyId}&year=${YEAR}`);
  const general = page.getByRole('region', { name: costDataTexts.sections.general });
  await general.waitFor();
  for (const [name, amount, allocation] of [
    ['Hausstrom', '3650', 'm²'],
    ['Müllabfuhr', '766,50', 'Personen'],
    ['Wasser', '1050', 'm³'],
  ] as const) {
    const id = await amountField(page, name);
    const row = page.locator(`[data-cost-key="${id.replace(/^cost-amount-/, '')}"]`);
    await expect
      .poll(() => row.getByRole('textbox', { name: costDataTexts.allocation }).inputValue())
      .toBe(allocation);
    await enter(page, id, amount);
    await waitForAutosave(page);
  }
}

/** The rows of a statement's totals as label → value. */
async function totalsOf(article: Locator): Promise<Record<string, string>> {
  const rows = await article
    .getByTestId('statement-totals')
    .evaluate((el) => [...el.children].map((row) => [...row.children].map((c) => c.textContent ?? '')));
  return Object.fromEntries(rows.map(([label, value]) => [label!, value!]));
}

async function checkStatements(page: Page, propertyId: number) {
  const texts = statementTexts.statements;
  await page.goto(`/customer/statement?property_id=${propertyId}&year=${YEAR}`);
  await page.getByRole('heading', { level: 1, name: statementTexts.title(YEAR) }).waitFor();
  const checks = page.getByRole('region', { name: statementTexts.checks.heading });
  await checks.waitFor();
  // No error, except that the year is fixed: once its §556 Abs. 3 BGB deadline (31.12.2026) has
  // passed, the screen rightly says so.
  const errors = await checks.locator('li[data-level="error"]').allTextContents();
  expect(errors.filter((e) => !e.includes('Abrechnungsfrist nach §556 Abs. 3 BGB ist am'))).toEqual([]);
  const region = page.getByRole('region', { name: texts.heading });
  await expect.poll(() => region.getByRole('article').count()).toBe(EXPECTED.length);

  for (const [last, costs, advances] of EXPECTED) {
    const article = region.getByRole('article', { name: new RegExp(` ${last}$`) });
    const totals = await totalsOf(article);
    const balance = costs - advances;
    expect(totals[texts.total], last).toBe(formatMoneyDe(costs));
    const advanceRow = Object.entries(totals).find(([label]) => label.startsWith(texts.advances));
    expect(advanceRow?.[1], last).toBe(`− ${formatMoneyDe(advances)}`);
    expect(totals[balance > 0 ? texts.backPayment : texts.credit], last).toBe(
      formatMoneyDe(Math.abs(balance)),
    );
  }

  // Literal figures of the half-year tenancies and two full-year ones, to the cent.
  const alt = await totalsOf(region.getByRole('article', { name: / Alt$/ }));
  expect(alt[texts.total]).toBe('186,70\u00a0€');
  expect(alt[`${texts.advances} (6 × 170,00 €)`]).toBe('− 1.020,00\u00a0€');
  expect(alt[texts.credit]).toBe('833,30\u00a0€'); // 1,020.00 − 186.70
  const neu = await totalsOf(region.getByRole('article', { name: / Neu$/ }));
  expect(neu[texts.total]).toBe('173,80\u00a0€');
  expect(neu[`${texts.advances} (6 × 175,00 €)`]).toBe('− 1.050,00\u00a0€');
  expect(neu[texts.credit]).toBe('876,20\u00a0€'); // 1,050.00 − 173.80
  expect(neu[texts.previousAdvance]).toBe('175,00\u00a0€');
  // §560 Abs. 4 BGB proposal: 173.80 € for 184 days annualised, 17,380 × 365 / 184 / 12 = 2,873.05 ct,
  // in whole euros 29 €; the moved-out Alt gets none.
  expect(neu[texts.newAdvance]).toBe('29,00\u00a0€');
  expect(alt[texts.newAdvance]).toBe(texts.advanceEnds);
  const zwei = await totalsOf(region.getByRole('article', { name: / Zwei$/ }));
  expect(zwei[texts.total]).toBe('345,50\u00a0€');
  expect(zwei[texts.credit]).toBe('14,50\u00a0€'); // 360.00 − 345.50
  const sieben = await totalsOf(region.getByRole('article', { name: / Sieben$/ }));
  expect(sieben[texts.total]).toBe('749,00\u00a0€');
  expect(sieben[texts.backPayment]).toBe('149,00\u00a0€'); // 749.00 − 600.00

  // The periods and the dwelling named on the half-year statements.
  await region
    .getByRole('article', { name: / Alt$/ })
    .getByText(`EG links · ${texts.usage(`01.01.${YEAR}`, `30.06.${YEAR}`)}`, { exact: false })
    .waitFor();
  await region
    .getByRole('article', { name: / Neu$/ })
    .getByText(`EG links · ${texts.usage(`01.07.${YEAR}`, `31.12.${YEAR}`)}`, { exact: false })
    .waitFor();

  // The empty flat is on no tenant's statement: its share is the landlord's vacancy.
  expect(await region.getByRole('article').filter({ hasText: 'DG rechts' }).count()).toBe(0);
  const landlord = page.getByRole('region', { name: statementTexts.landlord.heading });
  await landlord.getByText(statementTexts.landlord.vacancy, { exact: true }).waitFor();
  await landlord.getByText(formatMoneyDe(VACANCY_CENTS), { exact: true }).waitFor();
}

/**
 * One landlord's journey in steps on one page: each step needs the ones before, and each has its
 * own time bound (a step opens a screen and waits for several saves; on a loaded machine the whole
 * journey took longer than one test's bound). A failing step fails the steps after it.
 */
describe.sequential('a landlord’s house from the first dwelling to the statements', () => {
  let page: Page;
  let context: BrowserContext;
  let propertyId = 0;

  beforeAll(async () => {
    const [own] = await api<PropertyRecord[]>('/api/properties');
    // Creating a property is the admin's: the admin creates one for the demo landlord.
    const property = await api<PropertyRecord>(`/api/customers/${own!.customer_id}/properties`, {
      method: 'POST',
      as: 'admin',
      body: { street: 'Zehnerweg', house_number: '10', zip: '10115', city: 'Berlin' },
    });
    propertyId = property.id;
    ({ context, page } = await openPage(suite.browser, suite.server.url, DESKTOP));
    await signIn(page, suite.server.logins.customer);
  });
  afterAll(() => context?.close());

  it('pastes ten dwellings into the Wohnungen table', () => enterDwellings(page, propertyId));
  it('enters tenants with move-in dates, a change on 30 June and an empty flat', () =>
    enterTenants(page, propertyId));
  it('creates the meters and types the year’s readings, which are there after a reload', () =>
    enterReadings(page, propertyId));
  it('enters the year’s costs on the cost data screen', () => enterCosts(page, propertyId));
  it('shows every tenancy’s statement right to the cent and the empty flat as vacancy', () =>
    checkStatements(page, propertyId));
});
