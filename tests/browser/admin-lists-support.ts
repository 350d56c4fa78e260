import type { Page } from 'playwright-core';
import { COOKIE_NOTICE_STORAGE_KEY } from '../../src/web/components/cookie-notice.ts';
import { SESSION_STORAGE_KEY, signIn, type BrowserSuite } from '../helpers/browser.ts';

/** Signs in as admin with the storage notice already read, so the banner covers no button. */
export async function signInAdmin(page: Page, suite: BrowserSuite): Promise<void> {
  await page.addInitScript(
    (key) => window.localStorage.setItem(key, '2026-01-01T00:00:00.000Z'),
    COOKIE_NOTICE_STORAGE_KEY,
  );
  await signIn(page, suite.server.logins.admin);
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Calls the API from inside the page with the signed-in session's token, as the app itself would. */
export function api(page: Page, method: string, url: string, body?: object): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, url, body, key }) => {
      const token = (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { token?: string }).token;
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    { method, url, body, key: SESSION_STORAGE_KEY },
  );
}

/** Whether the element is the one with the keyboard focus. */
export function isFocused(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}
