import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoneyDe } from '../../src/domain/money.ts';
import type { PropertyRecord } from '../../src/domain/schemas/records.ts';
import {
  customerTenantTexts,
  fieldEditTexts,
  paymentsScreenTexts,
  tenantIbanFieldTexts,
} from '../../src/domain/texts/index.ts';
import { camtStatement, LANDLORD_IBAN, statementSpec, TENANT_IBANS } from '../fixtures/bank/index.ts';
import { browserSuite } from '../helpers/browser.ts';
import { expectNoSeriousViolations, withSchemePage } from './a11y-support.ts';
import { demoProperties, propertyAt } from './costs-support.ts';
import { downloadFrom, isPdf, landlordToken } from './statement-support.ts';

const suite = browserSuite();
const texts = paymentsScreenTexts;
const year = new Date().getFullYear() - 1;

/** Anna Schneider of the demo's Berlin house pays 2.160,00 € a year: 180,00 € a month. */
const SCHNEIDER_MONTHLY = 18_000;
const SCHNEIDER_ANNUAL = 216_000;
/** Yilmaz pays 2.640,00 € a year: 220,00 € a month. */
const YILMAZ_MONTHLY = 22_000;

/**
 * January to March of the year on the landlord's account: Schneider's January and February advances
 * from her IBAN, a transfer of Yilmaz's advance from an account nobody knows with no name in its
 * text, and the building insurance as a debit.
 */
function januaryToMarch(): string {
  const booking = (
    date: string,
    reference: string,
    amountCents: number,
    name: string,
    iban: string | null,
    text: string,
  ) => ({
    bookingDate: `${year}-${date}`,
    valueDate: `${year}-${date}`,
    reference,
    payments: [{ amountCents, name, iban, text }],
  });
  return camtStatement(
    statementSpec({
      accountIban: LANDLORD_IBAN,
      accountHolder: 'Hausverwaltung Sommer GmbH',
      bookings: [
        booking(
          '01-03',
          'REF-JAN-1',
          SCHNEIDER_MONTHLY,
          'Anna Schneider',
          TENANT_IBANS.berger,
          'Nebenkosten Januar',
        ),
        booking(
          '02-03',
          'REF-FEB-1',
          SCHNEIDER_MONTHLY,
          'Anna Schneider',
          TENANT_IBANS.berger,
          'Nebenkosten Februar',
        ),
        booking('03-05', 'REF-MAR-1', YILMAZ_MONTHLY, 'M. Y.', TENANT_IBANS.schulz, 'Ueberweisung'),
        booking('03-10', 'REF-MAR-2', -4_990, 'Versicherung AG', null, 'Beitrag Gebaeudeversicherung'),
      ],
    }),
  );
}

/** The advance a tenant's statement of the year credits, from the statements API. */
/** March to December: Schneider 300,00 € a month from her IBAN; Wagner 465,00 € (three advances) by name. */
function overpayments(): string {
  const months = ['03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
  return camtStatement(
    statementSpec({
      accountIban: LANDLORD_IBAN,
      accountHolder: 'Hausverwaltung Sommer GmbH',
      bookings: [
        ...months.map((m) => ({
          bookingDate: `${year}-${m}-02`,
          valueDate: `${year}-${m}-02`,
          reference: `REF-S-${m}`,
          payments: [
            {
              amountCents: 30_000,
              name: 'Anna Schneider',
              iban: TENANT_IBANS.berger,
              text: `Nebenkosten ${m}`,
            },
          ],
        })),
        ...['08', '10', '12'].map((m) => ({
          bookingDate: `${year}-${m}-05`,
          valueDate: `${year}-${m}-05`,
          reference: `REF-W-${m}`,
          payments: [{ amountCents: 46_500, name: 'J. W.', iban: null, text: `Vorauszahlung Wagner ${m}` }],
        })),
      ],
    }),
  );
}

async function statementAdvance(property: PropertyRecord, tenantName: string): Promise<number> {
  const res = await fetch(`${suite.server.url}/api/properties/${property.id}/statements?year=${year}`, {
    headers: { authorization: `Bearer ${await landlordToken(suite)}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { statements: Array<{ name: string; advance_payments_cents: number }> };
  const statement = body.statements.find((s) => s.name.includes(tenantName));
  expect(statement, tenantName).toBeDefined();
  return statement!.advance_payments_cents;
}

const tenantRow = (page: Page, name: string) =>
  page.getByTestId('payments-table').getByRole('row').filter({ hasText: name }).first();

async function chooseBasis(page: Page, basis: 'agreed' | 'received'): Promise<void> {
  await page.getByRole('radio', { name: texts.basis[basis] }).click();
  await page.getByText(texts.basis.saved(texts.basis[basis])).waitFor();
  await page.getByRole('radio', { name: texts.basis[basis], checked: true }).waitFor();
}

describe('payments screen', () => {
  it('takes the account and a tenant IBAN, imports a statement, shows a paid month and arrears, assigns a credit, switches the basis', () =>
    withSchemePage(
      suite,
      'light',
      async (page) => {
        const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');

        // The tenant's IBAN, on the tenant screen's edit panel.
        await page.goto(`/customer/tenants?property_id=${berlin.id}`);
        await page.getByRole('button', { name: customerTenantTexts.editOf('Anna Schneider') }).click();
        const ibanField = page.getByRole('textbox', { name: tenantIbanFieldTexts.label });
        await ibanField.fill('DE89 3704 0044 0532 0130 00');
        await ibanField.press('Tab');
        await page.getByRole('status', { name: fieldEditTexts.saved }).first().waitFor();

        // From the property overview to the payments screen.
        await page.goto(`/customer/property-detail?property_id=${berlin.id}`);
        await page.getByRole('link', { name: new RegExp(texts.tile.title) }).click();
        await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
        expect(new URL(page.url()).searchParams.get('property_id')).toBe(String(berlin.id));
        await page.getByText(texts.account.missing).waitFor();
        await page.getByText(texts.empty).waitFor();

        // An invalid IBAN is refused by the server, in German, at its field.
        await page.getByRole('textbox', { name: texts.account.iban }).fill('DE00 1234');
        await page.getByRole('textbox', { name: texts.account.holder }).fill('Hausverwaltung Sommer GmbH');
        await page.getByRole('button', { name: texts.account.save }).click();
        await page.getByRole('alert').filter({ hasText: /IBAN/ }).waitFor();
        await page.getByRole('textbox', { name: texts.account.iban }).fill(LANDLORD_IBAN);
        await page.getByRole('button', { name: texts.account.save }).click();
        await page.getByText(texts.account.saved).waitFor();

        await page.locator('input[type="file"]').setInputFiles({
          name: 'januar-maerz.xml',
          mimeType: 'application/xml',
          buffer: Buffer.from(januaryToMarch()),
        });
        const result = texts.upload.result('januar-maerz.xml', {
          transactions: 4,
          new: 4,
          duplicates: 0,
          matched: 2,
          unmatched: 1,
        });
        await page.getByText(result).waitFor({ timeout: 30_000 });

        // January of Schneider: paid, from her IBAN.
        const schneider = tenantRow(page, 'Anna Schneider');
        await schneider.getByRole('button', { name: texts.overview.showMonths('Anna Schneider') }).click();
        const january = page.locator(`[data-month="${year}-01"]`).first();
        await january.waitFor();
        const januaryText = await january.textContent();
        expect(januaryText).toContain(formatMoneyDe(SCHNEIDER_MONTHLY));
        expect(januaryText).toContain(texts.overview.settled);
        expect(januaryText?.split(formatMoneyDe(SCHNEIDER_MONTHLY)).length).toBe(3);

        // Yilmaz paid nothing the bank could tell: arrears, in words and with the reminder.
        const yilmaz = tenantRow(page, 'Yilmaz');
        expect(await yilmaz.textContent()).toContain(texts.overview.arrears);
        const reminder = await downloadFrom(
          page,
          yilmaz.getByRole('button', { name: texts.overview.reminderLabel('Yilmaz') }),
        );
        expect(isPdf(reminder.bytes), reminder.name).toBe(true);
        expect(await yilmaz.textContent()).toContain(formatMoneyDe(0));

        // The transfer from the unknown account, assigned to Yilmaz by hand.
        const unmatched = page.getByTestId('unmatched-table');
        const amount = formatMoneyDe(YILMAZ_MONTHLY);
        const date = `05.03.${year}`;
        await unmatched.getByRole('textbox', { name: texts.unmatched.tenantLabel(amount, date) }).click();
        await page.getByRole('option', { name: 'Yilmaz', exact: true }).click();
        await unmatched.getByRole('button', { name: texts.unmatched.assignLabel(amount, date) }).click();
        await page.getByText(texts.unmatched.assigned(amount, 'Yilmaz')).waitFor();
        await page.getByText(texts.unmatched.none).waitFor();
        await expect.poll(() => tenantRow(page, 'Yilmaz').textContent()).toContain(amount);

        // The chart's text alternative names the year's sums.
        const chart = page.getByTestId('payments-chart');
        expect(await chart.getAttribute('aria-label')).toContain(
          `eingegangen ${formatMoneyDe(2 * SCHNEIDER_MONTHLY + YILMAZ_MONTHLY)}`,
        );

        // Bank data of the year: the statements credit what was received, until the landlord says otherwise.
        await page.getByRole('radio', { name: texts.basis.received, checked: true }).waitFor();
        expect(await statementAdvance(berlin, 'Schneider')).toBe(2 * SCHNEIDER_MONTHLY);
        await chooseBasis(page, 'agreed');
        expect(await statementAdvance(berlin, 'Schneider')).toBe(SCHNEIDER_ANNUAL);
        await chooseBasis(page, 'received');
        expect(await statementAdvance(berlin, 'Schneider')).toBe(2 * SCHNEIDER_MONTHLY);

        await expectNoSeriousViolations(page, 'light');

        // Importing the same file again stores nothing new.
        await page.getByRole('button', { name: texts.upload.clear }).click();
        await page.locator('input[type="file"]').setInputFiles({
          name: 'januar-maerz.xml',
          mimeType: 'application/xml',
          buffer: Buffer.from(januaryToMarch()),
        });
        await page.getByText(/4 Buchungen gelesen, 0 neu, 4 bereits vorhanden/).waitFor({ timeout: 30_000 });

        // The link to the statement screen of the year.
        await page.getByRole('link', { name: texts.basis.toStatement(year) }).click();
        await page.waitForURL((url) => url.pathname === '/customer/statement');
        expect(new URL(page.url()).searchParams.get('year')).toBe(String(year));
      },
      { signedInAs: suite.server.logins.customer },
    ));

  it('is usable by keyboard and axe-clean in the dark scheme, months and chart values open', () =>
    withSchemePage(
      suite,
      'dark',
      async (page) => {
        const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
        await page.goto(`/customer/payments?property_id=${berlin.id}&year=${year}`);
        await page.getByTestId('payments-table').waitFor();
        const months = page.getByRole('button', { name: texts.overview.showMonths('Anna Schneider') });
        await months.focus();
        await page.keyboard.press('Enter');
        await page.locator(`[data-month="${year}-12"]`).first().waitFor();
        const hide = page.getByRole('button', { name: texts.overview.hideMonths('Anna Schneider') });
        expect(await hide.getAttribute('aria-expanded')).toBe('true');
        const table = page.getByRole('button', { name: texts.chart.tableToggle });
        await table.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('table', { name: texts.chart.tableCaption(year) }).waitFor();
        await expectNoSeriousViolations(page, 'dark');
      },
      { signedInAs: suite.server.logins.customer },
    ));

  it('lists the refunds of a finalized year, names those without IBAN and downloads the transfer file', () =>
    withSchemePage(
      suite,
      'light',
      async (page) => {
        const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
        const token = await landlordToken(suite);
        const api = (method: string, path: string, body: unknown) =>
          fetch(`${suite.server.url}${path}`, {
            method,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const tenants = (await (
          await fetch(`${suite.server.url}/api/properties/${berlin.id}/tenants`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as Array<{ id: number; last_name: string }>;
        const schneider = tenants.find((t) => t.last_name === 'Schneider')!;
        const account = { iban: LANDLORD_IBAN, bic: null, account_holder: 'Hausverwaltung Sommer GmbH' };
        expect((await api('PUT', `/api/properties/${berlin.id}/bank-account`, account)).status).toBe(200);
        const ibans = { ibans: [TENANT_IBANS.berger] };
        expect((await api('PUT', `/api/customer/tenants/${schneider.id}`, ibans)).status).toBe(200);

        // Schneider pays 300,00 € a month from March, Wagner (no IBAN) three advances at a time by name:
        // both more than their costs, so with the advances as received both get money back.
        await page.goto(`/customer/payments?property_id=${berlin.id}&year=${year}`);
        await page.getByText(texts.refunds.notFinalized(year)).waitFor();
        await page.locator('input[type="file"]').setInputFiles({
          name: 'maerz-dezember.xml',
          mimeType: 'application/xml',
          buffer: Buffer.from(overpayments()),
        });
        await page
          .getByText(/maerz-dezember\.xml: 13 Buchungen gelesen, 13 neu/)
          .waitFor({ timeout: 30_000 });
        await page.getByRole('radio', { name: texts.basis.received, checked: true }).waitFor();
        const finalized = await api('POST', `/api/properties/${berlin.id}/statements/finalize`, { year });
        expect(finalized.status, await finalized.clone().text()).toBe(200);

        await page.reload();
        const refunds = page.getByTestId('refunds-table');
        await refunds.waitFor();
        expect(await refunds.getByRole('row').filter({ hasText: 'Schneider' }).textContent()).toContain(
          'DE89 3704 0044 0532 0130 00',
        );
        expect(await refunds.getByRole('row').filter({ hasText: 'Wagner' }).textContent()).toContain(
          texts.refunds.noIban,
        );
        expect(await page.getByTestId('refunds-without-iban').textContent()).toBe(
          texts.refunds.withoutIban('Julia Wagner'),
        );
        const file = await downloadFrom(
          page,
          page.getByRole('button', { name: texts.refunds.download(year) }),
        );
        const xml = file.bytes.toString('utf8');
        expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
        expect(xml).toContain(TENANT_IBANS.berger);
        expect(xml).not.toContain('Wagner');
        await expectNoSeriousViolations(page, 'light');
      },
      { signedInAs: suite.server.logins.customer },
    ));
});
