import { beforeAll, describe, expect, it } from 'vitest';
import type { DwellingRecord } from '../../src/domain/schemas/dwellings.ts';
import type { PropertyRecord } from '../../src/domain/schemas/records.ts';
import { dwellingTexts as texts, validationTexts } from '../../src/domain/texts/index.ts';
import { browserSuite } from '../helpers/browser.ts';
import { expectNoSeriousViolations, withSchemePage } from './a11y-support.ts';

const suite = browserSuite();
let adminToken = '';
let landlordId = 0;

async function login(credentials: { username: string; password: string }) {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return ((await res.json()) as { token: string }).token;
}

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${suite.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

const dwellingsOf = (propertyId: number) => api<DwellingRecord[]>(`/api/properties/${propertyId}/dwellings`);

beforeAll(async () => {
  adminToken = await login(suite.server.logins.admin);
  const customers = await api<Array<{ id: number; user_id: number | null }>>('/api/customers');
  const landlordToken = await login(suite.server.logins.customer);
  const own = await fetch(`${suite.server.url}/api/properties`, {
    headers: { authorization: `Bearer ${landlordToken}` },
  });
  landlordId = ((await own.json()) as PropertyRecord[])[0]?.customer_id ?? customers[0]!.id;
});

/** Ten flats as a spreadsheet copies them: label, m² with a German decimal comma, persons. */
const TEN_ROWS = Array.from({ length: 10 }, (_, i) => `Wohnung ${i + 1}\t${60 + i},5\t${(i % 4) + 1}`).join(
  '\n',
);

describe('the landlord’s dwellings table', () => {
  it('creates ten pasted rows, edits an area in place, shows a refusal at the cell, and passes axe', async () => {
    const property = await api<PropertyRecord>(`/api/customers/${landlordId}/properties`, {
      method: 'POST',
      body: { street: 'Tabellenweg', house_number: '10', zip: '10115', city: 'Berlin' },
    });
    await withSchemePage(
      suite,
      'light',
      async (page) => {
        await page.goto(`/customer/property-detail?property_id=${property.id}`);
        await page.getByRole('heading', { level: 2, name: texts.heading }).waitFor();
        await page.getByText(texts.empty).waitFor();

        await page.getByRole('button', { name: texts.paste }).click();
        const dialog = page.getByRole('dialog', { name: texts.pasteTitle });
        await dialog.getByRole('textbox', { name: texts.pasteField }).fill(TEN_ROWS);
        await dialog.getByText(texts.pastePreview(10)).waitFor();
        await dialog.getByRole('button', { name: texts.pasteSubmit }).click();
        await page.getByText(texts.pasteDone(10)).waitFor();

        const labelCells = page.getByRole('textbox', { name: new RegExp(`^${texts.columns.label} von `) });
        await expect.poll(() => labelCells.count()).toBe(10);
        const stored = await dwellingsOf(property.id);
        expect(stored.map((d) => [d.label, d.area_m2, d.persons])).toEqual(
          Array.from({ length: 10 }, (_, i) => [`Wohnung ${i + 1}`, 60 + i + 0.5, (i % 4) + 1]),
        );

        const area = page.getByRole('textbox', {
          name: texts.cellLabel(texts.columns.area, 'Wohnung 3'),
          exact: true,
        });
        await expect.poll(() => area.inputValue()).toBe('62,5');
        await area.fill('77,25');
        await area.press('Enter');
        await expect
          .poll(async () => (await dwellingsOf(property.id)).find((d) => d.label === 'Wohnung 3')?.area_m2)
          .toBe(77.25);

        await area.fill('viel');
        await area.press('Tab');
        await page.getByRole('alert').filter({ hasText: validationTexts.areaInvalid }).waitFor();
        expect((await dwellingsOf(property.id)).find((d) => d.label === 'Wohnung 3')?.area_m2).toBe(77.25);
        await area.press('Escape');

        // The bases of the fixed heating costs and the hot-water supply are edited in the same row.
        const stored3 = () =>
          dwellingsOf(property.id).then((list) => list.find((d) => d.label === 'Wohnung 3'));
        const cell = (column: string) =>
          page.getByRole('textbox', { name: texts.cellLabel(column, 'Wohnung 3'), exact: true });
        await cell(texts.columns.volume).fill('190,5');
        await cell(texts.columns.volume).press('Enter');
        await cell(texts.columns.heatedArea).fill('70,25');
        await cell(texts.columns.heatedArea).press('Enter');
        await cell(texts.columns.heatedVolume).fill('175');
        await cell(texts.columns.heatedVolume).press('Enter');
        await page.getByRole('checkbox', { name: texts.hotWaterLabel('Wohnung 3') }).click();
        await expect
          .poll(async () => {
            const d = await stored3();
            return [d?.volume_m3, d?.heated_area_m2, d?.heated_volume_m3, d?.hot_water_supplied];
          })
          .toEqual([190.5, 70.25, 175, false]);
        await cell(texts.columns.heatedVolume).fill('-1');
        await cell(texts.columns.heatedVolume).press('Tab');
        await page.getByRole('alert').filter({ hasText: texts.volumeNegative }).waitFor();
        expect((await stored3())?.heated_volume_m3).toBe(175);
        await cell(texts.columns.heatedVolume).press('Escape');
        await page.getByText(/§7 Abs\. 1 S\. 5, §8 Abs\. 1 HeizkostenV/).waitFor();

        await expectNoSeriousViolations(page, 'light');
      },
      { signedInAs: suite.server.logins.customer },
    );
  });

  it('in the admin’s property detail, refuses deleting a rented dwelling with the reason and deletes a free one', async () => {
    const properties = await api<PropertyRecord[]>('/api/properties');
    const demo = properties.find((p) => p.address.startsWith('Lindenstraße 12'))!;
    await api(`/api/properties/${demo.id}/dwellings`, { method: 'POST', body: { label: 'Abstellraum' } });
    await withSchemePage(
      suite,
      'dark',
      async (page) => {
        await page.goto(`/admin/property-detail?id=${demo.id}`);
        await page.getByRole('heading', { level: 2, name: texts.heading }).waitFor();

        await page.getByRole('button', { name: texts.delete('EG links'), exact: true }).click();
        const question = page.getByRole('dialog', { name: texts.deleteTitle });
        await question.getByText(texts.deleteQuestion('EG links')).waitFor();
        await question.getByRole('button', { name: texts.deleteConfirm }).click();
        await page
          .getByRole('alert')
          .filter({ hasText: texts.inUse('EG links', 1, 2) })
          .waitFor();

        await page.getByRole('button', { name: texts.delete('Abstellraum'), exact: true }).click();
        await question.getByRole('button', { name: texts.deleteConfirm }).click();
        await page.getByText(texts.deleted).waitFor();
        const labels = (await dwellingsOf(demo.id)).map((d) => d.label);
        expect(labels).toContain('EG links');
        expect(labels).not.toContain('Abstellraum');
        await expectNoSeriousViolations(page, 'dark');
      },
      { signedInAs: suite.server.logins.admin },
    );
  });

  it('creates rows pasted straight into the new row’s label cell', async () => {
    const property = await api<PropertyRecord>(`/api/customers/${landlordId}/properties`, {
      method: 'POST',
      body: { street: 'Einfügeweg', house_number: '2', zip: '10115', city: 'Berlin' },
    });
    await withSchemePage(
      suite,
      'light',
      async (page) => {
        await page.goto(`/customer/property-detail?property_id=${property.id}`);
        await page.getByText(texts.empty).waitFor();
        await page.getByRole('button', { name: texts.add }).click();
        const cell = page.getByRole('textbox', { name: texts.newLabel });
        await cell.focus();
        await cell.evaluate((input, text) => {
          const data = new DataTransfer();
          data.setData('text/plain', text);
          input.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
          );
        }, 'Bezeichnung\tWohnfläche\tPersonen\nEG\t48,5\t1\nOG\t52\t2\n');
        await page.getByText(texts.pasteDone(2)).waitFor();
        expect((await dwellingsOf(property.id)).map((d) => [d.label, d.area_m2, d.persons])).toEqual([
          ['EG', 48.5, 1],
          ['OG', 52, 2],
        ]);
      },
      { signedInAs: suite.server.logins.customer },
    );
  });
});
