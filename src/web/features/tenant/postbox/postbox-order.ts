import type { TenantPostboxItem } from '../../../api/postbox.ts';

/** Newest first, as the server sends them; sorted here too so that the order never depends on it. */
export function newestFirst(items: readonly TenantPostboxItem[]): TenantPostboxItem[] {
  return [...items].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id.localeCompare(a.id),
  );
}
