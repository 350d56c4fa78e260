import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { COOKIE_NOTICE_STORAGE_KEY } from '../../src/web/components/cookie-notice.ts';
import { COLOR_SCHEME_STORAGE_KEY } from '../../src/web/app/theme.ts';
import { openPage, SESSION_STORAGE_KEY, type BrowserSuite, DESKTOP } from '../helpers/browser.ts';

export type Scheme = 'light' | 'dark';
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** The rules of WCAG 2.1 levels A and AA that axe can check by machine. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A session as the sign-in form stores it, from the real sign-in endpoint. */
async function sessionOf(suite: BrowserSuite, credentials: { username: string; password: string }) {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  return JSON.stringify({ token, user });
}

/**
 * Runs a test body on a fresh page in the given colour scheme, stored before the first script runs
 * as the theme toggle would store it. Unless `cookieNoticeSeen` is false the cookie notice counts
 * as read. With `signedInAs` the page starts with that user's session, as after the sign-in form
 * (tests/browser/sign-in.test.ts covers the form itself).
 */
export async function withSchemePage(
  suite: BrowserSuite,
  scheme: Scheme,
  body: (page: Page) => Promise<void>,
  {
    cookieNoticeSeen = true,
    viewport = DESKTOP,
    signedInAs,
  }: {
    cookieNoticeSeen?: boolean;
    viewport?: { width: number; height: number };
    signedInAs?: { username: string; password: string };
  } = {},
): Promise<void> {
  const session = signedInAs ? await sessionOf(suite, signedInAs) : null;
  const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
  await context.addInitScript(
    ({ schemeKey, scheme, cookieKey, cookieNoticeSeen, sessionKey, session }) => {
      window.localStorage.setItem(schemeKey, scheme);
      if (cookieNoticeSeen) window.localStorage.setItem(cookieKey, 'test');
      if (session) window.localStorage.setItem(sessionKey, session);
    },
    {
      schemeKey: COLOR_SCHEME_STORAGE_KEY,
      scheme,
      cookieKey: COOKIE_NOTICE_STORAGE_KEY,
      cookieNoticeSeen,
      sessionKey: SESSION_STORAGE_KEY,
      session,
    },
  );
  try {
    await body(page);
  } finally {
    await context.close();
  }
}

/**
 * Waits until the screen has settled (its main heading shown, no loader left), then lets axe check
 * the whole page against WCAG 2.1 AA. Serious and critical findings fail with the rule, its help
 * text and the elements it found.
 */
export async function expectNoSeriousViolations(page: Page, scheme: Scheme): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.locator('.mantine-Loader-root').count(), { timeout: 15_000 }).toBe(0);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe(
    scheme,
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    );
  expect(serious, `${page.url()} (${scheme})`).toEqual([]);
}
