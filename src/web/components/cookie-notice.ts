/**
 * Whether the visitor has seen the notice about browser storage (a banner on the
 * first visit, choice persisted). Only technically necessary storage is used, so there is
 * nothing to consent to; the entry just remembers that the notice was read.
 */
export const COOKIE_NOTICE_STORAGE_KEY = 'nk.cookie-notice';

export function isCookieNoticeAcknowledged(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_NOTICE_STORAGE_KEY) !== null;
  } catch {
    // Storage blocked: the notice shows on every visit, which is the honest fallback.
    return false;
  }
}

export function acknowledgeCookieNotice(now: Date = new Date()): void {
  try {
    window.localStorage.setItem(COOKIE_NOTICE_STORAGE_KEY, now.toISOString());
  } catch {
    // Nothing to persist into; the banner still closes for this page view.
  }
}
