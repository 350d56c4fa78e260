import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { PropertyRecord } from '../../src/domain/schemas/records.ts';
import type { BrowserSuite } from '../helpers/browser.ts';

/** The demo landlord's properties, read through the API with its own token. */
export async function demoProperties(suite: BrowserSuite): Promise<PropertyRecord[]> {
  const login = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(suite.server.logins.customer),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${suite.server.url}/api/properties`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok).toBe(true);
  return (await res.json()) as PropertyRecord[];
}

export const propertyAt = (properties: PropertyRecord[], street: string) => {
  const found = properties.find((p) => p.address.startsWith(street));
  if (!found) throw new Error(`Keine Liegenschaft ${street}`);
  return found;
};

/** The autosave status line of the cost data screen. */
export const saveStatus = (page: Page) => page.getByRole('status', { name: 'Speicherstatus' });

/** Types into an inline field and leaves it, as a person tabbing on does. */
export async function enter(page: Page, id: string, value: string): Promise<void> {
  const field = page.locator(`[id="${id}"]`);
  await field.fill(value);
  await field.press('Tab');
}

/** Waits for the autosave of the last change: first scheduled, then confirmed. */
export async function waitForAutosave(page: Page): Promise<void> {
  await expect
    .poll(() => saveStatus(page).textContent(), { timeout: 10_000 })
    .toMatch(/^Zuletzt automatisch gespeichert um \d\d:\d\d Uhr\.$/);
}
