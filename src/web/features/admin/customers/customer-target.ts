/** Which customer the detail screen shows: a new one, an existing one, or none chosen. */
export type CustomerTarget = { kind: 'new' } | { kind: 'existing'; id: number } | { kind: 'none' };

function parseId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * `?id=` wins, then `?customer_id=` (the shared detail-link form); `new` in either starts a new
 * customer. Without either, the id kept in session storage by the screen that opened this one.
 */
export function customerTarget(search: string, storedId: string | null): CustomerTarget {
  const params = new URLSearchParams(search);
  for (const raw of [params.get('id'), params.get('customer_id')]) {
    if (raw === null || raw === '') continue;
    if (raw.toLowerCase() === 'new') return { kind: 'new' };
    const id = parseId(raw);
    return id === null ? { kind: 'none' } : { kind: 'existing', id };
  }
  const stored = parseId(storedId);
  return stored === null ? { kind: 'none' } : { kind: 'existing', id: stored };
}

/** The detail link the lists use: the id in the URL, so the screen can be bookmarked and reloaded. */
export function customerDetailHref(path: string, id: number | 'new'): string {
  return `${path}?id=${id}`;
}
