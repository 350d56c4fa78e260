import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while the page is rendered at build time and while the app takes over that markup
 * (hydration), true on every render after. Whatever depends on the browser's storage (colour
 * scheme, cookie notice) renders its build-time form first, so the markup matches, and then its own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
