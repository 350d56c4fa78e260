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

  it('splits a combined system into heating and hot water: the fields of each method, a heat pump refused with gas, the checks leading back', () =>
    withPage(suite, DESKTOP, async (page) => {
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/statement?property_id=${berlin.id}&year=${lastYear}`);
      const panel = page.getByRole('region', { name: settings.heading });
      const save = () => panel.getByRole('button', { name: settings.save }).click();
      await panel.getByRole('heading', { name: settings.hotWaterHeading }).waitFor();
      const method = page.locator(id('hot_water'));
      await expect.poll(() => method.inputValue()).toBe('none');
      expect(await panel.getByLabel(settings.hotWaterFuel).count()).toBe(0);

      // The volume formula: volume (empty = the hot-water meters), temperature (60 °C) and the factors.
      await method.selectOption('volume');
      await panel.getByLabel(settings.hotWaterVolume).waitFor();
      await expect
        .poll(() => panel.getByLabel(settings.hotWaterTemperature).getAttribute('placeholder'))
        .toBe('60');
      await panel.getByLabel(settings.hotWaterFuel).fill('40.000');
      await panel.getByRole('checkbox', { name: settings.hotWaterHeatPump }).check();
      await panel.getByRole('checkbox', { name: settings.hotWaterGrossCalorific }).check();
      await save();
      await panel.getByText(settings.heatPumpWithGrossCalorific).waitFor();
      await panel.getByRole('checkbox', { name: settings.hotWaterGrossCalorific }).uncheck();
      await save();
      await panel.getByText(settings.saved).waitFor();

      // Without a volume and without hot-water meters the statements cannot be computed; the check
      // leads to the hot-water setting.
      const checks = page.getByRole('region', { name: texts.checks.heading });
      await checks.getByRole('link', { name: /Bitte das Warmwasservolumen des Jahres/ }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('statement-setting-hot_water');
      await checks
        .getByText(/keine Wohnung hat einen Warmwasserzähler\. Bitte die Wasserzähler/)
        .first()
        .waitFor();

      // The area formula, the hot water by area (0 %): each statement has its hot-water costs.
      await method.selectOption('area');
      await panel.getByLabel(settings.hotWaterArea).waitFor();
      expect(await panel.getByLabel(settings.hotWaterVolume).count()).toBe(0);
      await page.locator(id('hot_water_consumption_share_percent')).fill('0');
      await save();
      await panel.getByText(settings.saved).waitFor();
      await checks.getByText(/^Die Warmwasserkosten werden ohne Verbrauchserfassung/).waitFor();
      expect(await checks.locator('li[data-level="error"]').count()).toBe(0);
      const tenants = page.getByRole('region', { name: texts.statements.heading });
      await tenants
        .getByRole('article')
        .first()
        .getByRole('columnheader', { name: texts.statements.sections.hot_water, exact: true })
        .waitFor();

      // A reload shows what was stored.
      await page.reload();
      await expect.poll(() => page.locator(id('hot_water')).inputValue()).toBe('area');
      await expect.poll(() => panel.getByLabel(settings.hotWaterFuel).inputValue()).toBe('40.000');
      expect(await panel.getByRole('checkbox', { name: settings.hotWaterHeatPump }).isChecked()).toBe(true);
    }));

  it('edits the §11 exemption, the basis of the fixed costs and a recording defect, with the paragraphs named', () =>
    withPage(suite, DESKTOP, async (page) => {
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      await signIn(page, suite.server.logins.customer);
      await page.goto(`/customer/statement?property_id=${berlin.id}&year=${lastYear}`);
      const panel = page.getByRole('region', { name: settings.heading });
      const save = () => panel.getByRole('button', { name: settings.save }).click();
      await panel.getByRole('heading', { name: settings.heatingRulesHeading }).waitFor();
      // The help texts cite the rules they apply.
      await panel
        .getByText(/§11 HeizkostenV/)
        .first()
        .waitFor();
      await panel.getByText(/§7 Abs\. 1 S\. 5, §8 Abs\. 1 HeizkostenV/).waitFor();
      await panel.getByText(/VIII ZR 329\/14/).waitFor();

      const exempt = panel.getByRole('switch', { name: settings.heatingExempt });
      expect(await exempt.isChecked()).toBe(false);
      await expect.poll(() => page.locator(id('fixed_basis')).inputValue()).toBe('area');
      await expect.poll(() => page.locator(id('recording_defect')).inputValue()).toBe('none');

      await exempt.check();
      await panel.getByLabel(settings.fixedBasis, { exact: true }).selectOption('volume');
      await panel.getByLabel(settings.recordingDefect, { exact: true }).selectOption('both');
      await save();
      await panel.getByText(settings.saved).waitFor();

      // A reload shows what was stored.
      await page.reload();
      await panel.getByRole('button', { name: settings.save }).waitFor();
      await expect
        .poll(() => panel.getByRole('switch', { name: settings.heatingExempt }).isChecked())
        .toBe(true);
      await expect.poll(() => page.locator(id('fixed_basis')).inputValue()).toBe('volume');
      await expect.poll(() => page.locator(id('recording_defect')).inputValue()).toBe('both');

      // Back to the defaults.
      await panel.getByRole('switch', { name: settings.heatingExempt }).uncheck();
      await page.locator(id('fixed_basis')).selectOption('area');
      await page.locator(id('recording_defect')).selectOption('none');
      await save();
      await panel.getByText(settings.saved).waitFor();
      await page.reload();
      await panel.getByRole('button', { name: settings.save }).waitFor();
      await expect.poll(() => page.locator(id('recording_defect')).inputValue()).toBe('none');
      expect(await panel.getByRole('switch', { name: settings.heatingExempt }).isChecked()).toBe(false);
    }));
});
