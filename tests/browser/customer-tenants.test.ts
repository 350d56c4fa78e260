import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  customerTenantMessages as messages,
  customerTenantTexts as texts,
  fieldEditTexts,
  linkedPropertyTexts,
  tenancyDwellingTexts,
  tenantTexts,
} from '../../src/domain/texts/index.ts';
import type { PropertyRecord, TenantRecord } from '../../src/domain/schemas/records.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();
const tokens = { admin: '', customer: '' };
let landlordId = 0;

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; as?: keyof typeof tokens } = {},
) {
  const res = await fetch(`${suite.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${tokens[init.as ?? 'admin']}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function login(credentials: { username: string; password: string }) {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return ((await res.json()) as { token: string }).token;
}

const person = {
  salutation: 'Frau',
  first_name: 'Lena',
  street_house_no: 'Birkenweg 4',
  zipcode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  delivery_method: 'post',
};

/** A fresh property of the demo landlord with one tenant, so tests never share rows. */
async function propertyWithTenant(street: string, lastName: string) {
  const property = await api<PropertyRecord>(`/api/customers/${landlordId}/properties`, {
    method: 'POST',
    body: { street, house_number: '4', zip: '10115', city: 'Berlin', heating_system: 'Gasheizung' },
  });
  const tenant = await api<TenantRecord>(`/api/customer/properties/${property.id}/tenants`, {
    method: 'POST',
    as: 'customer',
    body: { ...person, last_name: lastName, floor: 'EG', move_in: '2020-01-01', area_m2: '60' },
  });
  return { property, tenant };
}

const tenantsOf = (propertyId: number) => api<TenantRecord[]>(`/api/properties/${propertyId}/tenants`);

beforeAll(async () => {
  tokens.admin = await login(suite.server.logins.admin);
  tokens.customer = await login(suite.server.logins.customer);
  const customers = await api<Array<{ id: number }>>('/api/customers', { as: 'customer' });
  landlordId = customers[0]!.id;
});

async function openScreen(page: Page, propertyId: number, as: 'customer' | 'admin' = 'customer') {
  await signIn(page, suite.server.logins[as]);
  await page.goto(`/customer/tenants?property_id=${propertyId}`);
  await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
}

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

async function fillSuccessor(page: Page, dialogName: string, lastName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: texts.createSuccessor }).click();
  await dialog.getByRole('alert').getByText('Bitte Anrede wählen.').waitFor();
  await dialog.getByRole('textbox', { name: texts.salutation }).click();
  await page.getByRole('option', { name: 'Herr', exact: true }).click();
  await dialog.getByRole('textbox', { name: texts.lastName }).fill(lastName);
  await dialog.getByRole('textbox', { name: texts.delivery }).click();
  await page.getByRole('option', { name: texts.deliveryPost }).click();
  await dialog.getByRole('button', { name: texts.createSuccessor }).click();
}

describe('Mieter verwalten', () => {
  it('reports a move-out and creates the successor from the next day in one save', () =>
    withPage(suite, DESKTOP, async (page) => {
      const { property, tenant } = await propertyWithTenant('Auszugsweg', 'Berger');
      await openScreen(page, property.id);
      await page.getByRole('heading', { name: texts.propertyHeading }).waitFor();
      await page.getByText('Auszugsweg', { exact: true }).waitFor();
      await page.getByRole('button', { name: texts.editOf('Lena Berger') }).click();
      // Only an admin may delete a move-out; the landlord reports one.
      await page.getByRole('button', { name: texts.reportMoveOut }).click();
      const date = page.getByRole('textbox', { name: texts.moveOutDate });
      await expect.poll(() => date.inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      await date.fill('31.12.2019');
      await page.getByRole('button', { name: texts.moveOutConfirm }).click();
      await page.getByText('Auszug darf nicht vor Einzug liegen. Bitte Datum anpassen.').waitFor();
      await date.fill('30.06.2026');
      await page.getByRole('button', { name: texts.moveOutConfirm }).click();
      const dialog = page.getByRole('dialog', { name: texts.afterMoveOutTitle });
      await dialog.getByText(texts.successorFrom('01.07.2026')).waitFor();
      // Nothing is saved before the successor exists.
      expect((await tenantsOf(property.id)).find((t) => t.id === tenant.id)?.move_out).toBeNull();
      await fillSuccessor(page, texts.afterMoveOutTitle, 'Neumann');
      await page.getByRole('status').getByText(messages.tenantCreatedMoveOut).waitFor();
      const list = await tenantsOf(property.id);
      expect(list.find((t) => t.id === tenant.id)?.move_out).toBe('2026-06-30');
      expect(list.find((t) => t.last_name === 'Neumann')).toMatchObject({
        move_in: '2026-07-01',
        floor: 'EG',
      });
      await row(page, 'Neumann').waitFor();
      expect(await page.getByRole('button', { name: new RegExp(texts.deleteMoveOut) }).count()).toBe(0);
    }));

  it('creates a vacancy after a move-out, and ends the vacancy only with a new tenant', () =>
    withPage(suite, DESKTOP, async (page) => {
      const { property, tenant } = await propertyWithTenant('Leerstandsweg', 'Vogel');
      await openScreen(page, property.id);
      await page.getByRole('button', { name: texts.editOf('Lena Vogel') }).click();
      await page.getByRole('button', { name: texts.reportMoveOut }).click();
      await page.getByRole('textbox', { name: texts.moveOutDate }).fill('31.03.2026');
      await page.getByRole('button', { name: texts.moveOutConfirm }).click();
      const dialog = page.getByRole('dialog', { name: texts.afterMoveOutTitle });
      await dialog.getByRole('radio', { name: texts.vacancyOption }).check();
      await dialog.getByRole('button', { name: texts.createVacancy }).click();
      await page.getByRole('status').getByText(messages.vacancyCreatedMoveOut).waitFor();
      expect((await tenantsOf(property.id)).find((t) => t.id === tenant.id)?.move_out).toBe('2026-03-31');

      // Vacancies are hidden until shown; then the vacancy ends with a new tenant only.
      expect(await row(page, texts.vacancy).count()).toBe(0);
      await page.getByRole('switch', { name: texts.showVacancies }).focus();
      await page.keyboard.press('Space');
      const vacancy = row(page, texts.vacancy);
      await vacancy.getByRole('button', { name: texts.endVacancy }).click();
      await vacancy.getByRole('textbox', { name: texts.vacancyEndDate }).fill('30.09.2026');
      await vacancy.getByRole('button', { name: texts.moveOutConfirm }).click();
      const after = page.getByRole('dialog', { name: texts.afterVacancyTitle });
      await after.getByText(texts.successorFrom('01.10.2026')).waitFor();
      expect(await after.getByRole('radio').count()).toBe(0);
      await fillSuccessor(page, texts.afterVacancyTitle, 'Sommer');
      await page.getByRole('status').getByText(messages.tenantCreatedMoveOut).waitFor();
      const list = await tenantsOf(property.id);
      expect(list.find((t) => t.is_vacancy)).toMatchObject({ move_in: '2026-04-01', move_out: '2026-09-30' });
      expect(list.find((t) => t.last_name === 'Sommer')).toMatchObject({ move_in: '2026-10-01' });
    }));

  it('lets the admin delete a move-out, which deletes the successor and reactivates the predecessor', () =>
    withPage(suite, DESKTOP, async (page) => {
      const { property, tenant } = await propertyWithTenant('Rückweg', 'Klein');
      await api(`/api/customer/properties/${property.id}/tenants`, {
        method: 'POST',
        as: 'customer',
        body: { ...person, last_name: 'Folger', move_in: '2026-05-01', predecessor_id: tenant.id },
      });
      await openScreen(page, property.id, 'admin');
      await row(page, 'Folger').waitFor();
      await page.getByRole('button', { name: texts.editOf('Lena Klein') }).click();
      await page.getByRole('button', { name: `${texts.deleteMoveOut}: Lena Klein` }).click();
      await page.getByRole('button', { name: texts.deleteArmed }).click();
      await page.getByRole('button', { name: texts.deleteConfirm }).click();
      await page.getByRole('status').getByText(messages.moveOutDeleted).waitFor();
      await expect.poll(async () => row(page, 'Folger').count()).toBe(0);
      const list = await tenantsOf(property.id);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: tenant.id, move_out: null });
      await page.getByRole('button', { name: texts.reportMoveOut }).waitFor();
    }));

  it('saves a field on blur with a green check, the area after confirmation and the advance × 12', () =>
    withPage(suite, DESKTOP, async (page) => {
      const { property, tenant } = await propertyWithTenant('Feldweg', 'Roth');
      await openScreen(page, property.id);
      await page.getByRole('button', { name: texts.editOf('Lena Roth') }).click();
      const panel = page.getByRole('group', { name: texts.editOf('Lena Roth') });
      const phone = panel.getByRole('textbox', { name: texts.phone });
      await phone.fill('030 555 12');
      await phone.press('Tab');
      await panel.getByRole('status', { name: fieldEditTexts.saved }).waitFor();
      await expect
        .poll(async () => (await tenantsOf(property.id)).find((t) => t.id === tenant.id)?.phone_number)
        .toBe('030 555 12');

      const email = panel.getByRole('textbox', { name: texts.email });
      await email.fill('kein-at');
      await email.press('Tab');
      await panel.getByRole('alert').getByText('E-Mail ungültig.').waitFor();
      await email.press('Escape');

      const area = panel.getByRole('textbox', { name: texts.area });
      await area.fill('72,5');
      await panel.getByRole('button', { name: texts.areaConfirm }).click();
      await page.getByRole('status').getByText(texts.areaSaved).waitFor();
      expect((await tenantsOf(property.id)).find((t) => t.id === tenant.id)?.area_m2).toBe(72.5);

      const monthly = panel.getByRole('textbox', { name: texts.monthlyAdvance });
      await monthly.fill('150,50');
      await panel.getByText(texts.yearlyTotal('1.806,00\u00a0€')).waitFor();
      await panel.getByRole('button', { name: texts.advanceConfirm }).click();
      await page.getByRole('status').getByText(texts.advanceSaved).waitFor();
      expect((await tenantsOf(property.id)).find((t) => t.id === tenant.id)?.annual_advance_cents).toBe(
        180_600,
      );
    }));

  it('says when no property is selected', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto('/customer/tenants?property_id=999999');
      await page.getByRole('alert').getByText(linkedPropertyTexts.missingOrArchived).waitFor();
    }));
});

describe('Mieter verwalten, the remaining controls', () => {
  it('moves a tenant down in sort mode and saves the order at once', () =>
    withPage(suite, DESKTOP, async (page) => {
      const { property } = await propertyWithTenant('Sortierweg', 'Adam');
      await api(`/api/customer/properties/${property.id}/tenants`, {
        method: 'POST',
        as: 'customer',
        body: { ...person, last_name: 'Berg', floor: 'OG', move_in: '2020-01-01' },
      });
      await openScreen(page, property.id);
      await page.getByRole('switch', { name: texts.sortMode }).click();
      await page.getByRole('button', { name: texts.moveDown('Lena Adam') }).click();
      await page.getByRole('status').getByText(texts.orderSaved).waitFor();
      await expect
        .poll(async () => (await tenantsOf(property.id)).map((t) => t.last_name))
        .toEqual(['Berg', 'Adam']);
    }));

  it('turns Firma on with a company name and off again, which clears it', () =>
    withPage(suite, DESKTOP, async (page) => {
      const { property, tenant } = await propertyWithTenant('Firmenweg', 'Kaufmann');
      await openScreen(page, property.id);
      await page.getByRole('button', { name: texts.editOf('Lena Kaufmann') }).click();
      const panel = page.getByRole('group', { name: texts.editOf('Lena Kaufmann') });
      await panel.getByRole('switch', { name: texts.companySwitch }).click();
      const company = panel.getByRole('textbox', { name: texts.companyName });
      await company.fill('Kaufmann GmbH');
      await company.press('Tab');
      await expect
        .poll(async () => (await tenantsOf(property.id)).find((t) => t.id === tenant.id)?.company)
        .toBe('Kaufmann GmbH');
      await panel.getByRole('switch', { name: texts.companySwitch }).click();
      expect(await panel.getByRole('textbox', { name: texts.companyName }).count()).toBe(0);
      await expect
        .poll(async () => (await tenantsOf(property.id)).find((t) => t.id === tenant.id)?.company)
        .toBeNull();
    }));

  it('adds up the monthly parts in the calculator, and reverts an unconfirmed area after ten seconds', () =>
    withPage(suite, DESKTOP, async (page) => {
      const { property, tenant } = await propertyWithTenant('Rechnerweg', 'Zahl');
      await openScreen(page, property.id);
      await page.getByRole('button', { name: texts.editOf('Lena Zahl') }).click();
      const panel = page.getByRole('group', { name: texts.editOf('Lena Zahl') });
      await panel.getByRole('button', { name: texts.calculator }).click();
      const calculator = page.getByRole('dialog', { name: texts.calculatorTitle });
      await calculator.getByRole('textbox', { name: texts.calculatorItem(1) }).fill('80,25');
      await calculator.getByRole('textbox', { name: texts.calculatorItem(2) }).fill('19,75');
      await calculator.getByText(texts.calculatorSum('100,00\u00a0€')).waitFor();
      await calculator.getByRole('button', { name: texts.calculatorApply }).click();
      const monthly = panel.getByRole('textbox', { name: texts.monthlyAdvance });
      await expect.poll(() => monthly.inputValue()).toBe('100,00');
      await panel.getByText(texts.yearlyTotal('1.200,00\u00a0€')).waitFor();

      // An area typed but not confirmed goes back to the stored one after ten seconds.
      const area = panel.getByRole('textbox', { name: texts.area });
      await area.fill('99');
      await panel.getByText(texts.areaReverted).waitFor({ timeout: 20_000 });
      await expect.poll(() => area.inputValue()).toBe('60');
      expect((await tenantsOf(property.id)).find((t) => t.id === tenant.id)?.area_m2).toBe(60);
    }));

  it('lets the admin delete a vacancy, which gives the tenant before it its open end back', () =>
    withPage(suite, DESKTOP, async (page) => {
      const { property, tenant } = await propertyWithTenant('Leerweg', 'Frei');
      await api(`/api/customer/properties/${property.id}/tenants`, {
        method: 'POST',
        as: 'customer',
        body: { last_name: 'Leerstand', move_in: '2026-04-01', predecessor_id: tenant.id },
      });
      await openScreen(page, property.id, 'admin');
      await page.getByRole('switch', { name: texts.showVacancies }).click();
      const vacancy = row(page, texts.vacancy);
      await vacancy.getByRole('button', { name: `${texts.deleteVacancy}: 01.04.2026` }).click();
      await vacancy.getByRole('button', { name: texts.deleteArmed }).click();
      await vacancy.getByRole('button', { name: texts.deleteConfirm }).click();
      await expect.poll(async () => (await tenantsOf(property.id)).length).toBe(1);
      expect((await tenantsOf(property.id))[0]).toMatchObject({ id: tenant.id, move_out: null });
    }));
  it('adds a tenant with its move-in date into an existing dwelling and shows the vacancy before it', () =>
    withPage(suite, DESKTOP, async (page) => {
      const { property, tenant } = await propertyWithTenant('Einzugsweg', 'Vormieter');
      await api(`/api/tenants/${tenant.id}/move_out`, {
        method: 'PUT',
        as: 'customer',
        body: { move_out: '2025-12-31' },
      });
      // The dwellings' own call answers { id, label, area_m2, … }; the form needs only these.
      await page.route(`**/api/properties/${property.id}/dwellings`, (route) =>
        route.fulfill({ json: [{ id: tenant.dwelling_id, label: 'EG', area_m2: 60 }] }),
      );
      await openScreen(page, property.id);
      await page.getByRole('button', { name: texts.addTenant }).click();
      const form = page.getByRole('form', { name: texts.addTenantHeading });
      await form.getByRole('textbox', { name: texts.salutation }).click();
      await page.getByRole('option', { name: 'Herr', exact: true }).click();
      await form.getByRole('textbox', { name: texts.lastName }).fill('Krüger');
      await form.getByRole('textbox', { name: texts.delivery }).click();
      await page.getByRole('option', { name: texts.deliveryPost }).click();
      const moveIn = form.getByRole('textbox', { name: texts.moveIn });
      await expect.poll(() => moveIn.inputValue()).toMatch(/^01\.01\.\d{4}$/);
      await moveIn.fill('31.02.2026');
      await form.getByRole('button', { name: texts.addTenant }).click();
      await form.getByRole('alert').getByText(tenantTexts.dateInvalid).waitFor();
      await moveIn.fill('01.03.2026');
      await form.getByRole('textbox', { name: tenancyDwellingTexts.dwelling }).click();
      await page.getByRole('option', { name: 'EG', exact: true }).click();
      await form.getByRole('button', { name: texts.addTenant }).click();
      await page.getByRole('status').getByText(texts.tenantCreated).waitFor();
      expect((await tenantsOf(property.id)).find((t) => t.last_name === 'Krüger')).toMatchObject({
        move_in: '2026-03-01',
        dwelling_id: tenant.dwelling_id,
        dwelling_label: 'EG',
        area_m2: 60,
      });
      await page.getByRole('button', { name: tenancyDwellingTexts.occupancyShow }).click();
      await page.getByRole('textbox', { name: tenancyDwellingTexts.occupancyYear }).click();
      await page.getByRole('option', { name: '2026', exact: true }).click();
      await page.getByText('Leerstand 01.01.–28.02. · Krüger 01.03.–31.12.').waitFor();
    }));
});
