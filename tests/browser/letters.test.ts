import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import {
  cookieTexts,
  letterScreenTexts,
  postboxScreenTexts,
  templates,
} from '../../src/domain/texts/index.ts';
import { letterLabels as L, letterOptionLabels as O } from '../../src/domain/texts/letters.ts';
import { meterReadings, tenants } from '../../src/server/db/schema.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { demoProperties, propertyAt } from './costs-support.ts';

/**
 * The letters from the landlord's side to the tenant's: the handover protocol filled with a
 * reading that is stored as the meter's reading, the advance adjustment from the demo's finalized
 * year, sent to the demo tenant, who opens it in the portal's Postbox; the landlord then sees
 * when. Screenshots go to SHOTS for a look by eye.
 */
const suite = browserSuite({ demoStatements: true });
const SHOTS = '/tmp/letters-screens';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const texts = letterScreenTexts;
const db = () => suite.server.app.ctx.db;

/** The demo tenant of Lindenstraße 12, the one with the portal login. */
async function demoTenant(): Promise<{ id: number; name: string }> {
  const [row] = await db()
    .select({ id: tenants.id, first: tenants.firstName, last: tenants.lastName })
    .from(tenants)
    .where(eq(tenants.lastName, 'Schneider'));
  return { id: row!.id, name: `${row!.first} ${row!.last}` };
}

async function chooseTenant(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: texts.tenant }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

/** Signs in and closes the cookie notice, so that the screenshots show the screen whole. */
async function signInAs(page: Page, login: { username: string; password: string }): Promise<void> {
  await signIn(page, login);
  await page.getByRole('button', { name: cookieTexts.accept }).click();
}

const form = (page: Page) => page.getByRole('form', { name: texts.formHeading });
const entry = (page: Page, list: string, n: number) =>
  form(page).getByRole('group', { name: `${list} ${n}` });

describe('letters', () => {
  it('fills the handover protocol; a refusal names the field, the reading is stored on the handover date', () =>
    withPage(suite, DESKTOP, async (page) => {
      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      const tenant = await demoTenant();
      await signInAs(page, suite.server.logins.customer);
      await page.goto(`/customer/templates/handover-protocol?property_id=${berlin.id}`);
      await page.getByRole('heading', { level: 1, name: templates['handover-protocol'].title }).waitFor();
      await chooseTenant(page, tenant.name);
      await page.waitForURL((url) => url.searchParams.get('tenant_id') === String(tenant.id));

      // Nothing entered: the server's German sentence shows at the top and at its field.
      await form(page).getByRole('button', { name: texts.create }).click();
      const required = `Bitte „${L.handoverKind}“ angeben.`;
      await page.getByTestId('letter-error').getByText(required).waitFor();
      expect(await form(page).getByText(required).count()).toBe(2);

      await form(page)
        .getByRole('combobox', { name: L.handoverKind, exact: true })
        .selectOption({ label: O.handoverKind.move_in });
      await form(page).getByLabel(L.handoverDate).fill('2026-11-30');
      await form(page)
        .getByRole('button', { name: texts.addEntry(L.rooms) })
        .click();
      await entry(page, L.rooms, 1).getByRole('textbox', { name: L.room, exact: true }).fill('Küche');
      await entry(page, L.rooms, 1).getByRole('textbox', { name: L.condition, exact: true }).fill('gut');
      await form(page)
        .getByRole('button', { name: texts.addEntry(L.keys) })
        .click();
      await entry(page, L.keys, 1).getByRole('textbox', { name: L.keyKind, exact: true }).fill('Haustür');
      await entry(page, L.keys, 1).getByRole('textbox', { name: L.keyCount, exact: true }).fill('2');
      await form(page)
        .getByRole('button', { name: texts.addEntry(L.readings) })
        .click();
      const meterSelect = entry(page, L.readings, 1).getByRole('combobox', { name: L.meterId, exact: true });
      const meterOptions = await meterSelect
        .locator('option')
        .evaluateAll((options) =>
          options.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })),
        );
      const meter = meterOptions.find((o) => o.value !== '')!;
      expect(meter).toBeDefined();
      await meterSelect.selectOption(meter.value);
      await entry(page, L.readings, 1)
        .getByRole('textbox', { name: L.readingValue, exact: true })
        .fill('98.765,5');

      // The preview follows the form: the room, the date the German way, the meter by its number.
      const preview = page.getByTestId('letter-preview');
      await preview.getByText('30.11.2026').waitFor();
      await preview.getByText(/Küche/).waitFor();
      await preview.getByText(new RegExp(`${meter.label.replace(/[()]/g, '.')}.*98\\.765,5`)).waitFor();
      await shot(page, '1-handover-form');

      await form(page).getByRole('button', { name: texts.create }).click();
      // The server names the letter (the kind of handover in its title): matched by the sentence's end.
      await page
        .getByRole('status')
        .filter({ hasText: texts.created('').slice(2) })
        .waitFor();
      await page.getByTestId('letter-pdf').locator('iframe').waitFor();
      await page.getByRole('table').filter({ hasText: tenant.name }).waitFor();
      await shot(page, '2-handover-created');

      const stored = await db()
        .select({
          value: meterReadings.readingValue,
          date: meterReadings.readingDate,
          source: meterReadings.source,
        })
        .from(meterReadings)
        .where(and(eq(meterReadings.meterId, Number(meter.value)), isNotNull(meterReadings.letterId)));
      expect(stored).toHaveLength(1);
      expect(Number(stored[0]!.value)).toBe(98765.5);
      expect(String(stored[0]!.date)).toContain('2026-11-30');
      expect(stored[0]!.source).toBe('handover-protocol');
    }));

  it('sends the advance adjustment to the demo tenant, who opens it; the landlord sees it opened', async () => {
    const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
    const tenant = await demoTenant();
    const title = templates['advance-payment'].title;

    await withPage(suite, DESKTOP, async (page) => {
      await signInAs(page, suite.server.logins.customer);
      await page.goto(`/customer/templates/advance-payment?property_id=${berlin.id}&tenant_id=${tenant.id}`);
      await form(page).getByRole('button', { name: texts.create }).click();
      await page.getByTestId('letter-pdf').locator('iframe').waitFor();
      await page.getByRole('button', { name: texts.send, exact: true }).click();
      // The demo tenant receives e-mail: the letter is put into the Postbox and mailed.
      await page.getByRole('status').filter({ hasText: 'die E-Mail mit dem PDF wird versendet' }).waitFor();
      await page.getByRole('button', { name: texts.send, exact: true }).waitFor({ state: 'detached' });
      await shot(page, '3-advance-sent');
    });

    await withPage(suite, DESKTOP, async (page) => {
      await signInAs(page, suite.server.logins.tenant);
      await page.getByRole('link', { name: new RegExp(postboxScreenTexts.tenant.title) }).click();
      await page.getByRole('heading', { level: 1, name: postboxScreenTexts.tenant.title }).waitFor();
      const item = page.getByRole('article').filter({ hasText: title }).first();
      // Unopened is said in words, not by colour alone.
      await item.getByText(postboxScreenTexts.tenant.unopened).waitFor();
      // The demo's delivered statement is there too; the order (newest first) is tested beside
      // newestFirst, as the two documents here arrive within the same minute.
      expect(await page.getByRole('article').count()).toBe(2);
      await shot(page, '4-tenant-postbox');
      await item.getByRole('button', { name: postboxScreenTexts.tenant.open(title) }).click();
      await page.getByTestId('postbox-pdf').locator('iframe').waitFor();
      await item.getByText(/^Geöffnet am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/).waitFor();
      expect(await item.getByText(postboxScreenTexts.tenant.unopened).count()).toBe(0);
      await shot(page, '5-tenant-opened');
    });

    await withPage(suite, DESKTOP, async (page) => {
      await signInAs(page, suite.server.logins.customer);
      await page.goto(`/customer/property-detail?property_id=${berlin.id}`);
      await page.getByRole('link', { name: new RegExp(postboxScreenTexts.customer.title) }).click();
      await page.getByRole('heading', { level: 1, name: postboxScreenTexts.customer.title }).waitFor();
      const row = page.getByRole('row').filter({ hasText: title }).first();
      await row.getByText(/Geöffnet am \d{2}\.\d{2}\.\d{4}/).waitFor();
      expect(await row.textContent()).toContain(postboxScreenTexts.channels.email);
      await shot(page, '6-landlord-postbox');

      // The letters list of the template shows the same proof of receipt.
      await page.goto(`/customer/templates/advance-payment?property_id=${berlin.id}`);
      const letterRow = page.getByRole('row').filter({ hasText: title }).first();
      await letterRow.getByText(/Geöffnet am/).waitFor();
    });
  });
});
