import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { monthlyInformationProofTexts as texts } from '../../src/domain/texts/index.ts';
import { monthlyConsumptionInfo, properties, tenants } from '../../src/server/db/schema.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();

/** The landlord sees, on the property, which monthly consumption information went to whom. */
describe('monthly consumption information on the property overview', () => {
  it('shows an empty note first, then the sent information as proof', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.customer);
      await page.getByText('Lindenstraße 12').click();
      const panel = page.getByRole('region', { name: texts.heading });
      await panel.getByText(texts.empty).waitFor();

      // What the monthly job records after a mail (its own tests cover sending it).
      const db = suite.server.app.ctx.db;
      const [property] = await db
        .select()
        .from(properties)
        .where(eq(properties.address, 'Lindenstraße 12, 10115 Berlin, Deutschland'));
      const [tenancy] = await db.select().from(tenants).where(eq(tenants.propertyId, property!.id)).limit(1);
      await db.insert(monthlyConsumptionInfo).values({
        tenancyId: tenancy!.id,
        propertyId: property!.id,
        month: '2026-10',
        recipient: 'anna.schneider@example.de',
        status: 'sent',
        attempts: 1,
        sentAt: new Date('2026-11-03T05:00:12Z'),
      });
      await page.reload();
      const table = page.getByRole('table', { name: texts.caption });
      await table.waitFor();
      const cells = await table.locator('tbody tr').first().getByRole('cell').allTextContents();
      expect(cells.slice(0, 4)).toEqual([
        'Oktober 2026',
        expect.any(String),
        'anna.schneider@example.de',
        'Gesendet',
      ]);
      expect(cells[4]).toMatch(/^03\.11\.2026, 06:00/);
    }));
});
