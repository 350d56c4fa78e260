import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  adminCustomerTexts,
  armedTexts,
  costDataTexts,
  customerTexts,
  meterDetailTexts,
  userEditTexts,
  validationTexts,
} from '../../src/domain/texts/index.ts';
import type { PropertyRecord, TenantRecord, UserRecord } from '../../src/domain/schemas/records.ts';
import { paths } from '../../src/web/routing/paths.ts';
import { browserSuite, DESKTOP, pathname, signIn, withPage } from '../helpers/browser.ts';
import { demoProperties, enter, propertyAt } from './costs-support.ts';

const suite = browserSuite();
const lastYear = new Date().getFullYear() - 1;
const tokens = { admin: '', customer: '' };
let leipzig: PropertyRecord;

async function tokenOf(credentials: { username: string; password: string }) {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return ((await res.json()) as { token: string }).token;
}

async function api(token: string, path: string, init: RequestInit = {}) {
  return fetch(`${suite.server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
}

async function json<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await api(token, path, init);
  expect(res.ok, path).toBe(true);
  return (await res.json()) as T;
}

beforeAll(async () => {
  tokens.admin = await tokenOf(suite.server.logins.admin);
  tokens.customer = await tokenOf(suite.server.logins.customer);
  leipzig = propertyAt(await demoProperties(suite), 'Am Stadtpark');
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('admin meter screen', () => {
  it('shows no meter without an id, even after a list of meters was drawn; a clicked one is kept', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.admin);
      await page.evaluate(() => window.sessionStorage.clear());
      await page.goto(`${paths.adminPropertyDetail}?id=${leipzig.id}`);
      const meterLinks = page.locator(`a[href^="${paths.adminMeterDetail}"]`);
      await meterLinks.first().waitFor();
      expect(await meterLinks.count()).toBeGreaterThan(0);

      await page.goto(paths.adminMeterDetail);
      await heading(page, meterDetailTexts.notFound);
      await page.getByText(meterDetailTexts.notFoundHelp).waitFor();

      // Chosen by a click, the meter is what the screen opens later without an id.
      await page.goto(`${paths.adminPropertyDetail}?id=${leipzig.id}`);
      const first = meterLinks.first();
      const number = (await first.textContent())!.trim();
      await first.click();
      await page.waitForURL((url) => url.pathname === paths.adminMeterDetail);
      await page.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();
      await page.goto(paths.adminMeterDetail);
      await page.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();
    }));
});

describe('admin user edit', () => {
  it('offers the company checkbox for the landlord record only', () =>
    withPage(suite, DESKTOP, async (page) => {
      const tenant = (await json<TenantRecord[]>(tokens.admin, `/api/properties/${leipzig.id}/tenants`))[0]!;
      const admin = (await json<UserRecord[]>(tokens.admin, '/api/users?q=admin')).find(
        (u) => u.username === 'admin',
      )!;
      await signIn(page, suite.server.logins.admin);

      await page.goto(`${paths.adminUserEdit}?kind=customer&id=${leipzig.customer_id}`);
      await page.getByLabel(userEditTexts.isCompany).waitFor();

      await page.goto(`${paths.adminUserEdit}?kind=tenant&id=${tenant.id}`);
      await page.getByLabel(userEditTexts.floor).waitFor();
      expect(await page.getByLabel(userEditTexts.isCompany).count()).toBe(0);

      await page.goto(`${paths.adminUserEdit}?kind=admin&id=${admin.id}`);
      await page.getByText(userEditTexts.loginOnlyHint).waitFor();
      expect(await page.getByLabel(userEditTexts.isCompany).count()).toBe(0);
    }));
});

describe('admin customer detail', () => {
  const deleteButton = (page: Page) => page.getByRole('button', { name: adminCustomerTexts.detail.delete });

  async function armAndDelete(page: Page) {
    await deleteButton(page).click();
    await page.getByRole('button', { name: armedTexts.confirm }).click();
    await page.getByRole('button', { name: armedTexts.reallySure }).click();
  }

  it('deletes a customer without properties and says so when one cannot be deleted', () =>
    withPage(suite, DESKTOP, async (page) => {
      const created = await json<{ id: number }>(tokens.admin, '/api/customers', {
        method: 'POST',
        body: JSON.stringify({ last_name: 'Löschbar' }),
      });
      await signIn(page, suite.server.logins.admin);
      await page.goto(`${paths.adminCustomerDetail}?id=${created.id}`);
      await heading(page, 'Löschbar');
      await armAndDelete(page);
      await page.waitForURL((url) => url.pathname === paths.adminCustomers);
      expect((await api(tokens.admin, `/api/customers/${created.id}`)).status).toBe(404);

      // The demo landlord still has properties: the spec's sentence, and the reason.
      await page.goto(`${paths.adminCustomerDetail}?id=${leipzig.customer_id}`);
      await deleteButton(page).waitFor();
      await armAndDelete(page);
      const alert = page.getByRole('alert').filter({ hasText: adminCustomerTexts.detail.deleteFailed });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(customerTexts.hasProperties);
      expect(pathname(page)).toBe(paths.adminCustomerDetail);
    }));

  it('names a failed open of the customer details', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.admin);
      await page.route(`**/api/customers/${leipzig.customer_id}`, (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
      );
      await page.goto(`${paths.adminCustomerDetail}?id=${leipzig.customer_id}`);
      await page.getByText(adminCustomerTexts.detail.openFailed).waitFor();
    }));
});

describe('cost screen', () => {
  it('saves area and advance to the tenant, names a missing area and shows the address without its country', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto(`${paths.customerCostsData}?property_id=${leipzig.id}&year=${lastYear}`);
      await page.getByRole('heading', { name: costDataTexts.sections.tenants }).waitFor();
      const shortAddress = leipzig.address.replace(/, Deutschland$/, '');
      expect(shortAddress).not.toBe(leipzig.address);
      await page.getByText(costDataTexts.addressChip(shortAddress)).waitFor();
      expect(await page.getByText(leipzig.address).count()).toBe(0);

      const areaField = page.locator('input[id^="tenant-area-"]').first();
      const tenantId = Number((await areaField.getAttribute('id'))!.replace('tenant-area-', ''));
      await enter(page, `tenant-area-${tenantId}`, '77,5');
      await expect
        .poll(async () => (await json<TenantRecord>(tokens.customer, `/api/tenants/${tenantId}`)).area_m2)
        .toBe(77.5);
      await enter(page, `tenant-advance-${tenantId}`, '1.500');
      await expect
        .poll(
          async () => (await json<TenantRecord>(tokens.customer, `/api/tenants/${tenantId}`)).annual_advance,
        )
        .toBe(1500);

      await enter(page, `tenant-area-${tenantId}`, '');
      await page.getByText(validationTexts.areaMissing, { exact: true }).first().waitFor();

      await page.goto(`${paths.customerCostsSummary}?property_id=${leipzig.id}&year=${lastYear}`);
      await page.getByText(shortAddress, { exact: true }).waitFor();
      expect(await page.getByText(leipzig.address).count()).toBe(0);
    }));
});
