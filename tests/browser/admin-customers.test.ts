import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, pathname, signIn, withPage } from '../helpers/browser.ts';
import { api, isFocused, signInAdmin } from './admin-lists-support.ts';

const suite = browserSuite();

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function createCustomer(page: Page, body: object): Promise<number> {
  const created = await api(page, 'POST', '/api/customers', body);
  expect(created.status).toBe(201);
  return (created.body as { id: number }).id;
}

async function openEditSection(page: Page) {
  await page.getByRole('button', { name: 'Kunde bearbeiten' }).click();
  await textbox(page, 'Vorname').waitFor();
}

describe('/admin/customer-detail?id=new', () => {
  it('needs a last name, creates the customer and then shows it by its new id', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      await page.goto('/admin/customer-detail?id=new');
      await page.getByRole('button', { name: 'Kunden anlegen' }).click();
      await page.getByText('Bitte geben Sie einen Nachnamen ein.').waitFor();
      expect(await isFocused(page, textbox(page, 'Nachname'))).toBe(true);

      await textbox(page, 'Vorname').fill('Lena');
      await textbox(page, 'Nachname').fill('Brandt');
      expect(await page.getByText('Bitte geben Sie einen Nachnamen ein.').count()).toBe(0);
      await textbox(page, 'E-Mail').fill('lena.brandt@example.de');
      await textbox(page, 'Telefon').fill('0351 4711');
      await page.getByRole('button', { name: 'Kunden anlegen' }).click();
      await page.getByRole('status').filter({ hasText: 'Kunde erfolgreich angelegt' }).waitFor();

      await page.waitForURL(/\/admin\/customer-detail\?id=\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Lena Brandt' }).waitFor();
      await page.getByText('lena.brandt@example.de').waitFor();
      await page.getByText('0351 4711').waitFor();
      await page.getByText('Keine Liegenschaften vorhanden.').waitFor();
      const id = Number(new URL(page.url()).searchParams.get('id'));
      const stored = await api(page, 'GET', `/api/customers/${id}`);
      expect(stored.body).toMatchObject({
        first_name: 'Lena',
        last_name: 'Brandt',
        phone_number: '0351 4711',
      });
    }));

  it('shows the not-found page for an unknown customer', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      await page.goto('/admin/customer-detail?id=999999');
      await page.getByRole('heading', { level: 1, name: 'Kunde nicht gefunden' }).waitFor();
    }));
});

describe('editing a customer field by field', () => {
  it('saves a confirmed field with a check, and puts back a field left without confirming', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      const id = await createCustomer(page, { first_name: 'Karl', last_name: 'Feld', phone_number: '040 1' });
      await page.goto(`/admin/customer-detail?id=${id}`);
      await page.getByRole('heading', { level: 1, name: 'Karl Feld' }).waitFor();
      await openEditSection(page);

      const phone = textbox(page, 'Telefon');
      expect(await phone.inputValue()).toBe('040 1');
      expect(await page.getByRole('button', { name: 'Änderung Bestätigen' }).count()).toBe(0);
      await phone.fill('040 222');
      await page.getByRole('button', { name: 'Abbrechen' }).waitFor();
      await page.getByRole('button', { name: 'Änderung Bestätigen' }).click();
      await page.getByRole('status', { name: 'Gespeichert.' }).waitFor();
      await page.getByText('040 222').first().waitFor();
      expect(
        ((await api(page, 'GET', `/api/customers/${id}`)).body as { phone_number: string }).phone_number,
      ).toBe('040 222');
      // The check goes after 1.5 s.
      await page.getByRole('status', { name: 'Gespeichert.' }).waitFor({ state: 'detached', timeout: 5000 });

      const firstName = textbox(page, 'Vorname');
      await firstName.fill('Zwischenstand');
      await page.getByRole('heading', { level: 1 }).click();
      expect(await firstName.inputValue()).toBe('Karl');
      expect(await page.getByRole('button', { name: 'Änderung Bestätigen' }).count()).toBe(0);

      await firstName.fill('Nochmal');
      await page.getByRole('button', { name: 'Abbrechen' }).click();
      expect(await firstName.inputValue()).toBe('Karl');
      expect(
        ((await api(page, 'GET', `/api/customers/${id}`)).body as { first_name: string }).first_name,
      ).toBe('Karl');
    }));

  it('says an e-mail address is taken and reverts the field; Enter confirms', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      const id = await createCustomer(page, { last_name: 'Doppelt', email: 'doppelt@example.de' });
      await page.goto(`/admin/customer-detail?id=${id}`);
      await openEditSection(page);
      const email = textbox(page, 'E-Mail');
      await email.fill('andere@example.de');
      await page.getByRole('button', { name: 'Änderung Bestätigen' }).click();
      await page.getByRole('alert').filter({ hasText: 'E‑Mail-Adresse wird bereits verwendet.' }).waitFor();
      expect(await email.inputValue()).toBe('doppelt@example.de');

      await email.fill('doppelt.neu@example.de');
      await email.press('Enter');
      await page.getByRole('status', { name: 'Gespeichert.' }).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'bereits verwendet' }).count()).toBe(0);
    }));

  it('says a field could not be saved when the server refuses it', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      const id = await createCustomer(page, { last_name: 'Pflicht' });
      await page.goto(`/admin/customer-detail?id=${id}`);
      await openEditSection(page);
      const lastName = textbox(page, 'Nachname');
      await lastName.fill('');
      await page.getByRole('button', { name: 'Änderung Bestätigen' }).click();
      await page.getByRole('alert').filter({ hasText: 'Feld konnte nicht gespeichert werden.' }).waitFor();
      expect(await lastName.inputValue()).toBe('Pflicht');
    }));
});

describe('properties of a customer', () => {
  it('asks for the required address parts, focusing the first empty one, and adds the property', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      const id = await createCustomer(page, { last_name: 'Hausbesitz' });
      await page.goto(`/admin/customer-detail?id=${id}`);
      await page.getByText('Keine Liegenschaften vorhanden.').waitFor();
      expect(await textbox(page, 'Land').inputValue()).toBe('Deutschland');

      const submit = page.getByRole('button', { name: 'Liegenschaft anlegen' });
      await submit.click();
      for (const message of [
        'Bitte Straße angeben.',
        'Bitte Hausnummer angeben.',
        'Bitte PLZ angeben.',
        'Bitte Ort angeben.',
      ])
        await page.getByText(message).waitFor();
      expect(await isFocused(page, textbox(page, 'Straße'))).toBe(true);

      await textbox(page, 'Straße').fill('Ulmenallee');
      expect(await page.getByText('Bitte Straße angeben.').count()).toBe(0);
      await textbox(page, 'Hausnummer').fill('5a');
      await textbox(page, 'PLZ').fill('123');
      await submit.click();
      await page.getByText('Bitte eine gültige PLZ angeben (4 oder 5 Ziffern).').waitFor();
      expect(await isFocused(page, textbox(page, 'PLZ'))).toBe(true);
      await textbox(page, 'PLZ').fill('01067');
      await submit.click();
      expect(await isFocused(page, textbox(page, 'Ort'))).toBe(true);
      await textbox(page, 'Ort').fill('Dresden');
      await page.getByRole('textbox', { name: 'Heizungsart' }).click();
      await page.getByRole('option', { name: 'Fernwärme' }).click();
      await submit.click();

      await page.getByText('Liegenschaft angelegt.').waitFor();
      await page.getByText('Ulmenallee 5a').waitFor();
      await page.getByText('01067 Dresden').waitFor();
      expect(await textbox(page, 'Straße').inputValue()).toBe('');
      // One property: nothing to search yet.
      expect(await page.getByRole('searchbox').count()).toBe(0);
      const properties = await api(page, 'GET', `/api/customers/${id}/properties`);
      expect(properties.body).toMatchObject([
        { address: 'Ulmenallee 5a, 01067 Dresden, Deutschland', heating_system: 'Fernwärme' },
      ]);
    }));

  it('says when a property could not be added', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      const id = await createCustomer(page, { last_name: 'Fehlschlag' });
      await page.route(`**/api/customers/${id}/properties`, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"kaputt"}' })
          : route.fallback(),
      );
      await page.goto(`/admin/customer-detail?id=${id}`);
      await textbox(page, 'Straße').fill('Weg');
      await textbox(page, 'Hausnummer').fill('1');
      await textbox(page, 'PLZ').fill('1010');
      await textbox(page, 'Ort').fill('Wien');
      await page.getByRole('button', { name: 'Liegenschaft anlegen' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Liegenschaft konnte nicht angelegt werden.' })
        .waitFor();
    }));

  it('searches the properties by street, postcode and city once there is more than one, and opens one', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      const customers = await api(page, 'GET', '/api/customers?q=Sommer');
      const sommer = (customers.body as Array<{ id: number }>)[0]!;
      await page.goto(`/admin/customer-detail?id=${sommer.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const search = page.getByRole('searchbox');
      expect(await search.getAttribute('placeholder')).toBe('Straße, PLZ, Ort...');
      await page.getByText('Lindenstraße 12').waitFor();
      await search.fill('04109');
      await page.getByText('Am Stadtpark 3').waitFor();
      expect(await page.getByText('Lindenstraße 12').count()).toBe(0);
      await search.fill('Nirgendwo');
      await page.getByText('Keine Treffer gefunden.').waitFor();
      await search.fill('leipzig');
      await page.getByText('Am Stadtpark 3').click();
      await page.waitForURL(/\/admin\/property-detail\?id=\d+$/);
    }));
});

describe('/admin/customers', () => {
  it('searches on the server and opens a customer', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      await page.goto('/admin/customers');
      const search = page.getByRole('searchbox');
      expect(await search.getAttribute('type')).toBe('search');
      await page.getByRole('link', { name: 'Erika Muster', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Peter Sommer', exact: true }).waitFor();

      const answered = page.waitForResponse(
        (res) => res.url().includes('/api/customers?') && res.url().includes('q=muster'),
      );
      await search.fill('muster');
      await answered;
      await page.getByRole('link', { name: 'Peter Sommer', exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Erika Muster', exact: true }).waitFor();

      await search.fill('gibt-es-nicht-xyz');
      await page.getByText('Keine Treffer gefunden', { exact: true }).waitFor();

      await search.fill('Muster');
      await page.getByRole('link', { name: 'Kunde Erika Muster anzeigen' }).click();
      await page.waitForURL(/\/admin\/customer-detail\?id=\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Erika Muster' }).waitFor();
      await page.getByText('Hafenweg 7').waitFor();
    }));

  it('opens a new customer from the list', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      await page.goto('/admin/customers');
      await page.getByRole('link', { name: 'Neuen Kunden anlegen' }).click();
      await page.waitForURL(/\/admin\/customer-detail\?id=new$/);
      await page.getByRole('button', { name: 'Kunden anlegen' }).waitFor();
    }));

  it('pages through a long list with the count of all matches', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      for (let n = 1; n <= 21; n += 1)
        await createCustomer(page, { last_name: `Seitentest ${String(n).padStart(2, '0')}` });
      await page.goto('/admin/customers');
      await page.getByRole('searchbox').fill('Seitentest');
      await page.getByText('1–20 von 21').waitFor();
      await page.getByRole('link', { name: 'Seitentest 20', exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Seitentest 21', exact: true }).count()).toBe(0);

      await page.getByRole('button', { name: 'Nächste Seite' }).click();
      await page.getByText('21–21 von 21').waitFor();
      await page.getByRole('link', { name: 'Seitentest 21', exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Seitentest 01', exact: true }).count()).toBe(0);

      // A new search starts again at the first page.
      await page.getByRole('searchbox').fill('Seitentest 0');
      await page.getByText('1–9 von 9').waitFor();
    }));
});

describe('access for a customer', () => {
  it('creates and links a login from the customer detail, after which the landlord can sign in', async () => {
    const password = 'Vermieter-Zugang7';
    await withPage(suite, DESKTOP, async (page) => {
      await signInAdmin(page, suite);
      const id = await createCustomer(page, { first_name: 'Jonas', last_name: 'Zugang' });
      await page.goto(`/admin/customer-detail?id=${id}`);
      await page.getByRole('button', { name: 'Zugang', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: accessTexts.title('customer') });
      await dialog.getByText(accessTexts.noLogin).waitFor();
      await dialog.getByLabel(accessTexts.modeManual).check();
      await dialog.getByLabel(accessTexts.username, { exact: true }).fill('jonas.zugang');
      await dialog.getByLabel(accessTexts.password, { exact: true }).fill(password);
      await dialog.getByRole('button', { name: accessTexts.setPassword }).click();
      await dialog.getByText(accessTexts.credentialsSet).waitFor();
      await dialog.getByRole('button', { name: accessTexts.done }).click();
      const stored = await api(page, 'GET', `/api/customers/${id}`);
      expect((stored.body as { user_id: number | null }).user_id).not.toBeNull();
    });
    await withPage(suite, DESKTOP, async (page) => {
      await signIn(page, { username: 'jonas.zugang', password });
      expect(pathname(page)).toBe('/customer-dashboard');
    });
  });
});
