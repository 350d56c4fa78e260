import { describe, expect, it } from 'vitest';
import { autosaveTexts, costDataTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { demoProperties, enter, propertyAt, saveStatus, waitForAutosave } from './costs-support.ts';

const suite = browserSuite();
const lastYear = new Date().getFullYear() - 1;

describe('cost data', () => {
  it('saves entered costs automatically, and they survive a reload', () =>
    withPage(suite, DESKTOP, async (page) => {
      const leipzig = propertyAt(await demoProperties(suite), 'Am Stadtpark');
      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/costs-data?property_id=${leipzig.id}&year=${lastYear}`);
      await page.getByRole('heading', { name: costDataTexts.sections.heating }).waitFor();
      // A year without a draft starts from the defaults and sends nothing until something changes.
      await expect.poll(() => saveStatus(page).textContent()).toBe(costDataTexts.idle);

      await enter(page, 'cost-amount-heating_main', '1234,5');
      // "scheduled" lasts only the autosave delay; on a loaded machine the save may already be done.
      await expect
        .poll(async () => {
          const status = (await saveStatus(page).textContent()) ?? '';
          return (
            ([autosaveTexts.scheduled, autosaveTexts.saving] as string[]).includes(status) ||
            status.startsWith('Zuletzt')
          );
        })
        .toBe(true);
      await waitForAutosave(page);
      await expect.poll(() => page.locator('[id="cost-amount-heating_main"]').inputValue()).toBe('1.234,50');

      // An invalid date is named and not taken over; a real one is.
      await enter(page, 'cost-date-heating_main', '31022025');
      await page.getByText('Datum ungültig').first().waitFor();
      await enter(page, 'cost-date-heating_main', '15012025');
      await waitForAutosave(page);

      await page.reload();
      await page.getByText(autosaveTexts.loaded).waitFor();
      await expect.poll(() => page.locator('[id="cost-amount-heating_main"]').inputValue()).toBe('1.234,50');
      await expect.poll(() => page.locator('[id="cost-date-heating_main"]').inputValue()).toBe('15.01.2025');
    }));

  it('tells a stale second tab that the draft changed and loads the current state', () =>
    withPage(suite, DESKTOP, async (first) => {
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      await signIn(first, suite.server.logins.customer);
      const second = await first.context().newPage();
      const url = `/customer/costs-data?property_id=${berlin.id}&year=${lastYear}`;
      for (const page of [first, second]) {
        await page.goto(url);
        await page.getByText(autosaveTexts.loaded).waitFor();
      }

      await enter(first, 'cost-amount-heating_main', '8000');
      await waitForAutosave(first);

      await enter(second, 'cost-amount-heating_main', '9000');
      await second.getByText(autosaveTexts.conflict).waitFor({ timeout: 10_000 });
      await expect
        .poll(() => second.locator('[id="cost-amount-heating_main"]').inputValue())
        .toBe('8.000,00');

      // After the reload the second tab saves on top of the current version.
      await enter(second, 'cost-amount-heating_main', '8500');
      await waitForAutosave(second);
      await first.reload();
      await expect.poll(() => first.locator('[id="cost-amount-heating_main"]').inputValue()).toBe('8.500,00');
    }));

  it('adds own invoices, refuses a duplicate and deletes a line in two steps', () =>
    withPage(suite, DESKTOP, async (page) => {
      const leipzig = propertyAt(await demoProperties(suite), 'Am Stadtpark');
      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/costs-data-redesign?property_id=${leipzig.id}&year=${lastYear}`);
      const general = page.getByRole('region', { name: costDataTexts.sections.general });
      await general.waitFor();
      await page.getByRole('heading', { name: costDataTexts.redesign.status }).waitFor();

      await general.getByRole('button', { name: costDataTexts.addCustom }).click();
      await general.getByRole('button', { name: costDataTexts.addCustom }).click();
      const names = () =>
        general
          .locator('input[id^="cost-name-custom_user_"]')
          .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
      await expect.poll(names).toEqual(['Rechnung', 'Rechnung 2']);

      const firstCustom = general.locator('input[id^="cost-name-custom_user_"]').first();
      const id = (await firstCustom.getAttribute('id'))!;
      await enter(page, id, 'Grundsteuer');
      await general.getByText('Diese Kostenart wurde bereits hinzugefügt.').waitFor();

      await general.getByRole('button', { name: costDataTexts.deleteLabel('Rechnung 2') }).click();
      await general.getByRole('button', { name: costDataTexts.deleteConfirm }).click();
      // The refused name stays in the field with its message; the line itself kept its name.
      await expect.poll(() => general.locator('input[id^="cost-name-custom_user_"]').count()).toBe(1);
      // The heating line has no delete button at all.
      const heating = page.getByRole('region', { name: costDataTexts.sections.heating });
      await expect
        .poll(() => heating.getByRole('button', { name: costDataTexts.deleteLabel('Heizung') }).count())
        .toBe(0);
      await waitForAutosave(page);
    }));
});
