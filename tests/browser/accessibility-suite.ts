import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PropertyRecord } from '../../src/domain/schemas/records.ts';
import {
  invoiceScreenTexts,
  letterScreenTexts,
  paymentsScreenTexts,
  postboxScreenTexts,
  templates,
} from '../../src/domain/texts/index.ts';
import { letterLabels } from '../../src/domain/texts/letters.ts';
import { paths } from '../../src/web/routing/paths.ts';
import { ublInvoice, wasteInvoice } from '../fixtures/invoices/index.ts';
import { browserSuite } from '../helpers/browser.ts';
import { expectNoSeriousViolations, type Scheme, withSchemePage } from './a11y-support.ts';
import { demoProperties, propertyAt } from './costs-support.ts';

/**
 * axe on every public page and on the screens of each role, in one colour scheme: no serious or
 * critical violation of WCAG 2.1 AA. Contrast, names, labels, landmarks and ARIA are checked by
 * machine; the skip link, the hidden header and the mobile menu are tested in keyboard.test.ts.
 * One test file per scheme (accessibility-dark/-light.test.ts), so the two run side by side.
 */

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
  paths.emailConfirm,
  '/diese-seite-gibt-es-nicht',
];

const lastYear = new Date().getFullYear() - 1;

type Login = 'admin' | 'customer' | 'employee' | 'tenant';

/** A signed-in screen: whose it is and how to open it (by path, with the demo landlord's Leipzig property). */
interface RoleScreen {
  login: Login;
  open: (page: Page, leipzig: PropertyRecord) => Promise<unknown>;
}

const at = (path: (leipzig: PropertyRecord) => string) => (page: Page, leipzig: PropertyRecord) =>
  page.goto(path(leipzig));

/** The inbox with an e-invoice just uploaded, opened beside its original (the XML as text). */
async function openUploadedInvoice(page: Page, leipzig: PropertyRecord): Promise<void> {
  await page.goto(`${paths.customerInvoices}?property_id=${leipzig.id}`);
  const xml = ublInvoice(wasteInvoice());
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'muell.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await page.getByText(invoiceScreenTexts.upload.done(1)).waitFor();
  await page.getByRole('row').filter({ hasText: 'muell.xml' }).first().getByRole('link').click();
  await page.getByTestId('invoice-original').getByText('AB-2025-118').waitFor();
}

/** The payments of last year with the first tenant's months and the chart's values opened. */
async function openPayments(page: Page, leipzig: PropertyRecord): Promise<void> {
  await page.goto(`${paths.customerPayments}?property_id=${leipzig.id}&year=${lastYear}`);
  await page.getByTestId('payments-table').waitFor();
  await page
    .getByRole('button', { name: /^Monate von / })
    .first()
    .click();
  await page.getByRole('button', { name: paymentsScreenTexts.chart.tableToggle }).click();
  await page.getByRole('table', { name: paymentsScreenTexts.chart.tableCaption(lastYear) }).waitFor();
}

/**
 * A template's form for the first tenant of the property, filled, and the warning letter created
 * from it, so that the preview, the PDF frame and the letters list are checked too.
 */
async function openLetterForm(page: Page, leipzig: PropertyRecord): Promise<void> {
  await page.goto(`/customer/templates/warning?property_id=${leipzig.id}`);
  await page.getByRole('textbox', { name: letterScreenTexts.tenant }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const form = page.getByRole('form', { name: letterScreenTexts.formHeading });
  await form.getByRole('textbox', { name: letterLabels.breach, exact: true }).fill('Lärm nach 22 Uhr');
  await form.getByLabel(letterLabels.breachDate).fill('2026-11-20');
  await form
    .getByRole('textbox', { name: letterLabels.demand, exact: true })
    .fill('Bitte halten Sie die Ruhezeiten ein.');
  await form.getByRole('combobox', { name: letterLabels.consequence, exact: true }).selectOption('ordinary');
  await form.getByRole('button', { name: letterScreenTexts.create }).click();
  await page.getByTestId('letter-pdf').waitFor();
  await page.getByRole('table').filter({ hasText: templates.warning.title }).waitFor();
}

const ROLE_SCREENS: Record<string, RoleScreen> = {
  'admin dashboard': { login: 'admin', open: at(() => paths.adminDashboard) },
  'admin customers': { login: 'admin', open: at(() => paths.adminCustomers) },
  'admin customer detail': {
    login: 'admin',
    open: at((leipzig) => `${paths.adminCustomerDetail}?id=${leipzig.customer_id}`),
  },
  'admin properties': { login: 'admin', open: at(() => paths.adminProperties) },
  'admin property detail': {
    login: 'admin',
    open: at((leipzig) => `${paths.adminPropertyDetail}?id=${leipzig.id}`),
  },
  'admin tenants': { login: 'admin', open: at(() => paths.adminTenants) },
  'admin users': { login: 'admin', open: at(() => paths.adminUsers) },
  'admin logins': { login: 'admin', open: at(() => paths.adminSystemLogins) },
  'employee dashboard': { login: 'employee', open: at(() => paths.employeeDashboard) },
  'customer dashboard': { login: 'customer', open: at(() => paths.customerDashboard) },
  'customer property': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerPropertyDetail}?id=${leipzig.id}`),
  },
  'customer tenants': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerTenants}?property_id=${leipzig.id}`),
  },
  'customer readings table': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerReadings}?property_id=${leipzig.id}&year=${lastYear}`),
  },
  'customer cost data': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerCostsData}?property_id=${leipzig.id}&year=${lastYear}`),
  },
  'customer cost summary': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerCostsSummary}?property_id=${leipzig.id}&year=${lastYear}`),
  },
  'customer statement': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerStatement}?property_id=${leipzig.id}&year=${lastYear}`),
  },
  'customer statements': {
    login: 'customer',
    // Berlin has the demo's delivered year and its open draft: both are opened.
    open: async (page) => {
      await page.goto(paths.customerStatements);
      await page.getByRole('textbox', { name: 'Liegenschaft' }).click();
      await page.getByRole('option', { name: /Lindenstraße/ }).click();
      await page.getByTestId('next-step').waitFor();
      await page.getByRole('link', { name: `Abrechnung ${lastYear - 1} anzeigen` }).click();
      await page.getByTestId('statement-deliveries').waitFor();
    },
  },
  'customer profile': { login: 'customer', open: at(() => paths.customerProfile) },
  'customer property setup': { login: 'customer', open: at(() => paths.customerPropertySetup) },
  'customer property setup, heating': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerPropertySetup}?id=${leipzig.id}&step=heating`),
  },
  'customer property setup, letterhead': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerPropertySetup}?id=${leipzig.id}&step=letterhead`),
  },
  'customer property setup, tenants': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerPropertySetup}?id=${leipzig.id}&step=tenants`),
  },
  'customer property setup, meters': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerPropertySetup}?id=${leipzig.id}&step=meters`),
  },
  'customer help': { login: 'customer', open: at(() => paths.customerHelp) },
  'customer templates': { login: 'customer', open: at(() => paths.customerTemplates) },
  'customer invoice inbox': {
    login: 'customer',
    open: at((leipzig) => `${paths.customerInvoices}?property_id=${leipzig.id}`),
  },
  'customer invoice beside its original': { login: 'customer', open: openUploadedInvoice },
  'employee invoice inbox': {
    login: 'employee',
    open: at((leipzig) => `${paths.customerInvoices}?property_id=${leipzig.id}`),
  },
  'customer payments': { login: 'customer', open: openPayments },
  'employee payments': {
    login: 'employee',
    open: at((leipzig) => `${paths.customerPayments}?property_id=${leipzig.id}&year=${lastYear}`),
  },
  'tenant dashboard': { login: 'tenant', open: at(() => paths.tenantDashboard) },
  'tenant property': {
    login: 'tenant',
    // The tenant's dwelling is opened from its tile, as the tenant would.
    open: async (page) => {
      await page.goto(paths.tenantDashboard);
      await page.getByRole('link', { name: /Lindenstraße 12/ }).click();
      await page.waitForURL((url) => url.pathname === paths.tenantPropertyDetail);
    },
  },
  'tenant receipts': {
    login: 'tenant',
    // The demo's delivered year is the year before last.
    open: async (page) => {
      await page.goto(paths.tenantDashboard);
      const { show, empty } = invoiceScreenTexts.tenantReceipts;
      await page.getByRole('button', { name: show(lastYear - 1) }).click();
      await page.getByText(empty).waitFor();
    },
  },
  'customer letter form with a created letter': { login: 'customer', open: openLetterForm },
  'customer postbox': {
    login: 'customer',
    open: async (page, leipzig) => {
      await page.goto(`${paths.customerPostbox}?property_id=${leipzig.id}`);
      await page.getByRole('heading', { name: postboxScreenTexts.customer.sentHeading }).waitFor();
      await page.getByRole('link', { name: postboxScreenTexts.customer.inboxLink }).waitFor();
    },
  },
  'tenant postbox': {
    login: 'tenant',
    // The demo's delivered statement is in the tenant's Postbox; it is opened beside the list.
    open: async (page) => {
      await page.goto(paths.tenantPostbox);
      await page.getByRole('article').first().getByRole('button').click();
      await page.getByTestId('postbox-pdf').waitFor();
    },
  },
  'tenant profile': { login: 'tenant', open: at(() => paths.tenantProfile) },
  'tenant help': { login: 'tenant', open: at(() => paths.tenantHelp) },
};

export function describeAccessibility(scheme: Scheme): void {
  // With the demo's delivered year, so the statements overview and the tenant's list have content.
  const suite = browserSuite({ demoStatements: true });
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

    for (const [name, screen] of Object.entries(ROLE_SCREENS)) {
      it(name, async () => {
        const leipzig = propertyAt(await demoProperties(suite), 'Am Stadtpark');
        await withSchemePage(
          suite,
          scheme,
          async (page) => {
            await screen.open(page, leipzig);
            await expectNoSeriousViolations(page, scheme);
          },
          { signedInAs: suite.server.logins[screen.login] },
        );
      });
    }
  });
}
