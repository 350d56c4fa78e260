import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { pageCount, pageParams, PAGE_SIZE } from './paging.ts';

/** Typing pauses this long before the server is asked, so not every key press is a request. */
const SEARCH_DELAY_MS = 250;

/**
 * The state of a server-side searched, paged list: the typed search, the page, and the
 * parameters to send. A new search starts again at the first page.
 */
export function usePagedSearch(pageSize: number = PAGE_SIZE) {
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const setSearch = (value: string) => {
    setSearchState(value);
    setPage(1);
  };
  return {
    search,
    setSearch,
    page,
    setPage,
    pageSize,
    params: { q: debounced, ...pageParams(page, pageSize) },
    searching: debounced !== '',
  };
}

/**
 * Steps back to the last page when the list shrank below the page shown (rows archived or
 * deleted from the last page), instead of showing an empty page of a non-empty list.
 */
export function useKeepPageInRange(
  paging: { page: number; setPage: (page: number) => void; pageSize: number },
  total: number | undefined,
): void {
  const { page, setPage, pageSize } = paging;
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(total, pageSize);
    if (page > last) setPage(last);
  }, [page, setPage, pageSize, total]);
}
