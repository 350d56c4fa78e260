import { describe, expect, it } from 'vitest';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();

/** Detail screens get their ids in the URL as well as in session storage, so they can be deep-linked. */
describe('links from the dashboards', () => {
  it('open the landlord’s property with its id in the URL and in session storage', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.getByText('Lindenstraße 12').click();
      await page.waitForURL(/\/customer\/property-detail\?property_id=\d+$/);
      const id = new URL(page.url()).searchParams.get('property_id');
      expect(await page.evaluate(() => sessionStorage.getItem('nk.selected.property'))).toBe(id);
    }));

  it('open the tenant’s dwelling by its tenancy id', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.tenant);
      await page.getByText('Lindenstraße 12').click();
      await page.waitForURL(/\/tenant\/property-detail\?id=\d+$/);
    }));
});
