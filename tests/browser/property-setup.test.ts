import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SetupResponse } from '../../src/domain/schemas/property-setup.ts';
import type { PropertyRecord } from '../../src/domain/schemas/records.ts';
import { dwellingTexts, propertySetupTexts as texts } from '../../src/domain/texts/index.ts';
import { paths } from '../../src/web/routing/paths.ts';
import { browserSuite, MOBILE } from '../helpers/browser.ts';
import { withSchemePage } from './a11y-support.ts';

const suite = browserSuite();

async function api<T>(path: string): Promise<T> {
  const login = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(suite.server.logins.customer),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${suite.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const propertyIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));
const stepOf = (page: Page) => new URL(page.url()).searchParams.get('step');

/** The section of one dwelling on the tenants step. */
const dwellingSection = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

interface House {
  street: string;
  /** Tab-separated rows as pasted from a spreadsheet: label, m², persons. */
  dwellings: string;
  /** Per dwelling: a tenant (last name) or a vacancy. */
  occupants: Array<{ label: string; tenant?: string }>;
}

/**
 * Sets a house up through the wizard only, as a landlord would: from the dashboard's tile through
 * address, heating, letterhead, dwellings, tenants and meters to the way on to readings and costs.
 */
async function setUpHouse(page: Page, house: House): Promise<number> {
  await page.goto(paths.customerDashboard);
  await page.getByRole('link', { name: new RegExp(texts.newProperty) }).click();
  await page.waitForURL((url) => url.pathname === paths.customerPropertySetup);

  await page.getByRole('textbox', { name: texts.street }).fill(house.street);
  await page.getByRole('textbox', { name: texts.houseNumber }).fill('7');
  await page.getByRole('textbox', { name: texts.zip }).fill('04109');
  await page.getByRole('textbox', { name: texts.city }).fill('Leipzig');
  await page.getByRole('button', { name: texts.createProperty }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === 'heating');
  const id = propertyIdOf(page);
  expect(id).toBeGreaterThan(0);

  // Gas heating: central hot water is answered "yes" until the landlord says otherwise.
  await page.getByRole('combobox', { name: texts.heatingSystem }).selectOption('Gasheizung');
  await expect.poll(() => page.getByRole('radio', { name: texts.yes }).isChecked()).toBe(true);
  await page.getByRole('button', { name: texts.save }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === 'letterhead');

  await page.getByRole('textbox', { name: texts.street }).fill('Ringstraße');
  await page.getByRole('textbox', { name: texts.houseNumber }).fill('1');
  await page.getByRole('textbox', { name: texts.zip }).fill('04109');
  await page.getByRole('textbox', { name: texts.city }).fill('Leipzig');
  await page.getByRole('textbox', { name: texts.iban }).fill('DE89 3704 0044 0532 0130 01');
  await page.getByRole('button', { name: texts.save }).click();
  await page.getByRole('alert').filter({ hasText: texts.ibanInvalid }).waitFor();
  await page.getByRole('textbox', { name: texts.iban }).fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: texts.save }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === 'dwellings');

  await page.getByRole('button', { name: dwellingTexts.paste }).click();
  const dialog = page.getByRole('dialog', { name: dwellingTexts.pasteTitle });
  const rows = house.dwellings.split('\n').length;
  await dialog.getByRole('textbox', { name: dwellingTexts.pasteField }).fill(house.dwellings);
  await dialog.getByRole('button', { name: dwellingTexts.pasteSubmit }).click();
  await page.getByText(dwellingTexts.pasteDone(rows)).waitFor();
  await page.getByRole('button', { name: texts.next }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === 'tenants');

  for (const { label, tenant } of house.occupants) {
    const section = dwellingSection(page, label);
    if (!tenant) {
      await section.getByRole('button', { name: texts.markVacant }).click();
      await section
        .getByRole('status')
        .filter({ hasText: texts.tenantSaved('Leerstand') })
        .waitFor();
      continue;
    }
    await section.getByRole('combobox', { name: texts.salutation }).selectOption('Frau');
    await section.getByRole('textbox', { name: texts.tenantName }).fill(tenant);
    await section.getByRole('textbox', { name: texts.moveIn }).fill('01.01.2024');
    await section.getByRole('textbox', { name: texts.persons }).fill('2');
    await section.getByRole('textbox', { name: texts.monthlyAdvance }).fill('150,50');
    await section.getByRole('button', { name: texts.addTenant }).click();
    await section.getByRole('status').filter({ hasText: tenant }).waitFor();
  }
  await page.getByRole('button', { name: texts.next }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === 'meters');

  await page.getByRole('textbox', { name: texts.installedOn }).fill('01.03.2022');
  await page.getByRole('button', { name: texts.createMeters }).click();
  await page
    .getByRole('status')
    .filter({ hasText: texts.metersCreated(rows * 3) })
    .waitFor();
  await page.getByRole('button', { name: texts.next }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === 'finish');
  await page.getByRole('link', { name: texts.toReadings }).waitFor();
  return id;
}

describe('the guided property setup', () => {
  it('sets up a small house through every step and shows what is left on the overview', async () => {
    await withSchemePage(
      suite,
      'light',
      async (page) => {
        const id = await setUpHouse(page, {
          street: 'Assistentenweg',
          dwellings: 'EG\t60\t2\nOG\t55,5\t1',
          occupants: [{ label: 'EG', tenant: 'Becker' }, { label: 'OG' }],
        });
        const setup = await api<SetupResponse>(`/api/properties/${id}/setup`);
        const done = Object.fromEntries(setup.steps.map((s) => [s.id, s.done]));
        expect(done).toEqual({
          address: true,
          heating: true,
          letterhead: true,
          dwellings: true,
          tenants: true,
          meters: true,
          readings: false,
          costs: false,
        });
        const property = await api<PropertyRecord>(`/api/properties/${id}`);
        expect(property).toMatchObject({ heating_system: 'Gasheizung', central_hot_water: true });
        const meters = await api<Array<{ installed_on: string | null; remote_readable: boolean | null }>>(
          `/api/meters?property_id=${id}`,
        );
        expect(meters).toHaveLength(6);
        expect(meters.every((m) => m.installed_on === '2022-03-01' && m.remote_readable === false)).toBe(
          true,
        );

        // The readings link leads to the open year's table.
        expect(await page.getByRole('link', { name: texts.toReadings }).getAttribute('href')).toBe(
          `${paths.customerReadings}?property_id=${id}&year=${setup.year}`,
        );

        // Left and resumed: the overview lists what is missing and leads back into the wizard.
        await page.getByRole('link', { name: texts.toOverview }).click();
        await page.waitForURL((url) => url.pathname === paths.customerPropertyDetail);
        const checklist = page.getByRole('region', { name: new RegExp(`^${texts.checklistHeading}`) });
        await checklist.getByText(texts.missing.noDraft(setup.year)).waitFor();
        await checklist
          .getByRole('link', { name: `${texts.checklistFix}: ${texts.stepTitles.costs}` })
          .waitFor();
        await page.goto(`${paths.customerPropertySetup}?id=${id}&step=heating`);
        await expect
          .poll(() => page.getByRole('combobox', { name: texts.heatingSystem }).inputValue())
          .toBe('Gasheizung');
        expect(stepOf(page)).toBe('heating');
      },
      { signedInAs: suite.server.logins.customer },
    );
  });

  it('works at phone size', async () => {
    await withSchemePage(
      suite,
      'dark',
      async (page) => {
        const id = await setUpHouse(page, {
          street: 'Telefonweg',
          dwellings: 'Wohnung 1\t48\t1',
          occupants: [{ label: 'Wohnung 1', tenant: 'Klein' }],
        });
        // Nothing on the wizard is wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          MOBILE.width,
        );
        const setup = await api<SetupResponse>(`/api/properties/${id}/setup`);
        expect(setup.steps.filter((s) => !s.done).map((s) => s.id)).toEqual(['readings', 'costs']);
      },
      { signedInAs: suite.server.logins.customer, viewport: MOBILE },
    );
  });
});
