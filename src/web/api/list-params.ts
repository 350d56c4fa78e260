/** The shared list parameters as the server reads them; empty values are left out. */
export interface ListParams {
  limit?: number;
  offset?: number;
  q?: string;
  sort?: string;
}

export function listQueryString(params: ListParams & Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
