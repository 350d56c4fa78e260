import { Group, Pagination, Text } from '@mantine/core';
import { pagerTexts } from '../../domain/texts/index.ts';
import { pageCount, pageRange } from './paging.ts';

interface ListPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** "21–40 von 45" and, when there is more than one page, the page buttons. */
export function ListPager({ page, total, pageSize, onChange }: ListPagerProps) {
  const range = pageRange(page, total, pageSize);
  const pages = pageCount(total, pageSize);
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {range ? pagerTexts.range(range.from, range.to, total) : ''}
      </Text>
      {pages > 1 && (
        <nav aria-label={pagerTexts.navigation}>
          <Pagination
            total={pages}
            value={page}
            onChange={onChange}
            withEdges
            getItemProps={(n) => ({ 'aria-label': pagerTexts.page(n) })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? pagerTexts.previous
                  : control === 'next'
                    ? pagerTexts.next
                    : control === 'first'
                      ? pagerTexts.first
                      : pagerTexts.last,
            })}
          />
        </nav>
      )}
    </Group>
  );
}
