import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, DESKTOP, withPage } from '../helpers/browser.ts';
import { api, signInAdmin } from './admin-lists-support.ts';

const suite = browserSuite();

/** A property of the second landlord, ended through the API, ready for the list's actions. */
async function endedProperty(page: Page, street: string): Promise<number> {
  const created = await api(page, 'POST', `/api/customers/${suite.server.app.other.customerId}/properties`, {
    street,
    house_number: '1',
    zip: '20095',
    city: 'Hamburg',
  });
  expect(created.status).toBe(201);
  const id = (created.body as { id: number }).id;
  const ended = await api(page, 'PUT', `/api/properties/${id}/end`, { ended_at: '2025-12-31' });
  expect(ended.status).toBe(200);
  return id;
}

const filter = (page: Page, label: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${label}$`) });
const row = (page: Page, street: string) => page.getByRole('row').filter({ hasText: street });
const dialog = (page: Page) => page.getByRole('dialog');

async function confirmIn(page: Page, question: string, button: string) {
  await dialog(page).getByText(question).waitFor();
  await dialog(page).getByRole('button', { name: button, exact: true }).click();
}

describe('/admin/properties', () => {
  it('filters by status and searches by address, customer or company', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      await endedProperty(page, 'Filterweg');
      await page.goto('/admin/properties');
      await row(page, 'Lindenstraße 12').waitFor();
      await row(page, 'Hafenweg 7').getByText('Erika Muster').waitFor();
      expect(await row(page, 'Filterweg 1').count()).toBe(0);

      await filter(page, 'Beendete').click();
      await row(page, 'Filterweg 1').waitFor();
      await row(page, 'Lindenstraße 12').waitFor({ state: 'detached' });
      await row(page, 'Filterweg 1')
        .getByRole('button', { name: /^Archivieren/ })
        .waitFor();
      await row(page, 'Filterweg 1')
        .getByRole('button', { name: /^Reaktivieren/ })
        .waitFor();

      await filter(page, 'Aktive').click();
      const search = page.getByRole('searchbox');
      await search.fill('sommer gmbh');
      await row(page, 'Am Stadtpark 3').waitFor();
      await row(page, 'Hafenweg 7').waitFor({ state: 'detached' });
      await search.fill('Muster');
      await row(page, 'Hafenweg 7').waitFor();
      await row(page, 'Lindenstraße 12').waitFor({ state: 'detached' });
      await search.fill('nirgendwo-xyz');
      await page.getByText('Keine Liegenschaft gefunden.').waitFor();

      await search.fill('hafenweg');
      await page.getByRole('link', { name: 'Hafenweg 7' }).click();
      await page.waitForURL(new RegExp(`/admin/property-detail\\?id=${suite.server.app.other.propertyId}$`));
    }));

  it('archives an ended property, refuses a wrong word, then deletes it for good with LÖSCHEN', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      const id = await endedProperty(page, 'Abrissweg');
      await page.goto('/admin/properties');
      await filter(page, 'Beendete').click();

      await row(page, 'Abrissweg 1')
        .getByRole('button', { name: /^Archivieren/ })
        .click();
      await confirmIn(page, 'Möchten Sie die Liegenschaft wirklich archivieren?', 'Archivieren');
      const archived = page.getByRole('status').filter({ hasText: 'Liegenschaft archiviert.' });
      await archived.waitFor();
      await row(page, 'Abrissweg 1').waitFor({ state: 'detached' });
      await archived.waitFor({ state: 'detached', timeout: 5000 });
      expect((await api(page, 'GET', `/api/properties/${id}`)).body).toMatchObject({ status: 'archived' });

      await filter(page, 'Archivierte').click();
      await row(page, 'Abrissweg 1')
        .getByRole('button', { name: /^Dearchivieren/ })
        .waitFor();
      await row(page, 'Abrissweg 1')
        .getByRole('button', { name: /^Löschen/ })
        .click();
      await confirmIn(page, 'Möchten Sie die Liegenschaft wirklich endgültig löschen?', 'Löschen');
      await dialog(page).getByText('Zur Bestätigung bitte LÖSCHEN eingeben.').waitFor();
      await dialog(page).getByRole('textbox', { name: 'Bestätigungswort' }).fill('loeschen');
      await dialog(page).getByRole('button', { name: 'Endgültig löschen' }).click();
      await page.getByRole('alert').filter({ hasText: 'Löschen abgebrochen.' }).waitFor();
      await row(page, 'Abrissweg 1').waitFor();
      expect((await api(page, 'GET', `/api/properties/${id}`)).status).toBe(200);

      await row(page, 'Abrissweg 1')
        .getByRole('button', { name: /^Löschen/ })
        .click();
      await confirmIn(page, 'Möchten Sie die Liegenschaft wirklich endgültig löschen?', 'Löschen');
      await dialog(page).getByRole('textbox', { name: 'Bestätigungswort' }).fill('löschen');
      await dialog(page).getByRole('button', { name: 'Endgültig löschen' }).click();
      await page.getByRole('status').filter({ hasText: 'Liegenschaft endgültig gelöscht.' }).waitFor();
      await row(page, 'Abrissweg 1').waitFor({ state: 'detached' });
      expect((await api(page, 'GET', `/api/properties/${id}`)).status).toBe(404);
    }));

  it('asks before each action and does nothing when cancelled; unarchives and reactivates', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      const id = await endedProperty(page, 'Pendelweg');
      await page.goto('/admin/properties');
      await filter(page, 'Beendete').click();

      await row(page, 'Pendelweg 1')
        .getByRole('button', { name: /^Reaktivieren/ })
        .click();
      await dialog(page).getByText('Möchten Sie die Liegenschaft wirklich reaktivieren?').waitFor();
      await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      expect((await api(page, 'GET', `/api/properties/${id}`)).body).toMatchObject({ status: 'ended' });

      expect((await api(page, 'DELETE', `/api/properties/${id}`)).status).toBe(200);
      await filter(page, 'Archivierte').click();
      await row(page, 'Pendelweg 1')
        .getByRole('button', { name: /^Dearchivieren/ })
        .click();
      await confirmIn(page, 'Möchten Sie die Liegenschaft wirklich dearchivieren?', 'Dearchivieren');
      await page.getByRole('status').filter({ hasText: 'Liegenschaft dearchiviert.' }).waitFor();
      await row(page, 'Pendelweg 1').waitFor({ state: 'detached' });

      await filter(page, 'Beendete').click();
      await row(page, 'Pendelweg 1')
        .getByRole('button', { name: /^Reaktivieren/ })
        .click();
      await confirmIn(page, 'Möchten Sie die Liegenschaft wirklich reaktivieren?', 'Reaktivieren');
      await page.getByRole('status').filter({ hasText: 'Liegenschaft reaktiviert.' }).waitFor();
      await row(page, 'Pendelweg 1').waitFor({ state: 'detached' });
      expect((await api(page, 'GET', `/api/properties/${id}`)).body).toMatchObject({ status: 'active' });
    }));

  it('says when an action failed and keeps the row', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      const id = await endedProperty(page, 'Pannenweg');
      await page.route(`**/api/properties/${id}`, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"kaputt"}' })
          : route.fallback(),
      );
      await page.goto('/admin/properties');
      await filter(page, 'Beendete').click();
      await row(page, 'Pannenweg 1')
        .getByRole('button', { name: /^Archivieren/ })
        .click();
      await confirmIn(page, 'Möchten Sie die Liegenschaft wirklich archivieren?', 'Archivieren');
      await page.getByRole('alert').filter({ hasText: 'Archivieren fehlgeschlagen.' }).waitFor();
      await row(page, 'Pannenweg 1').waitFor();
    }));
});

describe('/admin/tenants', () => {
  it('shows the landlord, searches on the server and opens the property with the tenant', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      await page.goto('/admin/tenants');
      await row(page, 'Anna Schneider').getByText('Hausverwaltung Sommer GmbH').waitFor();
      const search = page.getByRole('searchbox');
      expect(await search.getAttribute('type')).toBe('search');

      await search.fill('muster');
      await row(page, 'Ole Hansen').getByText('Erika Muster').waitFor();
      await row(page, 'Anna Schneider').waitFor({ state: 'detached' });
      await search.fill('niemand-xyz');
      await page.getByText('Keine Treffer gefunden', { exact: true }).waitFor();

      await search.fill('hansen');
      await page.getByRole('link', { name: 'Mieter Ole Hansen bearbeiten' }).click();
      const { propertyId, tenantId } = suite.server.app.other;
      await page.waitForURL(new RegExp(`/admin/property-detail\\?id=${propertyId}&tenant_id=${tenantId}$`));
      expect(await page.evaluate(() => sessionStorage.getItem('nk.selected.tenant'))).toBe(String(tenantId));
    }));
});
