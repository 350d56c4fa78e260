import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { BrowserSuite } from '../helpers/browser.ts';

/** A bearer token of the demo landlord, for preparing data through the API. */
export async function landlordToken(suite: BrowserSuite): Promise<string> {
  const res = await fetch(`${suite.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(suite.server.logins.customer),
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** A POST to the statements of a property and year with the landlord's token. */
async function statementCall(suite: BrowserSuite, propertyId: number, year: number) {
  const token = await landlordToken(suite);
  return (path: string) =>
    fetch(`${suite.server.url}/api/properties/${propertyId}/statements/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ year }),
    });
}

/** Finalizes a year unless an earlier test already did (409). */
export async function ensureFinalized(suite: BrowserSuite, propertyId: number, year: number): Promise<void> {
  const post = await statementCall(suite, propertyId, year);
  const finalized = await post('finalize');
  expect([200, 409], await finalized.clone().text()).toContain(finalized.status);
}

/** Finalizes and delivers a year through the API, as the landlord would on the statement screen. */
export async function finalizeAndDeliver(
  suite: BrowserSuite,
  propertyId: number,
  year: number,
): Promise<void> {
  const post = await statementCall(suite, propertyId, year);
  const finalized = await post('finalize');
  expect(finalized.status, await finalized.clone().text()).toBe(200);
  const delivered = await post('deliver');
  expect(delivered.status, await delivered.clone().text()).toBe(200);
}

/** Clicks a download button and returns the saved file's name and first bytes. */
export async function downloadFrom(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';
export const isZip = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004';
