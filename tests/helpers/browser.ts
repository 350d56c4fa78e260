import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SESSION_STORAGE_KEY } from '../../src/web/session/session.ts';
import { CHROMIUM_ARGS } from './chromium-args.ts';
import { startTestServer, type RunningServer } from './server.ts';

export { SESSION_STORAGE_KEY };

export const DESKTOP = { width: 1280, height: 800 } as const;
/** Below the 640 px mobile breakpoint of the spec. */
export const MOBILE = { width: 375, height: 740 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

/** A fresh context per test, so local storage (session, theme) never leaks between tests. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<OpenedPage> {
  // Reduced motion, as a user may ask for it: the app then shows dialogs without their fade, so axe
  // never measures a half-transparent button and no click waits for an animation to end.
  const context = await browser.newContext({ baseURL, viewport, locale: 'de-DE', reducedMotion: 'reduce' });
  // Playwright's 30-second wait was too short for a save on the loaded CI machine; a bound on a hang.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs in through the real form and waits until the next screen has rendered its heading, so a
 * test acts on a settled page as a person would, not mid-way through the redirect.
 */
export async function signIn(page: Page, credentials: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(credentials.username);
  // Password fields have no ARIA role, and the label also names the show-password toggle.
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

export function storedSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
}

/** One server and one browser per test file; each test still gets its own context via `withPage`. */
export function browserSuite(options: { demoStatements?: boolean } = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.server = await startTestServer({}, options);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}

/** Runs a test body on a fresh page and always closes its context. */
export async function withPage(
  suite: BrowserSuite,
  viewport: { width: number; height: number },
  body: (page: Page) => Promise<void>,
): Promise<void> {
  const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
  try {
    await body(page);
  } finally {
    await context.close();
  }
}

export function colorScheme(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
}

export function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

/**
 * Counts the screen's scroll resets (`window.scrollTo(0, 0)`, which the app calls a fixed number
 * of times when a screen opens), so a test waits for them to be done instead of sleeping.
 * Call before the first `goto`; the count starts again with every full page load.
 */
export async function countScrollResets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scrollTo = window.scrollTo.bind(window) as (...args: unknown[]) => void;
    const counted = window as unknown as { scrollResets: number };
    counted.scrollResets = 0;
    window.scrollTo = ((...args: unknown[]) => {
      if (args[0] === 0 && args[1] === 0) counted.scrollResets++;
      scrollTo(...args);
    }) as typeof window.scrollTo;
  });
}

/** Waits until the page has made at least `count` scroll resets since it loaded. */
export async function scrollResetsDone(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => (window as unknown as { scrollResets: number }).scrollResets >= expected,
    count,
  );
}

/**
 * Waits until the app has taken over a page rendered at build time: React has claimed the header
 * (hydration), so its handlers and effects are in place.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber$'));
  });
}
