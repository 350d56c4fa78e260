import { describe, expect, it } from 'vitest';
import { costDataTexts, costSummaryTexts, statementScreenTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { demoProperties, enter, propertyAt, waitForAutosave } from './costs-support.ts';
import { downloadFrom, ensureFinalized, isPdf, isZip } from './statement-support.ts';

const suite = browserSuite();
const lastYear = new Date().getFullYear() - 1;
const texts = statementScreenTexts;
const REMOTE_ID = 'statement-setting-remote_readable';
const statusLabels = Object.values(texts.deliver.statuses) as string[];

describe('statements', () => {
  it('shows the same open points on the cost screen, the summary and the statement screen', () =>
    withPage(suite, DESKTOP, async (page) => {
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      const query = `property_id=${berlin.id}&year=${lastYear}`;
      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/costs-data?${query}`);
      const openPoints = page.getByRole('region', { name: costDataTexts.sections.openPoints });
      const itemsOf = (list: ReturnType<typeof page.getByRole>) =>
        list.locator('li[data-level]').allTextContents();
      await openPoints.locator('li[data-level]').first().waitFor();
      const before = await itemsOf(openPoints);

      // A cost line loses its amount: the server's list names it on every screen.
      const general = page.getByRole('region', { name: costDataTexts.sections.general });
      const amount = general.locator('input[id^="cost-amount-"]').first();
      const id = (await amount.getAttribute('id'))!;
      const value = await amount.inputValue();
      await enter(page, id, '');
      await waitForAutosave(page);
      const named = (list: ReturnType<typeof page.getByRole>) =>
        list.locator('li[data-level]', { hasText: 'Betrag fehlt' });
      await named(openPoints).waitFor();
      const onCosts = await itemsOf(openPoints);
      expect(onCosts.length).toBe(before.length + 1);
      const errors = onCosts.filter((text) => text.startsWith(texts.checks.error)).length;

      await page.goto(`/customer/costs-summary?${query}`);
      const missing = page.getByRole('region', { name: costSummaryTexts.missingHeading });
      await named(missing).waitFor();
      expect(await itemsOf(missing)).toEqual(onCosts);
      // What blocks on the statement screen blocks here, and nothing else.
      const proceed = page.getByRole('button', { name: costSummaryTexts.proceed });
      await expect.poll(() => proceed.isDisabled()).toBe(errors > 0);

      await page.goto(`/customer/statement?${query}`);
      const checks = page.getByRole('region', { name: texts.checks.heading });
      await named(checks).waitFor();
      expect(await itemsOf(checks)).toEqual(onCosts);
      expect(await checks.locator('li[data-level="error"]').count()).toBe(errors);

      // The point leads back to the very field; entering the amount again clears it everywhere.
      await checks.getByRole('link', { name: /Betrag fehlt/ }).click();
      await page.waitForURL((url) => url.pathname === '/customer/costs-data');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
      await enter(page, id, value);
      await waitForAutosave(page);
      await expect.poll(() => itemsOf(openPoints)).toEqual(before);
    }));

  it('goes from the cost summary to checked, downloaded, finalized and delivered statements', () =>
    withPage(suite, DESKTOP, async (page) => {
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/costs-summary?property_id=${berlin.id}&year=${lastYear}`);
      // Nothing blocks (the remote reading below is a warning): on to the statements.
      const proceed = page.getByRole('button', { name: costSummaryTexts.proceed });
      await expect.poll(() => proceed.isDisabled()).toBe(false);
      await proceed.click();

      await page.getByRole('heading', { level: 1, name: texts.title(lastYear) }).waitFor();
      await page.getByText(berlin.address).first().waitFor();
      // The deadline is on the screen from the start, before any action.
      await page.getByText(/^Zugang beim Mieter spätestens am \d\d\.\d\d\.\d{4}$/).waitFor();
      await expect.poll(() => page.getByTestId('statement-status').textContent()).toBe(texts.status.open);

      const checks = page.getByRole('region', { name: texts.checks.heading });
      await checks.waitFor();
      expect(await checks.locator('li[data-level="error"]').count()).toBe(0);

      // Each tenant's statement: the lines with the columns of the printed statement, and the totals.
      const tenants = page.getByRole('region', { name: texts.statements.heading });
      const first = tenants.getByRole('article').first();
      await first.waitFor();
      expect(await tenants.getByRole('article').count()).toBeGreaterThan(1);
      for (const column of Object.values(texts.statements.columns))
        await first.getByRole('columnheader', { name: column, exact: true }).waitFor();
      await first.getByText(`${texts.statements.path}:`, { exact: false }).first().waitFor();
      await expect
        .poll(() => first.getByTestId('statement-totals').textContent())
        .toMatch(/(Nachzahlung|Guthaben|Ausgeglichen)/);

      const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
      const pdf = await downloadFrom(
        page,
        first.getByRole('button', { name: texts.statements.downloadLabel(name) }),
      );
      // The server's name for the file: year, tenant id and the name in ASCII.
      expect(pdf.name).toMatch(/^Abrechnung_\d{4}_\d+_[A-Za-z0-9_]+\.pdf$/);
      expect(isPdf(pdf.bytes)).toBe(true);
      const zip = await downloadFrom(page, page.getByRole('button', { name: texts.statements.downloadAll }));
      expect(zip.name).toMatch(/^Abrechnungen_\d{4}_\d+\.zip$/);
      expect(isZip(zip.bytes)).toBe(true);

      // A check leads to its fix: the missing remote reading is a setting on this screen.
      await checks.getByRole('link', { name: /nicht fernablesbar/ }).click();
      const remote = page.locator('#statement-setting-remote_readable');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(REMOTE_ID);
      await remote.selectOption('yes');
      await page.getByRole('button', { name: texts.settings.save }).click();
      await page.getByText(texts.settings.saved).waitFor();
      await checks.getByRole('link', { name: /nicht fernablesbar/ }).waitFor({ state: 'detached' });

      // Finalizing asks first; cancelling changes nothing.
      const finalize = page.getByRole('button', { name: texts.finalize.button });
      await finalize.click();
      const dialog = page.getByRole('dialog', { name: texts.finalize.title });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: texts.finalize.cancel }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('statement-status').textContent()).toBe(texts.status.open);

      await finalize.click();
      await dialog.getByRole('button', { name: texts.finalize.confirm }).click();
      await page.getByText(texts.finalize.done).waitFor();
      await expect
        .poll(() => page.getByTestId('statement-status').textContent())
        .toBe(texts.status.finalized);
      await page.getByText(/^Abgeschlossen am \d\d\.\d\d\.\d{4}$/).waitFor();
      // Only an admin may reopen.
      expect(await page.getByRole('button', { name: texts.reopen.button }).count()).toBe(0);
      // A finalized year's settings are read-only.
      await page.getByText(texts.settings.locked(lastYear)).waitFor();
      expect(await page.getByRole('button', { name: texts.settings.save }).count()).toBe(0);

      await page.getByRole('button', { name: texts.deliver.button }).click();
      const result = page.getByTestId('delivery-result');
      await result.waitFor();
      const rows = result.locator('tbody tr');
      expect(await rows.count()).toBe(await tenants.getByRole('article').count());
      for (const row of await rows.all()) {
        const cells = await row.getByRole('cell').allTextContents();
        expect(['E-Mail', 'Post']).toContain(cells[1]);
        expect(statusLabels).toContain(cells[3]);
      }
      await result.getByRole('cell', { name: 'Post', exact: true }).first().waitFor();
      await result.getByRole('cell', { name: 'E-Mail', exact: true }).first().waitFor();

      // Sending again needs a confirmation too.
      await page.getByRole('button', { name: texts.deliver.resend }).click();
      const resend = page.getByRole('dialog', { name: texts.deliver.resendTitle });
      await resend.getByRole('button', { name: texts.deliver.resendConfirm }).click();
      await resend.waitFor({ state: 'hidden' });
      await result.waitFor();

      // After a reload the delivery state comes from the server.
      await page.reload();
      await page.getByTestId('delivery-result').locator('tbody tr').first().waitFor();
      expect(await page.getByTestId('delivery-result').locator('tbody tr').count()).toBe(
        await tenants.getByRole('article').count(),
      );
    }));

  it('lets the admin reopen a finalized year from the property detail', () =>
    withPage(suite, DESKTOP, async (page) => {
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      await ensureFinalized(suite, berlin.id, lastYear);
      await signIn(page, suite.server.logins.admin);
      await page.goto(`/admin/property-detail?id=${berlin.id}`);
      await page.getByRole('link', { name: texts.title(lastYear), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: texts.title(lastYear) }).waitFor();
      await expect
        .poll(() => page.getByTestId('statement-status').textContent())
        .toBe(texts.status.finalized);

      await page.getByRole('button', { name: texts.reopen.button }).click();
      const dialog = page.getByRole('dialog', { name: texts.reopen.title });
      await dialog.getByRole('button', { name: texts.reopen.confirm }).click();
      await page.getByText(texts.reopen.done).waitFor();
      await expect.poll(() => page.getByTestId('statement-status').textContent()).toBe(texts.status.open);
      await page.getByRole('button', { name: texts.settings.save }).waitFor();
      await page.getByRole('button', { name: texts.finalize.button }).waitFor();
    }));

  it('links a check to its fix and can be used with the keyboard', () =>
    withPage(suite, DESKTOP, async (page) => {
      const leipzig = propertyAt(await demoProperties(suite), 'Am Stadtpark');
      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/statement?property_id=${leipzig.id}&year=${lastYear}`);
      await page.getByRole('heading', { level: 1, name: texts.title(lastYear) }).waitFor();
      // Leipzig has no cost data for last year: the screen says so and leads back to the data entry.
      await page.getByText(texts.noDraft).waitFor();
      await page.getByRole('link', { name: texts.backToData }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/customer/costs-data');
    }));
});
