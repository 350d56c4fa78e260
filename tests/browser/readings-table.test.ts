import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { readingsTableTexts as texts } from '../../src/domain/texts/index.ts';
import type { PropertyRecord } from '../../src/domain/schemas/records.ts';
import { dwellings } from '../../src/server/db/schema.ts';
import { aProperty, aTenant } from '../factories/index.ts';
import { browserSuite } from '../helpers/browser.ts';
import { expectNoSeriousViolations, withSchemePage } from './a11y-support.ts';

const suite = browserSuite();
let token = '';

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${suite.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

beforeAll(async () => {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(suite.server.logins.customer),
  });
  token = ((await res.json()) as { token: string }).token;
});

/**
 * A property of the demo landlord with two dwellings: "EG links", whose tenant moved out on
 * 30.06.2025, and "OG"; a water meter in each, created through the API as the landlord does.
 */
async function house() {
  const db = suite.server.app.ctx.db;
  const [own] = await api<PropertyRecord[]>('/api/properties');
  const property = await aProperty(db, { customerId: own!.customer_id });
  const [a, b] = await db
    .insert(dwellings)
    .values([
      { propertyId: property.id, label: 'EG links', sortIndex: 1 },
      { propertyId: property.id, label: 'OG', sortIndex: 2 },
    ])
    .returning({ id: dwellings.id });
  await aTenant(db, { propertyId: property.id, dwellingId: a!.id, moveOut: '2025-06-30' });
  await aTenant(db, { propertyId: property.id, dwellingId: a!.id, moveIn: '2025-07-01' });
  for (const [number, dwelling] of [
    ['WZ-A', a!.id],
    ['WZ-B', b!.id],
  ] as const)
    await api('/api/meters', {
      method: 'POST',
      body: {
        property_id: property.id,
        meter_type: 'Wasserzähler',
        meter_number: number,
        dwelling_id: dwelling,
        source_type: 'manual',
      },
    });
  return property.id;
}

const cell = (page: Page, meter: string, column: string, date: string): Locator =>
  page.getByRole('textbox', { name: texts.cellLabel(meter, column, date) });
const { start, end, interim } = texts.columns;

async function paste(target: Locator, text: string) {
  await target.evaluate((input, data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

describe('Ablesetabelle', () => {
  it('lets a landlord paste and type readings, see consumption and gaps, save and find them again', () =>
    withSchemePage(
      suite,
      'light',
      async (page) => {
        const propertyId = await house();
        await page.goto(`/customer/readings?property_id=${propertyId}&year=2025`);
        await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
        await page.getByRole('columnheader', { name: texts.headers.start('2024-12-31') }).waitFor();
        await expectNoSeriousViolations(page, 'light');

        // A column pasted from a spreadsheet fills the cells below.
        await paste(cell(page, 'WZ-A', start, '2024-12-31'), '100,5\r\n7\r\n');
        await expect.poll(() => cell(page, 'WZ-B', start, '2024-12-31').inputValue()).toBe('7');
        await cell(page, 'WZ-A', end, '2025-12-31').fill('150,25');
        await cell(page, 'WZ-B', end, '2025-12-31').fill('5');
        await page.getByText(texts.endBelowStart).waitFor();
        await cell(page, 'WZ-B', end, '2025-12-31').fill('9,1');
        const table = page.getByRole('table', { name: `${texts.title} 2025` });
        await table.getByText('49,75 m³').waitFor();
        await table.getByText('2,1 m³').waitFor();
        // The interim reading at the tenant change is still missing.
        const interimCell = cell(page, 'WZ-A', interim, '2025-06-30');
        expect(await interimCell.getAttribute('data-missing')).toBe('true');
        await expect.poll(() => page.getByText(texts.missing, { exact: true }).count()).toBe(1);

        // A value the server refuses is named at its cell, and nothing is stored.
        await interimCell.fill('viel');
        await page.getByRole('button', { name: texts.save }).click();
        // At the cell (its error, tied to the input) and in the banner below the table.
        const refusal = page.getByText('Zähler WZ-A, Zwischenstand: Bitte eine gültige Zahl eingeben.');
        await expect.poll(() => refusal.count()).toBe(2);
        expect(await interimCell.getAttribute('aria-invalid')).toBe('true');
        await interimCell.fill('120');
        await interimCell.press('Enter');
        await page.getByRole('button', { name: texts.save }).click();
        await page.getByRole('status').getByText(texts.saved).waitFor();

        await page.reload();
        await expect.poll(() => cell(page, 'WZ-A', start, '2024-12-31').inputValue()).toBe('100,5');
        expect(await cell(page, 'WZ-A', interim, '2025-06-30').inputValue()).toBe('120');
        expect(await cell(page, 'WZ-B', end, '2025-12-31').inputValue()).toBe('9,1');
        await table.getByText('49,75 m³').waitFor();
      },
      { signedInAs: suite.server.logins.customer },
    ));
});
