import { useEffect, useRef } from 'react';

/**
 * Logins, customers and tenants change on several admin screens, often open in more than one tab.
 * Writing a timestamp under this key fires the `storage` event in every other tab of the app, which
 * then reloads its lists instead of showing a login that no longer exists.
 */
export const USER_SYNC_KEY = 'nk.users.changed';

export function announceUserChange(now: number = Date.now()): void {
  try {
    window.localStorage.setItem(USER_SYNC_KEY, String(now));
  } catch {
    // Storage full or blocked (private mode): other tabs simply refresh later.
  }
}

/** Whether a storage event reports a user change (a cleared storage counts too). */
export function isUserSyncEvent(event: Pick<StorageEvent, 'key'>): boolean {
  return event.key === USER_SYNC_KEY || event.key === null;
}

/** Calls `refetch` whenever another tab announces a user change. */
export function useUserSync(refetch: () => void): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (isUserSyncEvent(event)) latest.current();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
