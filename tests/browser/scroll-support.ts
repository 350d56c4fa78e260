import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SCROLL_RESET_DELAYS_MS } from '../../src/web/app/shell/use-scroll-reset.ts';

declare global {
  interface Window {
    __scrollResets?: number;
  }
}

/**
 * Counts the app's scroll resets: a screen that opens scrolls to the top at once and again shortly
 * after (use-scroll-reset.ts, `window.scrollTo(0, 0)`). A test that scrolls waits for them instead
 * of sleeping, or a late reset would undo its scrolling. Call before the first `goto`.
 */
export async function countScrollResets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scrollTo = window.scrollTo.bind(window);
    window.__scrollResets = 0;
    window.scrollTo = ((...args: Parameters<typeof window.scrollTo>) => {
      if (args[0] === 0 && args[1] === 0) window.__scrollResets = (window.__scrollResets ?? 0) + 1;
      scrollTo(...(args as [number, number]));
    }) as typeof window.scrollTo;
  });
}

export const scrollResets = (page: Page) => page.evaluate(() => window.__scrollResets ?? 0);

/** Waits until every reset of the screen opened after `before` resets has run. */
export async function waitForScrollResets(page: Page, before = 0): Promise<void> {
  await expect.poll(() => scrollResets(page)).toBeGreaterThanOrEqual(before + SCROLL_RESET_DELAYS_MS.length);
}

/** Scrolls and waits two frames: scroll events fire with the next frame, React renders after them. */
export async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
