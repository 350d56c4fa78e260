import { describe, expect, it } from 'vitest';
import { receivedStatementTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, DESKTOP, signIn, withPage } from '../helpers/browser.ts';
import { demoProperties, propertyAt } from './costs-support.ts';
import { downloadFrom, finalizeAndDeliver, isPdf } from './statement-support.ts';

const suite = browserSuite();
const lastYear = new Date().getFullYear() - 1;
const texts = receivedStatementTexts;

describe('tenant statements', () => {
  it('shows the delivered statements on the tenant dashboard and downloads the PDF', () =>
    withPage(suite, DESKTOP, async (page) => {
      await signIn(page, suite.server.logins.tenant);
      const section = page.getByRole('region', { name: texts.heading });
      await section.getByText(texts.empty).waitFor();

      const berlin = propertyAt(await demoProperties(suite), 'Lindenstraße');
      await finalizeAndDeliver(suite, berlin.id, lastYear);

      // Mail goes out in the background; the statement is listed once it is delivered.
      const label = texts.downloadLabel(lastYear, berlin.address);
      const download = section.getByRole('button', { name: label });
      await expect
        .poll(
          async () => {
            await page.reload();
            await section.getByText(texts.empty).or(download).waitFor();
            return download.count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(1);
      const row = section.getByRole('row').filter({ has: page.getByRole('button', { name: label }) });
      expect(await row.textContent()).toMatch(/(Nachzahlung|Guthaben|Ausgeglichen)/);
      const pdf = await downloadFrom(page, download);
      expect(pdf.name).toMatch(/^Abrechnung_\d{4}_\d+_[A-Za-z0-9_]+\.pdf$/);
      expect(isPdf(pdf.bytes)).toBe(true);
    }));
});
