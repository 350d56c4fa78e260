import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  fieldEditTexts,
  meterDetailTexts,
  propertyDetailTexts as texts,
} from '../../src/domain/texts/index.ts';
import type { PropertyRecord, TenantRecord } from '../../src/domain/schemas/records.ts';
import type { MeterRecord } from '../../src/domain/schemas/meters.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();
let token = '';

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${suite.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A fresh property of the second landlord, so tests never share tenants or meters. */
async function newProperty(street: string): Promise<PropertyRecord> {
  return api<PropertyRecord>(`/api/customers/${suite.server.app.other.customerId}/properties`, {
    method: 'POST',
    body: { street, house_number: '3', zip: '20457', city: 'Hamburg', heating_system: 'Gasheizung' },
  });
}

beforeAll(async () => {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(suite.server.logins.admin),
  });
  token = ((await res.json()) as { token: string }).token;
});

async function openProperty(page: Page, id: number) {
  await signIn(page, suite.server.logins.admin);
  await page.goto(`/admin/property-detail?id=${id}`);
  await page.getByRole('heading', { level: 2, name: texts.tenantsHeading }).waitFor();
}

const tenantSection = (page: Page) => page.getByRole('region', { name: texts.tenantsHeading });
const tenantNames = (page: Page) =>
  tenantSection(page)
    .locator('li')
    .evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent));

describe('admin property detail', () => {
  it('adds tenants with the form’s rules, reorders them in sort mode and deletes one in three steps', () =>
    withPage(suite, DESKTOP, async (page) => {
      const property = await newProperty('Mieterweg');
      await openProperty(page, property.id);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Mieterweg 3');
      await tenantSection(page).getByText(texts.noTenants).waitFor();

      const section = tenantSection(page);
      await section.getByRole('button', { name: texts.addTenant }).click();
      const form = section.locator('form');
      await expect
        .poll(() => form.getByLabel(texts.moveIn).inputValue())
        .toBe(`01.01.${new Date().getFullYear()}`);
      await form.getByRole('button', { name: texts.addTenant }).click();
      await section.getByRole('alert').getByText(texts.tenantLastNameRequired).waitFor();
      await form.getByLabel(texts.lastName).fill('Albers');
      await form.getByRole('button', { name: texts.addTenant }).click();
      await section
        .getByRole('alert')
        .getByText('Bitte E‑Mail-Adresse angeben (Zustellmethode E‑Mail).')
        .waitFor();
      await form.getByLabel(texts.email).fill('albers@example.de');
      await form.getByLabel(texts.area).fill('54,5');
      await form.getByRole('button', { name: texts.addTenant }).click();
      await section.getByText(texts.tenantCreated).waitFor();

      for (const name of ['Brandt', 'Claußen']) {
        await section.getByRole('button', { name: texts.addTenant }).click();
        await section.locator('form').getByLabel(texts.lastName).fill(name);
        await section.locator('form').getByLabel(texts.email).fill(`${name.toLowerCase()}@example.de`);
        await section.locator('form').getByRole('button', { name: texts.addTenant }).click();
        await section.getByText(name, { exact: true }).waitFor();
      }
      expect(await tenantNames(page)).toEqual(['Albers', 'Brandt', 'Claußen']);

      await section.getByRole('switch', { name: texts.sortMode }).click();
      await section.getByText(texts.sortModeOn).waitFor();
      await section.getByRole('button', { name: texts.moveUp('Claußen') }).click();
      await section.getByText(texts.orderSaved).waitFor();
      await expect.poll(() => tenantNames(page)).toEqual(['Albers', 'Claußen', 'Brandt']);
      const stored = await api<TenantRecord[]>(`/api/properties/${property.id}/tenants`);
      expect(stored.map((t) => t.last_name)).toEqual(['Albers', 'Claußen', 'Brandt']);
      await section.getByRole('switch', { name: texts.sortMode }).click();

      await section.getByRole('button', { name: `${texts.delete}: Brandt` }).click();
      await section.getByRole('button', { name: texts.confirmArmed }).click();
      await section.getByRole('button', { name: texts.confirm }).click();
      await section.getByText(texts.tenantDeleted).waitFor();
      await expect.poll(() => tenantNames(page)).toEqual(['Albers', 'Claußen']);
    }));

  it('opens the tenant named in the link for editing and saves it', () =>
    withPage(suite, DESKTOP, async (page) => {
      const property = await newProperty('Editweg');
      const tenant = await api<TenantRecord>(`/api/properties/${property.id}/tenants`, {
        method: 'POST',
        body: { last_name: 'Dahl', delivery_method: 'post' },
      });
      await signIn(page, suite.server.logins.admin);
      await page.goto(`/admin/property-detail?id=${property.id}&tenant_id=${tenant.id}`);
      const form = tenantSection(page).locator('form');
      await expect.poll(() => form.getByLabel(texts.lastName).inputValue()).toBe('Dahl');
      await form.getByLabel(texts.area).fill('-3');
      await form.getByRole('button', { name: texts.save }).click();
      await tenantSection(page).getByText('Fläche darf nicht negativ sein.').waitFor();
      await form.getByLabel(texts.area).fill('71,25');
      await form.getByRole('button', { name: texts.save }).click();
      await tenantSection(page).getByText(texts.saved).waitFor();
      expect((await api<TenantRecord>(`/api/tenants/${tenant.id}`)).area_m2).toBe(71.25);
    }));

  it('ends the property after the question, sets move-outs, and reactivates it', () =>
    withPage(suite, DESKTOP, async (page) => {
      const property = await newProperty('Endeweg');
      await api(`/api/properties/${property.id}/tenants`, {
        method: 'POST',
        body: { last_name: 'Ewers', delivery_method: 'post', move_in: '2025-01-01' },
      });
      await openProperty(page, property.id);
      const life = page.getByRole('region', { name: texts.lifeHeading });
      await life.getByLabel(texts.endDate).fill('');
      await life.getByRole('button', { name: texts.end }).click();
      await life.getByText(texts.endDateRequired).waitFor();
      await life.getByLabel(texts.endDate).fill('30.06.2026');
      await life.getByRole('button', { name: texts.end }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(texts.endQuestion('30.06.2026')).waitFor();
      await dialog.getByRole('button', { name: texts.endConfirm }).click();
      await life.getByText(texts.endDone).waitFor();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(`Endeweg 3 ${texts.ended}`);
      const [tenant] = await api<TenantRecord[]>(`/api/properties/${property.id}/tenants`);
      expect(tenant!.move_out).toBe('2026-06-30');

      await life.getByRole('button', { name: texts.reactivate }).click();
      await page.getByRole('dialog').getByText(texts.reactivateInfo).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: texts.reactivateContinue }).click();
      await page.getByRole('dialog').getByText(texts.reactivateQuestion).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: texts.reactivate }).click();
      await life.getByText(texts.reactivateDone).waitFor();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Endeweg 3');
    }));

  it('adds meters (naming what is missing) and the default cost categories', () =>
    withPage(suite, DESKTOP, async (page) => {
      const property = await newProperty('Zählerweg');
      await openProperty(page, property.id);
      const meters = page.getByRole('region', { name: texts.metersHeading });
      await meters.getByText(texts.noMeters).waitFor();
      const form = meters.getByRole('form', { name: texts.addMeter });
      await form.getByRole('button', { name: texts.addMeter }).click();
      await meters
        .getByText(
          'Bitte folgende Angaben ergänzen: Zählerart, Zuweisung, Zählernummer, Gateway-ID, Gateway-Kanal.',
        )
        .waitFor();
      await form.getByRole('textbox', { name: texts.meterType }).click();
      await page.getByRole('option', { name: 'Stromzähler', exact: true }).click();
      await form.getByRole('textbox', { name: texts.assignment }).click();
      await page.getByRole('option', { name: 'Allgemeinstrom' }).click();
      await form.getByLabel(texts.meterNumber).fill('S-77');
      await form.getByRole('textbox', { name: texts.source }).click();
      await page.getByRole('option', { name: texts.sourceManual }).click();
      // Only a water meter can be a hot-water meter.
      expect(await form.getByRole('checkbox', { name: texts.hotWater }).count()).toBe(0);
      await form.getByRole('button', { name: texts.addMeter }).click();
      await meters.getByRole('link', { name: 'S-77' }).waitFor();
      // The next meter is often of the same kind: the source stays as chosen.
      expect(await form.getByRole('textbox', { name: texts.source }).inputValue()).toBe(texts.sourceManual);
      const [meter] = await api<MeterRecord[]>(`/api/meters?property_id=${property.id}`);
      expect(meter).toMatchObject({ meter_type: 'Stromzähler', unit: 'kWh', source_type: 'manual' });

      await form.getByRole('textbox', { name: texts.meterType }).click();
      await page.getByRole('option', { name: 'Wasserzähler', exact: true }).click();
      await form.getByRole('textbox', { name: texts.assignment }).click();
      await page.getByRole('option', { name: 'Gewerbe' }).click();
      await form.getByLabel(texts.meterNumber).fill('WW-1');
      await form.getByRole('textbox', { name: texts.source }).click();
      await page.getByRole('option', { name: texts.sourceManual }).click();
      await form.getByRole('checkbox', { name: texts.hotWater }).check();
      await form.getByRole('button', { name: texts.addMeter }).click();
      await meters.getByRole('link', { name: 'WW-1' }).waitFor();
      await meters.getByText('Wasserzähler (Warmwasser)').waitFor();
      const water = (await api<MeterRecord[]>(`/api/meters?property_id=${property.id}`)).find(
        (m) => m.meter_number === 'WW-1',
      );
      expect(water).toMatchObject({ meter_type: 'Wasserzähler', hot_water: true });

      const categories = page.getByRole('region', { name: texts.categoriesHeading });
      await categories.getByRole('button', { name: texts.addDefaults }).click();
      await categories.getByText(texts.defaultsAdded).waitFor();
      await categories.getByText('Straßenreinigung').waitFor();
    }));
});

describe('admin meter detail', () => {
  it('takes readings in German notation, edits and deletes them, and sums the year', () =>
    withPage(suite, DESKTOP, async (page) => {
      const property = await newProperty('Ablesegasse');
      const meter = await api<MeterRecord>('/api/meters', {
        method: 'POST',
        body: {
          property_id: property.id,
          meter_type: 'Wärmemengenzähler',
          meter_number: 'W-1',
          assignment_label: 'Allgemeinheizung',
          source_type: 'manual',
        },
      });
      await api(`/api/meters/${meter.id}/readings`, {
        method: 'POST',
        body: { reading_value: '1000', reading_date: '2024-12-31' },
      });
      await signIn(page, suite.server.logins.admin);
      await page.goto(`/admin/meter-detail?id=${meter.id}`);
      await page.getByRole('heading', { level: 1, name: 'Wärmemengenzähler W-1' }).waitFor();

      const readings = page.getByRole('region', { name: meterDetailTexts.readingsHeading });
      const add = readings.getByRole('form', { name: meterDetailTexts.addReading });
      await add.getByLabel(meterDetailTexts.date, { exact: true }).fill('31.12.2025');
      await add.getByLabel(meterDetailTexts.value, { exact: true }).fill('10.000.000');
      await add.getByRole('button', { name: meterDetailTexts.add }).click();
      await readings.getByText('Wert ist zu groß. Maximal 9.999.999,999.').waitFor();
      await add.getByLabel(meterDetailTexts.value, { exact: true }).fill('1.234,5678');
      await add.getByRole('button', { name: meterDetailTexts.add }).click();
      await readings.getByText(meterDetailTexts.readingAdded).waitFor();
      await readings.getByText('1.234,568 kWh').waitFor();

      const consumption = page.getByRole('region', { name: meterDetailTexts.consumptionHeading });
      await consumption.getByText('234,568 kWh').waitFor();

      await readings.getByText(meterDetailTexts.sortAscending).click();
      await expect.poll(() => readings.locator('li').first().textContent()).toContain('31.12.2024');

      await readings.getByRole('button', { name: meterDetailTexts.showActions('31.12.2025') }).click();
      await readings.getByRole('button', { name: meterDetailTexts.edit }).click();
      await readings.locator('li').getByLabel(meterDetailTexts.value, { exact: true }).fill('1.300');
      await readings.getByRole('button', { name: meterDetailTexts.save }).click();
      await readings.getByText(meterDetailTexts.readingSaved).waitFor();
      await consumption.getByText('300 kWh').waitFor();

      await readings.getByRole('button', { name: meterDetailTexts.showActions('31.12.2025') }).click();
      await readings.getByRole('button', { name: `${meterDetailTexts.delete}: 31.12.2025` }).click();
      await readings.getByRole('button', { name: meterDetailTexts.confirmArmed }).click();
      await readings.getByRole('button', { name: meterDetailTexts.confirm }).click();
      await readings.getByText(meterDetailTexts.readingDeleted).waitFor();
      await expect.poll(() => readings.locator('li').count()).toBe(1);
    }));

  it('edits a field in place with confirmation, and reverts when left unconfirmed', () =>
    withPage(suite, DESKTOP, async (page) => {
      const property = await newProperty('Feldweg');
      const meter = await api<MeterRecord>('/api/meters', {
        method: 'POST',
        body: {
          property_id: property.id,
          meter_type: 'Wasserzähler',
          meter_number: 'WZ-1',
          assignment_label: 'Gewerbe',
          source_type: 'manual',
        },
      });
      await signIn(page, suite.server.logins.admin);
      await page.goto(`/admin/meter-detail?id=${meter.id}`);
      const number = page.getByLabel(texts.meterNumber);
      await number.fill('WZ-2');
      await page.getByRole('button', { name: fieldEditTexts.confirm }).click();
      await page.getByRole('status', { name: fieldEditTexts.saved }).waitFor();
      await expect
        .poll(async () => (await api<MeterRecord>(`/api/meters/${meter.id}`)).meter_number)
        .toBe('WZ-2');

      await number.fill('WZ-3');
      await page.getByRole('heading', { level: 1 }).click();
      await expect.poll(() => number.inputValue()).toBe('WZ-2');
      expect((await api<MeterRecord>(`/api/meters/${meter.id}`)).meter_number).toBe('WZ-2');

      const hotWater = page.getByRole('checkbox', { name: texts.hotWater });
      await hotWater.check();
      await page.getByRole('heading', { level: 1, name: 'Wasserzähler (Warmwasser) WZ-2' }).waitFor();
      expect((await api<MeterRecord>(`/api/meters/${meter.id}`)).hot_water).toBe(true);

      // A save that does not get through: the box goes back to what is stored and says why.
      await page.route(`**/api/meters/${meter.id}`, (route) =>
        route.request().method() === 'PUT' ? route.abort() : route.fallback(),
      );
      await hotWater.click();
      await page.getByText(meterDetailTexts.fieldSaveError).waitFor();
      await expect.poll(() => hotWater.isChecked()).toBe(true);
      expect((await api<MeterRecord>(`/api/meters/${meter.id}`)).hot_water).toBe(true);
    }));

  it('says when no meter is chosen and syncs a gateway meter with the stored reason', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.admin);
      await page.goto('/admin/meter-detail?id=999999');
      await page.getByRole('heading', { level: 1, name: meterDetailTexts.notFound }).waitFor();
      await page.getByText(meterDetailTexts.notFoundHelp).waitFor();

      const property = await newProperty('Gatewaystraße');
      const meter = await api<MeterRecord>('/api/meters', {
        method: 'POST',
        body: {
          property_id: property.id,
          meter_type: 'Stromzähler',
          meter_number: 'GW-9',
          assignment_label: 'Allgemeinstrom',
          gateway_id: 'gw-1',
          gateway_channel: '2',
        },
      });
      await page.goto(`/admin/meter-detail?id=${meter.id}`);
      await page.getByText(meterDetailTexts.gatewayNoManual).waitFor();
      await page.getByRole('button', { name: meterDetailTexts.sync }).click();
      await page
        .getByRole('alert')
        .getByText(`${meterDetailTexts.syncFailed}: Kein Gateway konfiguriert`)
        .waitFor();
    }));
});
