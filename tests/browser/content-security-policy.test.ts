import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DASHBOARD_BY_ROLE, type Role } from '../../src/domain/roles.ts';
import {
  browserSuite,
  colorScheme,
  DESKTOP,
  MOBILE,
  pathname,
  signIn,
  withPage,
} from '../helpers/browser.ts';

const suite = browserSuite();

/** Collects every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('content security policy', () => {
  it('serves the app with the policy and runs it without a single violation', () =>
    withPage(suite, DESKTOP, async (page) => {
      const violations = await watchViolations(page);
      const response = await page.goto('/');
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.goto('/leistungen');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(violations).toEqual([]);
    }));

  it.each<[Role]>([['admin'], ['customer'], ['tenant']])(
    'lets the %s sign in and work without violations',
    (role) =>
      withPage(suite, DESKTOP, async (page) => {
        const violations = await watchViolations(page);
        await signIn(page, suite.server.logins[role]);
        expect(pathname(page)).toBe(DASHBOARD_BY_ROLE[role]);
        expect(violations).toEqual([]);
      }),
  );

  it('draws the tenant’s consumption charts without violations', () =>
    withPage(suite, DESKTOP, async (page) => {
      const violations = await watchViolations(page);
      await signIn(page, suite.server.logins.tenant);
      await page.getByText('Lindenstraße 12').click();
      await page.locator('.recharts-bar-rectangle').first().waitFor();
      expect(violations).toEqual([]);
    }));

  it('applies the stored light scheme before the app starts, from the script file', () =>
    withPage(suite, MOBILE, async (page) => {
      await page.addInitScript(() => window.localStorage.setItem('nk.color-scheme', 'light'));
      // Without the app's own code the attribute can only come from color-scheme.js.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      expect(await colorScheme(page)).toBe('light');
    }));
});
