import { describe, expect, it } from 'vitest';
import { shellTexts } from '../../src/domain/texts/index.ts';
import { browserSuite, colorScheme, DESKTOP, withPage } from '../helpers/browser.ts';

const suite = browserSuite();

const bodyBackground = (page: Parameters<Parameters<typeof withPage>[2]>[0]) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('theme', () => {
  it('starts dark, switches to light and keeps it over a reload', () =>
    withPage(suite, DESKTOP, async (page) => {
      await page.goto('/');
      const toLight = page.getByRole('button', { name: shellTexts.switchToLight });
      await toLight.waitFor();
      expect(await colorScheme(page)).toBe('dark');
      const darkBackground = await bodyBackground(page);

      await toLight.click();
      await page.getByRole('button', { name: shellTexts.switchToDark }).waitFor();
      expect(await colorScheme(page)).toBe('light');
      expect(await bodyBackground(page)).not.toBe(darkBackground);

      await page.reload();
      await page.getByRole('button', { name: shellTexts.switchToDark }).waitFor();
      expect(await colorScheme(page)).toBe('light');
      expect(await page.evaluate(() => window.localStorage.getItem('nk.color-scheme'))).toBe('light');
    }));
});
