import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { dataProtectionTexts } from '../../src/domain/texts/index.ts';
import { tenants } from '../../src/server/db/schema.ts';
import { aProperty, aTenant } from '../factories/index.ts';
import { browserSuite } from '../helpers/browser.ts';
import { expectNoSeriousViolations, withSchemePage } from './a11y-support.ts';

/**
 * Data protection on the screens: the admin erases a moved-out tenant's personal data from the
 * tenant list after a confirmation, and a tenant downloads its own data from its profile.
 */
const suite = browserSuite();
const texts = dataProtectionTexts;
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('erasing a moved-out tenant', () => {
  it('asks, erases and shows the row as erased, axe-clean', () =>
    withSchemePage(
      suite,
      'light',
      async (page) => {
        const db = suite.server.app.ctx.db;
        const property = await aProperty(db, {
          customerId: suite.server.app.other.customerId,
          address: 'Datenschutzweg 5, 04109 Leipzig, Deutschland',
        });
        const gone = await aTenant(db, {
          propertyId: property.id,
          firstName: 'Wiebke',
          lastName: 'Weggezogen',
          email: 'wiebke.weg@example.de',
          moveIn: '2020-01-01',
          moveOut: '2021-06-30',
        });
        await aTenant(db, {
          propertyId: property.id,
          firstName: 'Jan',
          lastName: 'Jetzt',
          moveIn: '2021-07-01',
        });

        await page.goto('/admin/tenants');
        await page.getByRole('searchbox').fill('Datenschutzweg');
        await row(page, 'Wiebke Weggezogen').waitFor();
        // A current tenant offers no erasure.
        expect(await row(page, 'Jan Jetzt').getByRole('button').count()).toBe(0);
        await expectNoSeriousViolations(page, 'light');

        // Cancelling changes nothing.
        const erase = page.getByRole('button', { name: texts.eraseFor('Wiebke Weggezogen') });
        await erase.click();
        const dialog = page.getByRole('dialog', { name: texts.eraseTitle });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: texts.eraseCancel }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect((await db.select().from(tenants).where(eq(tenants.id, gone.id)))[0]!.erasedAt).toBeNull();

        await erase.click();
        await dialog.getByText(texts.eraseMessage('Wiebke Weggezogen')).waitFor();
        await expectNoSeriousViolations(page, 'light');
        await dialog.getByRole('button', { name: texts.eraseConfirm }).click();
        await page.getByRole('status').filter({ hasText: texts.erased }).waitFor();
        await row(page, texts.erasedTenantName).getByText(texts.erasedBadge).waitFor();
        await row(page, 'Wiebke').waitFor({ state: 'detached' });

        const [stored] = await db.select().from(tenants).where(eq(tenants.id, gone.id));
        expect(stored).toMatchObject({ lastName: texts.erasedTenantName, firstName: null, email: null });
        expect(stored!.erasedAt).not.toBeNull();
        await expectNoSeriousViolations(page, 'light');
      },
      { signedInAs: suite.server.logins.admin },
    ));
});

describe('downloading one’s own data', () => {
  it('saves the tenant’s ZIP from the profile, axe-clean', () =>
    withSchemePage(
      suite,
      'dark',
      async (page) => {
        await page.goto('/tenant/profile');
        const button = page.getByRole('button', { name: texts.download });
        await button.waitFor();
        await expectNoSeriousViolations(page, 'dark');

        const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
        expect(download.suggestedFilename()).toMatch(/^Datenauskunft_Mieter_\d{4}-\d{2}-\d{2}\.zip$/);
        const bytes = await readFile((await download.path())!);
        // A ZIP: local file header first, end of central directory last.
        expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
        expect(bytes.readUInt32LE(bytes.length - 22)).toBe(0x06054b50);
        expect(bytes.includes(Buffer.from('README.txt'))).toBe(true);
        await expect.poll(() => button.getAttribute('data-loading')).toBeNull();
      },
      { signedInAs: suite.server.logins.tenant },
    ));

  it('shows the failure in German when the download fails', () =>
    withSchemePage(
      suite,
      'light',
      async (page) => {
        await page.route('**/api/customers/*/export', (route) =>
          route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Der Server ist gerade ausgelastet.' }),
          }),
        );
        await page.goto('/customer/profile');
        await page.getByRole('button', { name: texts.download }).click();
        const alert = page.getByRole('alert').filter({ hasText: texts.downloadFailed });
        await alert.getByText('Der Server ist gerade ausgelastet.').waitFor();
        await expectNoSeriousViolations(page, 'light');
      },
      { signedInAs: suite.server.logins.customer },
    ));
});
