/**
 * Ids chosen on one screen and read by the next (spec 000 §2.8: passed through
 * session storage, not through the path), so they survive a reload of the detail
 * screen but not the closing of the tab.
 */
export type SelectionKind = 'customer' | 'property' | 'tenant' | 'meter' | 'user';

const KEY_PREFIX = 'nk.selected.';

export function selectId(kind: SelectionKind, id: number): void {
  window.sessionStorage.setItem(KEY_PREFIX + kind, String(id));
}

export function selectedId(kind: SelectionKind): number | null {
  const raw = window.sessionStorage.getItem(KEY_PREFIX + kind);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
