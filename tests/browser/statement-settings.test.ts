import { describe, expect, it } from 'vitest';
import { statementScreenTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { demoProperties, propertyAt } from './costs-support.ts';

const suite = browserSuite();
const lastYear = new Date().getFullYear() - 1;
const texts = statementScreenTexts;
const settings = texts.settings;
const id = (name: string) => `#statement-setting-${name}`;

describe('statement settings of the billing rules', () => {
  it('saves building, CO2 and reduction settings, refuses an incomplete building, and the checks follow', () =>
    withPage(suite, DESKTOP, async (page) => {
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/statement?property_id=${berlin.id}&year=${lastYear}`);
      const panel = page.getByRole('region', { name: settings.heading });
      await panel.getByRole('button', { name: settings.save }).waitFor();
      for (const label of [settings.buildingHeading, settings.co2Heading, settings.groupsHeading])
        await panel.getByRole('heading', { name: label }).waitFor();
      // The help texts cite the rules they apply.
      await panel.getByText(/§9 CO2KostAufG/).waitFor();
      await panel
        .getByText(/§7 Abs. 4 CO2KostAufG/)
        .first()
        .waitFor();

      // Only one of the three building facts: the form names what is missing and saves nothing.
      await panel.getByLabel(settings.buildingFuel).selectOption('gas');
      await panel.getByRole('button', { name: settings.save }).click();
      await panel.getByText(settings.buildingIncomplete).waitFor();

      await panel.getByLabel(settings.buildingInsulation).selectOption('yes');
      await panel.getByLabel(settings.buildingPipes).selectOption('no');
      await page.locator(id('co2_building_type')).selectOption('non_residential');
      await page.locator(id('monthly_information_given')).selectOption('no');
      await page.locator(id('apply_tenant_reductions')).selectOption('no');
      await panel.getByRole('button', { name: settings.save }).click();
      await panel.getByText(settings.saved).waitFor();

      // The missed monthly information is named with its amount, not deducted.
      const checks = page.getByRole('region', { name: texts.checks.heading });
      await checks
        .getByText(/monatliche Verbrauchsinformation .* nicht mitgeteilt\. Die Mieter können/)
        .waitFor();

      // A reload shows what was stored.
      await page.reload();
      await panel.getByRole('button', { name: settings.save }).waitFor();
      await expect.poll(() => page.locator(id('co2_building_type')).inputValue()).toBe('non_residential');
      await expect.poll(() => page.locator(id('apply_tenant_reductions')).inputValue()).toBe('no');
      await expect.poll(() => panel.getByLabel(settings.buildingFuel).inputValue()).toBe('gas');

      // A user group without its heat is refused by the form; removed again, the form saves.
      await panel.getByRole('button', { name: settings.addGroup }).click();
      await panel.getByRole('textbox', { name: settings.groupName }).fill('Vorderhaus');
      await panel.getByRole('button', { name: settings.save }).click();
      await panel.getByText(settings.groupIncomplete).waitFor();
      await panel.getByRole('button', { name: settings.removeGroup('Vorderhaus') }).click();
      await page.locator(id('apply_tenant_reductions')).selectOption('yes');
      await panel.getByRole('button', { name: settings.save }).click();
      await panel.getByText(settings.saved).waitFor();
      await checks.getByText(/monatliche Verbrauchsinformation .* ist abgezogen\./).waitFor();
    }));
});
