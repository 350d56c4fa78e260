import { describe, expect, it } from 'vitest';
import { beforeAll } from 'vitest';
import { dashboardTexts, employeeDashboardTexts, pagerTexts } from '../../src/domain/texts/index.ts';
import { properties } from '../../src/server/db/schema.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();
const texts = employeeDashboardTexts;

beforeAll(async () => {
  // Enough properties of the second landlord for a second page of ten.
  await suite.server.app.ctx.db.insert(properties).values(
    Array.from({ length: 12 }, (_, i) => ({
      customerId: suite.server.app.other.customerId,
      address: `Speicherstraße ${i + 1}, 20457 Hamburg, Deutschland`,
    })),
  );
});

describe('employee dashboard', () => {
  it('shows the placeholder text, the screens employees may open and every customer’s properties', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.employee);
      expect(new URL(page.url()).pathname).toBe('/mitarbeiter-dashboard');
      await page.getByText(dashboardTexts.employee.comingSoon).waitFor();
      const tenantsTile = page.getByRole('link', { name: new RegExp(texts.tenantsTile.title) }).first();
      expect(await tenantsTile.getAttribute('href')).toBe('/admin/tenants');

      const propertiesRegion = page.getByRole('region', { name: texts.propertiesHeading });
      await propertiesRegion.getByRole('table').waitFor();
      // Demo landlord and second landlord alike: employees work for every customer.
      await propertiesRegion.getByText(pagerTexts.range(1, 10, 15)).waitFor();
      await propertiesRegion.getByRole('button', { name: pagerTexts.next }).click();
      await propertiesRegion.getByText(pagerTexts.range(11, 15, 15)).waitFor();

      const search = page.getByRole('searchbox', { name: texts.propertiesSearchLabel });
      await search.fill('Hafenweg');
      await propertiesRegion.getByText(pagerTexts.range(1, 1, 1)).waitFor();
      const tenantsLink = propertiesRegion.getByRole('link', {
        name: texts.actionLabel(texts.actions.tenants, 'Hafenweg 7'),
      });
      expect(await tenantsLink.getAttribute('href')).toBe(
        `/customer/tenants?property_id=${suite.server.app.other.propertyId}`,
      );
      const detail = propertiesRegion.getByRole('link', {
        name: texts.actionLabel(texts.actions.property, 'Hafenweg 7'),
      });
      expect(await detail.getAttribute('href')).toBe(
        `/admin/property-detail?id=${suite.server.app.other.propertyId}`,
      );

      await search.fill('Gibt es nicht');
      await propertiesRegion.getByText(texts.propertiesEmpty).waitFor();
    }));

  it('lists the customers and shows one customer’s properties', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.employee);
      const customersRegion = page.getByRole('region', { name: texts.customersHeading });
      await customersRegion.getByRole('cell', { name: 'Erika Muster', exact: true }).waitFor();
      await page.getByRole('searchbox', { name: texts.customersSearchLabel }).fill('andere@');
      await customersRegion.getByText(pagerTexts.range(1, 1, 1)).waitFor();
      await customersRegion
        .getByRole('button', { name: texts.actionLabel(texts.actions.showProperties, 'Erika Muster') })
        .click();
      const propertiesRegion = page.getByRole('region', { name: texts.propertiesHeading });
      expect(await page.getByRole('searchbox', { name: texts.propertiesSearchLabel }).inputValue()).toBe(
        'Muster',
      );
      // Hafenweg 7 and the twelve added ones, all of the second landlord.
      await propertiesRegion.getByText(pagerTexts.range(1, 10, 13)).waitFor();
      const customerCells = propertiesRegion.locator('tbody tr td:nth-child(2)');
      expect(new Set(await customerCells.allInnerTexts())).toEqual(new Set(['Erika Muster']));
    }));

  it('opens the admin property detail for an employee', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.employee);
      await page.getByRole('searchbox', { name: texts.propertiesSearchLabel }).fill('Hafenweg');
      await page.getByRole('link', { name: texts.actionLabel(texts.actions.property, 'Hafenweg 7') }).click();
      await page.waitForURL((url) => url.pathname === '/admin/property-detail');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }));
});
