import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL, notFoundTexts, pageTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, pathname, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();

describe('route gating', () => {
  it('sends signed-out visitors of protected paths to the sign-in', () =>
    withPage(suite, DESKTOP, async (page) => {
      for (const path of ['/admin-dashboard', '/customer/costs-data', '/tenant-dashboard']) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/login');
      }
    }));

  it('replaces a path the role may not open by its dashboard', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.goto('/admin/customers');
      await page.waitForURL((url) => url.pathname === '/customer-dashboard');
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/customer-dashboard');
    }));

  it('keeps tenants to the tenant area', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.tenant);
      await page.goto('/customer-dashboard');
      await page.waitForURL((url) => url.pathname === '/tenant-dashboard');
    }));

  it('lets employees open the screens the spec grants them', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.employee);
      await page.goto('/admin/property-detail');
      await page.getByRole('heading', { level: 1, name: pageTexts.adminPropertyDetail.title }).waitFor();
      expect(pathname(page)).toBe('/admin/property-detail');
      await page.goto('/admin/users');
      await page.waitForURL((url) => url.pathname === '/mitarbeiter-dashboard');
    }));

  it('lets signed-in users open the shared pages', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.admin);
      await page.goto('/impressum');
      await page.getByRole('heading', { level: 1, name: pageTexts.imprint.title }).waitFor();
      expect(pathname(page)).toBe('/impressum');
    }));

  it('shows the 404 page for unknown paths', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/gibt-es-nicht');
      await page.getByRole('heading', { level: 1, name: notFoundTexts.title }).waitFor();
      await page.getByRole('link', { name: CONTACT_EMAIL }).waitFor();
      await page.getByRole('link', { name: notFoundTexts.backToStart, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
    }));

  it('selects a public page through the page query parameter', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/?page=kontakt');
      await page.waitForURL((url) => url.pathname === '/kontakt' && url.search === '');
      await page.getByRole('heading', { level: 1, name: pageTexts.contact.title }).waitFor();
    }));
});
