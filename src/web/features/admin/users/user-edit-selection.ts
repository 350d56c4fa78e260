/**
 * Which record the user edit screen shows. The link carries it (`?kind=tenant&id=8`) so the screen
 * can be bookmarked or opened in a second tab; session storage keeps the last choice for links
 * without parameters, as the other detail screens do.
 */
export const USER_EDIT_KINDS = ['customer', 'tenant', 'admin'] as const;
export type UserEditKind = (typeof USER_EDIT_KINDS)[number];

export interface UserEditSelection {
  kind: UserEditKind;
  id: number;
}

const STORAGE_KEY = 'nk.selected.userEdit';

function parse(kind: unknown, id: unknown): UserEditSelection | null {
  if (typeof kind !== 'string' || !(USER_EDIT_KINDS as readonly string[]).includes(kind)) return null;
  const text = typeof id === 'number' ? String(id) : id;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? { kind: kind as UserEditKind, id: value } : null;
}

/** The selection from the query string, else the stored one, else null. */
export function readUserEditSelection(search: string, stored: string | null): UserEditSelection | null {
  const params = new URLSearchParams(search);
  const fromQuery = parse(params.get('kind') ?? 'admin', params.get('id'));
  if (fromQuery) return fromQuery;
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { kind, id } = value as Record<string, unknown>;
    return parse(kind, id);
  } catch {
    return null;
  }
}

export function storedUserEditSelection(): string | null {
  return window.sessionStorage.getItem(STORAGE_KEY);
}

/** Remembers the choice and builds the link to the edit screen. */
export function userEditLink(path: string, selection: UserEditSelection): string {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(selection));
  return `${path}?kind=${selection.kind}&id=${selection.id}`;
}
