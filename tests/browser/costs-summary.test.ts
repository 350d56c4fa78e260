import { describe, expect, it } from 'vitest';
import { costDataTexts, costSummaryTexts, statementScreenTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { demoProperties, enter, propertyAt, waitForAutosave } from './costs-support.ts';

const suite = browserSuite();
const lastYear = new Date().getFullYear() - 1;

describe('cost summary', () => {
  it('lists the open points of the year, links back to the field and enables Weiter fortfahren while nothing blocks', () =>
    withPage(suite, DESKTOP, async (page) => {
      const leipzig = propertyAt(await demoProperties(suite), 'Am Stadtpark');
      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/costs-data?property_id=${leipzig.id}&year=${lastYear}`);
      await page.getByRole('heading', { name: costDataTexts.sections.heating }).waitFor();
      await enter(page, 'cost-amount-heating_main', '5000');
      await waitForAutosave(page);

      await page.getByRole('button', { name: costDataTexts.toSummary }).click();
      await page.getByRole('heading', { level: 1, name: costSummaryTexts.title(lastYear) }).waitFor();
      const proceed = page.getByRole('button', { name: costSummaryTexts.proceed });
      const missing = page.getByRole('region', { name: costSummaryTexts.missingHeading });
      // The server's list of checks, the statement screen's: empty lines are named, without blocking.
      const firstMissing = missing.getByRole('link', { name: /: Betrag fehlt$/ }).first();
      await firstMissing.waitFor();

      // The link returns to the cost data screen with the field focused.
      await firstMissing.click();
      await page.getByRole('heading', { name: costDataTexts.sections.heating }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^cost-amount-/);

      const ids = await page
        .locator('input[id^="cost-amount-"]')
        .evaluateAll((inputs) => inputs.map((i) => i.id).filter((id) => id !== 'cost-amount-heating_main'));
      expect(ids.length).toBeGreaterThan(0);
      for (const [i, id] of ids.entries()) await enter(page, id, `${100 + i},25`);
      await waitForAutosave(page);

      await page.getByRole('button', { name: costDataTexts.toSummary }).click();
      await page.getByRole('heading', { level: 1, name: costSummaryTexts.title(lastYear) }).waitFor();
      await expect.poll(() => page.getByText(/Betrag fehlt/).count()).toBe(0);
      // Enabled while nothing blocks finalizing, and no error is left in the list.
      await expect.poll(() => proceed.isDisabled()).toBe(false);
      expect(await page.locator('li[data-level="error"]').count()).toBe(0);
      await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/^[+-][\d.]+,\d\d\s€$/);
      for (const table of [
        costSummaryTexts.heatingTable,
        costSummaryTexts.generalTable,
        costSummaryTexts.tenantsTable,
      ])
        await page.getByRole('heading', { name: table }).waitFor();

      // The next step is the year's statements of this property.
      await proceed.click();
      await page.getByRole('heading', { level: 1, name: statementScreenTexts.title(lastYear) }).waitFor();
      const url = new URL(page.url());
      expect(url.pathname).toBe('/customer/statement');
      expect(url.searchParams.get('property_id')).toBe(String(leipzig.id));
      expect(url.searchParams.get('year')).toBe(String(lastYear));
    }));
});
