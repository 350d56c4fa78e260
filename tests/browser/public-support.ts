import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COOKIE_NOTICE_STORAGE_KEY } from '../../src/web/components/cookie-notice.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { startTestServer, type RunningServer } from '../helpers/server.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

/**
 * Shared setup of the public-page, reset and demo browser tests: one server (optionally with
 * its own configuration and a real SMTP server on loopback) and one browser per file.
 */
export interface PublicSuite {
  server: RunningServer;
  browser: Browser;
  /** Present when the suite was started with `smtp: true`; the server sends through it. */
  smtp: TestSmtpServer | undefined;
}

export function publicSuite(options: { env?: Record<string, string>; smtp?: boolean } = {}): PublicSuite {
  const suite = { smtp: undefined } as PublicSuite;
  beforeAll(async () => {
    suite.smtp = options.smtp ? await startSmtpServer() : undefined;
    const env = { ...options.env, ...(suite.smtp ? { SMTP_URL: suite.smtp.url } : {}) };
    [suite.server, suite.browser] = await Promise.all([startTestServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
    await suite.smtp?.close();
  });
  return suite;
}

/**
 * Runs a test body on a fresh browser context. Unless `cookieNoticeSeen` is false the cookie
 * notice counts as read, so the fixed banner does not cover buttons low on a small screen.
 */
export async function withFreshPage(
  suite: PublicSuite,
  viewport: { width: number; height: number },
  body: (page: Page) => Promise<void>,
  { cookieNoticeSeen = true }: { cookieNoticeSeen?: boolean } = {},
): Promise<void> {
  const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
  if (cookieNoticeSeen) {
    await context.addInitScript((key) => window.localStorage.setItem(key, 'test'), COOKIE_NOTICE_STORAGE_KEY);
  }
  try {
    await body(page);
  } finally {
    await context.close();
  }
}

/** Nothing may stick out sideways on a phone (the page would scroll horizontally). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}

/** Signs in through the API (fetch against the running server) and returns the bearer token. */
export async function apiLogin(
  suite: PublicSuite,
  credentials: { username: string; password: string },
): Promise<string> {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
