import { describe, it } from 'vitest';
import { paths } from '../../src/web/routing/paths.ts';
import { browserSuite, signIn } from '../helpers/browser.ts';
import { expectNoSeriousViolations, SCHEMES, withSchemePage } from './a11y-support.ts';
import { demoProperties, propertyAt } from './costs-support.ts';

/**
 * axe on every public page and on the main screens of each role, in both colour schemes: no
 * serious or critical violation of WCAG 2.1 AA. Contrast, names, labels, landmarks and ARIA are
 * checked by machine; focus order and the keyboard are tested in keyboard.test.ts.
 */
const suite = browserSuite();

const PUBLIC_PAGES = [
  paths.landing,
  paths.services,
  paths.contact,
  paths.imprint,
  paths.privacy,
  paths.login,
  paths.adminLogin,
  paths.freeTest,
  paths.setPassword,
  '/diese-seite-gibt-es-nicht',
];

const lastYear = new Date().getFullYear() - 1;

for (const scheme of SCHEMES) {
  describe(`accessibility, ${scheme} scheme`, () => {
    for (const path of PUBLIC_PAGES) {
      it(`public page ${path}`, () =>
        withSchemePage(
          suite,
          scheme,
          async (page) => {
            await page.goto(path);
            await expectNoSeriousViolations(page, scheme);
          },
          // The cookie notice shows on a first visit and is checked along with the page.
          { cookieNoticeSeen: false },
        ));
    }

    it('admin dashboard', () =>
      withSchemePage(suite, scheme, async (page) => {
        await signIn(page, suite.server.logins.admin);
        await expectNoSeriousViolations(page, scheme);
      }));

    it('employee dashboard', () =>
      withSchemePage(suite, scheme, async (page) => {
        await signIn(page, suite.server.logins.employee);
        await expectNoSeriousViolations(page, scheme);
      }));

    it('tenant dashboard', () =>
      withSchemePage(suite, scheme, async (page) => {
        await signIn(page, suite.server.logins.tenant);
        await expectNoSeriousViolations(page, scheme);
      }));

    it('customer dashboard, property, cost data and statement', () =>
      withSchemePage(suite, scheme, async (page) => {
        const leipzig = propertyAt(await demoProperties(suite), 'Am Stadtpark');
        await signIn(page, suite.server.logins.customer);
        await expectNoSeriousViolations(page, scheme);
        for (const path of [
          `${paths.customerPropertyDetail}?id=${leipzig.id}`,
          `${paths.customerCostsData}?property_id=${leipzig.id}&year=${lastYear}`,
          `${paths.customerStatement}?property_id=${leipzig.id}&year=${lastYear}`,
        ]) {
          await page.goto(path);
          await expectNoSeriousViolations(page, scheme);
        }
      }));
  });
}
