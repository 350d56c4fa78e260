import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { pageParams, PAGE_SIZE } from './paging.ts';

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
