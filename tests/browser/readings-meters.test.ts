import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { meterTexts, readingsTableTexts as texts } from '../../src/domain/texts/index.ts';
import type { MeterRecord } from '../../src/domain/schemas/meters.ts';
import type { PropertyRecord } from '../../src/domain/schemas/records.ts';
import { dwellings } from '../../src/server/db/schema.ts';
import { aProperty } from '../factories/index.ts';
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

/** A property of the demo landlord with the dwellings "EG" and "OG" and a water meter in each. */
async function house() {
  const db = suite.server.app.ctx.db;
  const [own] = await api<PropertyRecord[]>('/api/properties');
  const property = await aProperty(db, { customerId: own!.customer_id });
  const [eg, og] = await db
    .insert(dwellings)
    .values([
      { propertyId: property.id, label: 'EG', sortIndex: 1 },
      { propertyId: property.id, label: 'OG', sortIndex: 2 },
    ])
    .returning({ id: dwellings.id });
  for (const [number, dwelling] of [
    ['WZ-1', eg!.id],
    ['WZ-2', og!.id],
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
  return { propertyId: property.id, og: og!.id };
}

const table = (page: Page) => page.getByRole('table', { name: `${texts.title} 2025` });
const rowOf = (page: Page, meterNumber: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: meterNumber, exact: true }) });

describe('Zähler in der Ablesetabelle', () => {
  it('lets a landlord edit a meter (number, dwelling, hot water) and delete one after confirming', () =>
    withSchemePage(
      suite,
      'light',
      async (page) => {
        const { propertyId, og } = await house();
        const url = `/customer/readings?property_id=${propertyId}&year=2025`;
        await page.goto(url);
        await table(page).waitFor();

        // Keyboard: the action is a named button reached with Tab and opened with Enter.
        await page.getByRole('button', { name: texts.editMeter.action('WZ-1') }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: texts.editMeter.title('WZ-1') });
        const number = dialog.getByRole('textbox', { name: texts.newMeter.number });
        await number.waitFor();
        expect(await number.inputValue()).toBe('WZ-1');
        await expectNoSeriousViolations(page, 'light');

        // The server's message is shown in the form, nothing is saved.
        await number.fill('');
        await dialog.getByRole('button', { name: texts.editMeter.save }).click();
        await dialog.getByRole('alert').getByText('Bitte folgende Angaben ergänzen: Zählernummer.').waitFor();

        await number.fill('WZ-1a');
        await dialog.getByRole('textbox', { name: texts.newMeter.place }).click();
        await page.getByRole('option', { name: 'OG', exact: true }).click();
        await dialog.getByRole('checkbox', { name: texts.newMeter.hotWater }).check();
        await dialog.getByRole('button', { name: texts.editMeter.save }).click();
        await page.getByRole('status').getByText(texts.editMeter.saved('WZ-1a')).waitFor();
        await dialog.waitFor({ state: 'detached' });
        await rowOf(page, 'WZ-1a').getByRole('rowheader', { name: 'OG' }).waitFor();

        await page.reload();
        await rowOf(page, 'WZ-1a').getByRole('rowheader', { name: 'OG' }).waitFor();
        const [moved] = (await api<MeterRecord[]>(`/api/meters?property_id=${propertyId}`)).filter(
          (m) => m.meter_number === 'WZ-1a',
        );
        expect(moved).toMatchObject({ dwelling_id: og, hot_water: true });

        // Deleting asks first; cancelling keeps the meter.
        await page.getByRole('button', { name: texts.deleteMeter.action('WZ-2') }).click();
        const confirm = page.getByRole('dialog', { name: texts.deleteMeter.title });
        await confirm.getByText(texts.deleteMeter.message('WZ-2')).waitFor();
        await expectNoSeriousViolations(page, 'light');
        await confirm.getByRole('button', { name: texts.deleteMeter.cancel }).click();
        await confirm.waitFor({ state: 'detached' });
        await rowOf(page, 'WZ-2').waitFor();
        await page.getByRole('button', { name: texts.deleteMeter.action('WZ-2') }).click();
        await confirm.getByRole('button', { name: texts.deleteMeter.confirm }).click();
        await page.getByRole('status').getByText(texts.deleteMeter.deleted('WZ-2')).waitFor();
        await expect.poll(() => rowOf(page, 'WZ-2').count()).toBe(0);

        await page.reload();
        await rowOf(page, 'WZ-1a').waitFor();
        expect(await rowOf(page, 'WZ-2').count()).toBe(0);
        const left = await api<MeterRecord[]>(`/api/meters?property_id=${propertyId}`);
        expect(left.map((m) => m.meter_number)).toEqual(['WZ-1a']);

        // „Zähler anlegen“ asks the same fields (the hot-water mark only for a water meter).
        const form = page.getByRole('form', { name: texts.newMeter.title });
        await form.getByRole('textbox', { name: texts.newMeter.type }).click();
        await page.getByRole('option', { name: 'Wasserzähler', exact: true }).click();
        await form.getByRole('textbox', { name: texts.newMeter.number }).fill('WZ-3');
        await form.getByRole('checkbox', { name: texts.newMeter.hotWater }).check();
        await form.getByRole('button', { name: texts.newMeter.submit }).click();
        await rowOf(page, 'WZ-3').getByRole('rowheader', { name: 'EG' }).waitFor();
        const created = await api<MeterRecord[]>(`/api/meters?property_id=${propertyId}&q=WZ-3`);
        expect(created).toMatchObject([{ meter_number: 'WZ-3', hot_water: true, unit: 'm³' }]);

        // A gateway meter names its gateway and channel, which the server needs to find it.
        await form.getByRole('textbox', { name: texts.newMeter.type }).click();
        await page.getByRole('option', { name: 'Wasserzähler', exact: true }).click();
        await form.getByRole('textbox', { name: texts.newMeter.number }).fill('WZ-4');
        await form.getByRole('textbox', { name: texts.newMeter.source }).click();
        await page.getByRole('option', { name: texts.newMeter.gateway, exact: true }).click();
        await form.getByRole('textbox', { name: meterTexts.fieldNames.gatewayId }).fill('GW-HAUS');
        await form.getByRole('textbox', { name: meterTexts.fieldNames.gatewayChannel }).fill('7');
        await form.getByRole('button', { name: texts.newMeter.submit }).click();
        await rowOf(page, 'WZ-4').waitFor();
        const gateway = await api<MeterRecord[]>(`/api/meters?property_id=${propertyId}&q=WZ-4`);
        expect(gateway).toMatchObject([
          { source_type: 'gateway', gateway_id: 'GW-HAUS', gateway_channel: '7' },
        ]);
      },
      { signedInAs: suite.server.logins.customer },
    ));

  it('offers employees, who read the table, no meter actions', () =>
    withSchemePage(
      suite,
      'light',
      async (page) => {
        const { propertyId } = await house();
        await page.goto(`/customer/readings?property_id=${propertyId}&year=2025`);
        await rowOf(page, 'WZ-1').waitFor();
        expect(await page.getByRole('button', { name: texts.editMeter.action('WZ-1') }).count()).toBe(0);
        expect(await page.getByRole('button', { name: texts.deleteMeter.action('WZ-1') }).count()).toBe(0);
        expect(await page.getByRole('columnheader', { name: texts.actions }).count()).toBe(0);
      },
      { signedInAs: suite.server.logins.employee },
    ));
});
