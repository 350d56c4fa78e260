import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  receivedStatementTexts,
  shellTexts,
  statementScreenTexts,
  statementsOverviewTexts,
  tenantPortalTexts,
} from '../../src/domain/texts/index.ts';
import { addMonths } from '../../src/domain/meters/monthly-consumption.ts';
import { todayIso } from '../../src/domain/dates.ts';
import { monthLabel } from '../../src/web/features/tenant/consumption.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { demoProperties, propertyAt } from './costs-support.ts';
import { downloadFrom, isPdf, isZip } from './statement-support.ts';

/**
 * After finalizing: the landlord's statements overview with the demo's delivered year (the year
 * before last) and its open draft (last year); then what the demo tenant gets in the portal.
 */
const suite = browserSuite({ demoStatements: true });
const texts = statementsOverviewTexts;
const year = new Date().getFullYear();
const seededOn = todayIso(new Date());

async function openOverview(page: Page) {
  await signIn(page, suite.server.logins.customer);
  await page.getByRole('link', { name: shellTexts.nav.statements }).first().click();
  await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
  await page.getByRole('textbox', { name: texts.property }).click();
  await page.getByRole('option', { name: /Lindenstraße/ }).click();
  await page.getByTestId('statement-years').waitFor();
}

describe('statements overview', () => {
  it('lists every billing year with its status and delivery proof; the open year names its next step', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openOverview(page);
      const rows = page.getByTestId('statement-years').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).getAttribute('data-year')).toBe(String(year - 1));
      expect(await rows.nth(0).getAttribute('data-status')).toBe('open');
      expect(await rows.nth(1).getAttribute('data-year')).toBe(String(year - 2));
      expect(await rows.nth(1).getAttribute('data-status')).toBe('finalized');
      const delivered = (await rows.nth(1).textContent()) ?? '';
      expect(delivered).toContain(statementScreenTexts.status.finalized);
      expect(delivered).toContain(texts.unknown);

      // The newest year is shown first: open, with the way on.
      const next = page.getByTestId('next-step');
      await next.waitFor();
      expect(await next.getByRole('link', { name: texts.nextStep.costs }).getAttribute('href')).toMatch(
        new RegExp(`/customer/costs-data\\?property_id=\\d+&year=${year - 1}$`),
      );

      // A finalized year stays in the cost screen's year list, marked and read only.
      await next.getByRole('link', { name: texts.nextStep.costs }).click();
      await page.waitForURL(/\/customer\/costs-data/);
      await page.getByRole('textbox', { name: 'Abrechnungsjahr' }).click();
      await page.getByRole('option', { name: `${year - 2} (abgeschlossen)` }).waitFor();
    }));

  it('downloads a tenant’s PDF and the ZIP of a delivered year and resends it', () =>
    withPage(suite, DESKTOP, async (page) => {
      await openOverview(page);
      await page.getByRole('link', { name: texts.showYear(year - 2) }).click();
      const table = page.getByTestId('statement-deliveries');
      await table.waitFor();
      const schneider = table.getByRole('row').filter({ hasText: 'Anna Schneider' });
      expect(await schneider.textContent()).toContain(statementScreenTexts.deliver.statuses.sent);
      expect(await table.getByRole('row').filter({ hasText: 'Thomas Becker' }).textContent()).toContain(
        statementScreenTexts.deliver.statuses.post,
      );

      const pdf = await downloadFrom(
        page,
        page.getByRole('button', { name: texts.downloadLabel('Anna Schneider') }),
      );
      expect(isPdf(pdf.bytes)).toBe(true);
      expect(pdf.name).toMatch(new RegExp(`^Abrechnung_${year - 2}_`));
      const zip = await downloadFrom(page, page.getByRole('button', { name: texts.downloadAll }));
      expect(isZip(zip.bytes)).toBe(true);

      await page.getByRole('button', { name: texts.resend }).click();
      const dialog = page.getByRole('dialog', { name: statementScreenTexts.deliver.resendTitle });
      await dialog.getByRole('button', { name: statementScreenTexts.deliver.resendConfirm }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Without a mail server the resent mails are recorded, not sent: the row says so.
      await expect
        .poll(async () => schneider.textContent(), { timeout: 20_000 })
        .toMatch(
          new RegExp(
            `${statementScreenTexts.deliver.statuses.queued}|${statementScreenTexts.deliver.statuses.recorded}`,
          ),
        );
    }));
});

describe('the demo tenant', () => {
  it('opens the delivered statement of the year before last, and its consumption on months with data', () =>
    withPage(suite, DESKTOP, async (page) => {
      // Half a year later, before any new readings: the view still ends with the newest data.
      suite.server.app.clock.now = new Date(Date.now() + 183 * 24 * 3600 * 1000);
      await signIn(page, suite.server.logins.tenant);
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      const statements = page.getByRole('region', { name: receivedStatementTexts.heading });
      const download = statements.getByRole('button', {
        name: receivedStatementTexts.downloadLabel(year - 2, berlin.address),
      });
      const pdf = await downloadFrom(page, download);
      expect(isPdf(pdf.bytes)).toBe(true);

      await page.getByRole('link', { name: /Lindenstraße 12/ }).click();
      await page.waitForURL(/\/tenant\/property-detail\?id=\d+$/);
      const last = addMonths(seededOn.slice(0, 7), -1);
      await page
        .getByText(
          tenantPortalTexts.detail.range(monthLabel(addMonths(last, -11), 'long'), monthLabel(last, 'long')),
        )
        .waitFor();
      expect(await page.getByText(tenantPortalTexts.detail.empty).count()).toBe(0);
    }));
});
