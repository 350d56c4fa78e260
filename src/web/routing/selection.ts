/**
 * Ids chosen on one screen and read by the next. The spec passes them through session storage
 * (older clients and bookmarks rely on it); that stays, so older flows keep working, but every detail link also carries
 * the id as a query parameter (`?property_id=7`), which wins when present. A detail screen can
 * therefore be bookmarked, shared or opened in a second tab.
 */
export type SelectionKind = 'customer' | 'property' | 'tenant' | 'meter' | 'user';

const KEY_PREFIX = 'nk.selected.';

export const selectionParam = (kind: SelectionKind) => `${kind}_id`;

function parseId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function selectId(kind: SelectionKind, id: number): void {
  window.sessionStorage.setItem(KEY_PREFIX + kind, String(id));
}

/** The id from the query string when given, otherwise the one kept in session storage. */
export function selectedId(kind: SelectionKind, search: string = window.location.search): number | null {
  return (
    parseId(new URLSearchParams(search).get(selectionParam(kind))) ??
    parseId(window.sessionStorage.getItem(KEY_PREFIX + kind))
  );
}

type Selection = Partial<Record<SelectionKind, number>>;

const entries = (ids: Selection) =>
  (Object.entries(ids) as Array<[SelectionKind, number | undefined]>).filter(
    (entry): entry is [SelectionKind, number] => entry[1] !== undefined,
  );

/** The deep link to a detail screen, `/path?property_id=7&tenant_id=3`, remembering nothing. */
export function detailHref(path: string, ids: Selection): string {
  const params = new URLSearchParams();
  for (const [kind, id] of entries(ids)) params.set(selectionParam(kind), String(id));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Remembers ids the user chose (a click), for screens opened later without a query. */
export function rememberSelection(ids: Selection): void {
  for (const [kind, id] of entries(ids)) selectId(kind, id);
}

/**
 * Remembers the ids and builds the deep link: for a choice being made now (a click handler, a
 * navigation). A link merely rendered in a list uses `detailHref` and remembers on click, so that
 * a screen opened later without an id never shows whichever row was drawn last.
 */
export function detailLink(path: string, ids: Selection): string {
  rememberSelection(ids);
  return detailHref(path, ids);
}

/**
 * The id of a detail screen: `?id=` first (`/admin/property-detail?id=7`), then the older
 * `?property_id=` style, then session storage. `?id=new` is not an id; screens that create
 * records check for it themselves.
 */
export function detailId(kind: SelectionKind, search: string = window.location.search): number | null {
  return parseId(new URLSearchParams(search).get('id')) ?? selectedId(kind, search);
}
