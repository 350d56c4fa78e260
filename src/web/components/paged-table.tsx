import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState } from './data-states.tsx';
import { ListPager } from './list-pager.tsx';

interface PagedList<T> {
  status: 'pending' | 'error' | 'success';
  isFetching: boolean;
  data?: { rows: T[]; total: number } | undefined;
  refetch: () => unknown;
}

interface PagedTableProps<T> {
  list: PagedList<T>;
  paging: { page: number; pageSize: number; setPage: (page: number) => void };
  caption: string;
  columns: readonly string[];
  emptyMessage: string;
  minWidth: number;
  highlightOnHover?: boolean;
  /** One `<Table.Tr key=…>` per row. */
  children: (row: T) => ReactNode;
}

/**
 * A list page fetched from the server: the spinner, the failure with a retry, the empty note, or
 * the table with its caption and column headers and the pager under it.
 */
export function PagedTable<T>({
  list,
  paging,
  caption,
  columns,
  emptyMessage,
  minWidth,
  highlightOnHover = false,
  children,
}: PagedTableProps<T>) {
  const rows = list.data?.rows ?? [];
  if (list.status === 'pending') return <LoadingState />;
  if (list.status === 'error') return <ErrorState onRetry={() => void list.refetch()} />;
  if (rows.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover={highlightOnHover} aria-busy={list.isFetching}>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows.map(children)}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager
        page={paging.page}
        total={list.data?.total ?? 0}
        pageSize={paging.pageSize}
        onChange={paging.setPage}
      />
    </>
  );
}
