import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoneyDe } from '../../src/domain/money.ts';
import {
  employeeDashboardTexts,
  invoiceScreenTexts,
  postboxScreenTexts,
  propertyOverviewTexts,
  receivedStatementTexts,
} from '../../src/domain/texts/index.ts';
import {
  bytesOf,
  scannedPng,
  textPdf,
  totalsOf,
  ublInvoice,
  wasteInvoice,
  caretakerInvoice,
  invoiceSpec,
} from '../fixtures/invoices/index.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { demoProperties, propertyAt } from './costs-support.ts';
import { finalizeAndDeliver } from './statement-support.ts';

const suite = browserSuite();
const lastYear = new Date().getFullYear() - 1;
const texts = invoiceScreenTexts;
const period = {
  periodFrom: `${lastYear}-01-01`,
  periodTo: `${lastYear}-12-31`,
  issueDate: `${lastYear + 1}-01-15`,
};

/** The three files of the flow: an XRechnung (UBL), a PDF with text, and a scan of a printed invoice. */
async function threeFiles() {
  const waste = wasteInvoice(period);
  const caretaker = caretakerInvoice(period);
  const water = invoiceSpec({ ...period, number: 'WA-4711' });
  return {
    waste,
    files: [
      { name: 'muell.xml', mimeType: 'application/xml', buffer: Buffer.from(bytesOf(ublInvoice(waste))) },
      { name: 'hausmeister.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await textPdf(caretaker)) },
      {
        name: 'wasser-scan.png',
        mimeType: 'image/png',
        buffer: Buffer.from(scannedPng(await textPdf(water))),
      },
    ],
  };
}

/** The row of an invoice in the inbox list, by its file name. */
const rowOf = (page: Page, fileName: string) => page.getByRole('row').filter({ hasText: fileName });

describe('invoice inbox', () => {
  it('uploads three invoices, corrects an OCR field, approves, links the receipt, and the tenant opens it', () =>
    withPage(suite, DESKTOP, async (page) => {
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/property-detail?property_id=${berlin.id}`);
      await page.getByRole('link', { name: new RegExp(propertyOverviewTexts.postbox.title) }).click();
      await page.getByRole('link', { name: postboxScreenTexts.customer.inboxLink }).click();
      await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
      await page.getByText(texts.list.empty).waitFor();

      const { waste, files } = await threeFiles();
      await page.locator('input[type="file"]').setInputFiles(files);
      for (const file of files)
        await page
          .locator(`[data-upload="${file.name}"]`)
          .getByText(texts.upload.done(1))
          .waitFor({ timeout: 60_000 });
      for (const file of files) await rowOf(page, file.name).waitFor();
      const wasteRow = rowOf(page, 'muell.xml');
      expect(await wasteRow.textContent()).toContain(formatMoneyDe(totalsOf(waste).gross));
      expect(await wasteRow.textContent()).toContain(texts.statuses.read);
      expect(await rowOf(page, 'wasser-scan.png').textContent()).toContain(texts.statuses.needs_review);

      // The scan: its fields came from OCR; the invoice number is corrected by hand.
      await rowOf(page, 'wasser-scan.png')
        .getByRole('link', { name: /prüfen/ })
        .click();
      await page.getByRole('heading', { name: texts.detail.heading('wasser-scan.png') }).waitFor();
      await page.getByRole('img', { name: texts.detail.originalImage('wasser-scan.png') }).waitFor();
      const number = page.getByRole('textbox', { name: new RegExp(texts.fields.invoice_number) });
      await number.fill('WA-4711-K');
      await page.getByRole('button', { name: texts.fields.save }).click();
      await page.getByText(texts.fields.saved).waitFor();
      const label = await page
        .locator('label')
        .filter({ hasText: texts.fields.invoice_number })
        .textContent();
      expect(label).toContain(texts.sources.typed);
      await page.getByRole('link', { name: texts.detail.back }).click();

      // The caretaker's invoice: the property has no such cost type yet; one click creates it.
      await rowOf(page, 'hausmeister.pdf')
        .getByRole('link', { name: /prüfen/ })
        .click();
      await page.getByRole('button', { name: texts.approve.createCategory('Hauswart') }).click();
      await page.getByText(texts.approve.categoryCreated('Hauswart')).waitFor();
      expect(await page.getByRole('textbox', { name: texts.approve.category }).inputValue()).toBe('Hauswart');
      await page.getByRole('textbox', { name: texts.approve.year }).fill(String(lastYear));
      await page.getByRole('button', { name: texts.approve.submit }).click();
      await page.getByText(texts.approve.toCostData(lastYear)).waitFor();
      await page.getByRole('link', { name: texts.detail.back }).click();

      // The e-invoice: approved into last year's cost data as its waste collection.
      await rowOf(page, 'muell.xml')
        .getByRole('link', { name: /prüfen/ })
        .click();
      await page.getByText(texts.sources['e-invoice']).first().waitFor();
      const year = page.getByRole('textbox', { name: texts.approve.year });
      await year.fill(String(lastYear));
      const category = page.getByRole('textbox', { name: texts.approve.category });
      if ((await category.inputValue()) === '') {
        await category.click();
        await page.getByRole('option', { name: 'Müllabfuhr' }).click();
      }
      await page.getByRole('button', { name: texts.approve.submit }).click();
      await page.getByText(texts.approve.toCostData(lastYear)).click();
      await page.waitForURL((url) => url.pathname === '/customer/costs-data');
      const receipt = page.getByRole('link', { name: /^Beleg zu Müllabfuhr/ });
      await page.getByRole('link', { name: /^Beleg zu Hauswart/ }).waitFor();
      await receipt.waitFor();
      expect(await receipt.getAttribute('href')).toMatch(
        new RegExp(`^/customer/invoices\\?property_id=${berlin.id}&invoice=\\d+$`),
      );
      await receipt.click();
      await page.getByRole('heading', { name: texts.detail.heading('muell.xml') }).waitFor();
      await page.getByText(texts.detail.approved(lastYear)).waitFor();
      await page.getByText('AB-2025-118').first().waitFor();

      // Finalized and delivered, the tenant sees the receipt behind the statement and opens it.
      await finalizeAndDeliver(suite, berlin.id, lastYear);
    }).then(() =>
      withPage(suite, DESKTOP, async (page) => {
        await signIn(page, suite.server.logins.tenant);
        const statements = page.getByRole('region', { name: receivedStatementTexts.heading });
        const show = statements.getByRole('button', { name: texts.tenantReceipts.show(lastYear) });
        await expect
          .poll(
            async () => {
              await page.reload();
              await statements.getByRole('heading').first().waitFor();
              return show.count();
            },
            { timeout: 20_000, interval: 500 },
          )
          .toBe(1);
        await show.click();
        await page.getByRole('button', { name: /^Beleg hausmeister\.pdf zu Hauswart/ }).waitFor();
        const open = page.getByRole('button', { name: /^Beleg muell\.xml zu / });
        const [tab] = await Promise.all([page.waitForEvent('popup'), open.click()]);
        await expect.poll(() => tab.url()).toMatch(/^blob:/);
        expect(await tab.content()).toContain('AB-2025-118');
      }),
    ));

  it('lets an employee open another customer’s inbox from the dashboard, reject an invoice and delete it', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.employee);
      await page
        .getByRole('searchbox', { name: employeeDashboardTexts.propertiesSearchLabel })
        .fill('Hafenweg');
      await page
        .getByRole('link', {
          name: employeeDashboardTexts.actionLabel(texts.employeeAction, 'Hafenweg 7'),
        })
        .click();
      await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
      expect(new URL(page.url()).searchParams.get('property_id')).toBe(
        String(suite.server.app.other.propertyId),
      );

      const spec = wasteInvoice({ ...period, number: 'AB-HW-1' });
      await page.locator('input[type="file"]').setInputFiles([
        { name: 'hafen.xml', mimeType: 'application/xml', buffer: Buffer.from(bytesOf(ublInvoice(spec))) },
        { name: 'brief.docx', mimeType: 'application/msword', buffer: Buffer.from('kein Beleg') },
      ]);
      await page.getByText(texts.upload.wrongType('brief.docx')).waitFor();
      await rowOf(page, 'hafen.xml')
        .getByRole('link', { name: /prüfen/ })
        .click();
      await page.getByRole('button', { name: texts.reject.submit }).click();
      await page.getByText(texts.reject.reasonRequired).waitFor();
      await page.getByRole('textbox', { name: texts.reject.reason }).fill('Nicht unsere Liegenschaft');
      await page.getByRole('button', { name: texts.reject.submit }).click();
      await page.getByText(texts.detail.rejected('Nicht unsere Liegenschaft')).waitFor();

      await page.getByRole('button', { name: texts.remove.label('hafen.xml') }).click();
      await page.getByRole('button', { name: texts.remove.steps[1] }).click();
      await page.getByText(texts.list.empty).waitFor();
      expect(new URL(page.url()).searchParams.get('invoice')).toBeNull();
    }));
});
