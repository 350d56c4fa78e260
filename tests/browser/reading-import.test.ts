import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { meterDetailTexts, readingImportTexts as texts } from '../../src/domain/texts/index.ts';
import { meterReadings, meters, properties } from '../../src/server/db/schema.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';

const suite = browserSuite();
let lowerMeterId = 0;

/** A landlord imports the metering service's reading list: preview first, then stored in one go. */
describe('reading import on the property overview', () => {
  it('previews every row matched or rejected, then stores the accepted ones', () =>
    withPage(suite, DESKTOP, async (page) => {
      const db = suite.server.app.ctx.db;
      const [property] = await db
        .select()
        .from(properties)
        .where(eq(properties.address, 'Lindenstraße 12, 10115 Berlin, Deutschland'));
      const water = await db
        .select()
        .from(meters)
        .where(and(eq(meters.propertyId, property!.id), like(meters.meterNumber, 'WZ-%')))
        .orderBy(meters.id)
        .limit(2);
      const [higher, lower] = water;
      const csv = [
        'Zählernummer;Datum;Wert',
        `${higher!.meterNumber};20.11.2026;9999,5`,
        `${lower!.meterNumber};20.11.2026;0,5`,
        'XX-unbekannt;20.11.2026;12,000',
      ].join('\n');

      await signIn(page, suite.server.logins.customer);
      await page.getByText('Lindenstraße 12').click();
      const panel = page.getByRole('region', { name: texts.title });
      await panel.locator('input[type=file]').setInputFiles({
        name: 'ablesung.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv, 'utf8'),
      });
      const preview = panel.getByRole('table', { name: texts.preview });
      await preview.waitFor();
      await panel.getByText(texts.summary(2, 1)).waitFor();
      const rows = preview.locator('tbody tr');
      expect(await rows.count()).toBe(3);
      await rows.nth(0).getByText(texts.accepted).waitFor();
      // A lower total is taken but named as a possible meter exchange.
      await rows.nth(1).getByText(texts.exchangeNote).waitFor();
      await rows.nth(2).getByText(texts.meterUnknown).waitFor();
      // Nothing is stored by the preview.
      const stored = () =>
        db
          .select()
          .from(meterReadings)
          .where(and(eq(meterReadings.meterId, higher!.id), eq(meterReadings.readingDate, '2026-11-20')));
      expect(await stored()).toHaveLength(0);

      await panel.getByRole('button', { name: texts.import }).click();
      await panel.getByText(texts.done(2)).waitFor();
      const [row] = await stored();
      expect(row?.readingValue).toBe('9999.500');
      lowerMeterId = lower!.id;
    }));

  it('marks the lower reading as a possible meter exchange for the administrator', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.admin);
      await page.goto(`${suite.server.url}/admin/meter-detail?id=${lowerMeterId}`);
      await page.getByText(meterDetailTexts.suspectedExchange, { exact: true }).first().waitFor();
    }));
});
