import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateDe } from '../../../../domain/dates.ts';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../../../domain/invoices/invoice-reading.ts';
import { formatMoneyDe } from '../../../../domain/money.ts';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';
import { useInvoices, type InvoiceRecord } from '../../../api/invoices.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { PAGE_SIZE, pageParams } from '../../../components/paging.ts';
import { inboxHref } from '../../../routing/invoice-links.ts';
import { StatusBadge } from './invoice-badges.tsx';

const texts = invoiceScreenTexts.list;
const ALL = 'all';

/** Years offered by the filter: the last six up to next year, where invoices in advance land. */
function filterYears(current: number): string[] {
  return Array.from({ length: 8 }, (_, i) => String(current + 1 - i));
}

export function InvoiceList({ propertyId, currentYear }: { propertyId: number; currentYear: number }) {
  const [status, setStatus] = useState<InvoiceStatus | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const list = useInvoices(propertyId, {
    ...(status ? { status } : {}),
    ...(year ? { year } : {}),
    ...pageParams(page),
  });
  const filtered = status !== null || year !== null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="invoice-list-heading">
      <Title order={2} size="h4" id="invoice-list-heading">
        {texts.heading}
      </Title>
      <Group gap="md" align="flex-end">
        <Select
          label={texts.statusFilter}
          w={180}
          allowDeselect={false}
          value={status ?? ALL}
          data={[
            { value: ALL, label: texts.all },
            ...INVOICE_STATUSES.map((s) => ({ value: s, label: invoiceScreenTexts.statuses[s] })),
          ]}
          onChange={(value) => {
            setStatus(value === null || value === ALL ? null : (value as InvoiceStatus));
            setPage(1);
          }}
        />
        <Select
          label={texts.yearFilter}
          w={160}
          allowDeselect={false}
          value={year === null ? ALL : String(year)}
          data={[{ value: ALL, label: texts.all }, ...filterYears(currentYear)]}
          onChange={(value) => {
            setYear(value === null || value === ALL ? null : Number(value));
            setPage(1);
          }}
        />
      </Group>
      {list.status === 'pending' ? (
        <LoadingState label={invoiceScreenTexts.loading} />
      ) : list.status === 'error' ? (
        <ErrorState message={texts.loadError} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 && page === 1 ? (
        <EmptyState message={filtered ? texts.emptyFiltered : texts.empty} />
      ) : (
        <>
          <InvoiceTable propertyId={propertyId} rows={list.data.rows} />
          <ListPager page={page} total={list.data.total} pageSize={PAGE_SIZE} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

const orDash = (value: string | null) => (value === null || value === '' ? texts.unknown : value);

function InvoiceTable({ propertyId, rows }: { propertyId: number; rows: InvoiceRecord[] }) {
  const { columns } = texts;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover>
        <Table.Caption>{texts.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th>{columns.seller}</Table.Th>
            <Table.Th>{columns.number}</Table.Th>
            <Table.Th>{columns.date}</Table.Th>
            <Table.Th ta="right">{columns.gross}</Table.Th>
            <Table.Th>{columns.category}</Table.Th>
            <Table.Th>{columns.year}</Table.Th>
            <Table.Th>{columns.open}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((invoice) => (
            <Table.Tr key={invoice.id} data-invoice-id={invoice.id}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <StatusBadge status={invoice.status} />
                  {invoice.duplicate_of !== null && (
                    <Badge color="red" variant="outline" size="sm">
                      {texts.duplicate}
                    </Badge>
                  )}
                  {!invoice.suggestion.allocatable && (
                    <Badge color="orange" variant="outline" size="sm">
                      {texts.notAllocatable}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{orDash(invoice.seller_name)}</Table.Td>
              <Table.Td>{orDash(invoice.invoice_number)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {invoice.issue_date ? formatDateDe(invoice.issue_date) : texts.unknown}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {invoice.gross_cents === null ? texts.unknown : formatMoneyDe(invoice.gross_cents)}
              </Table.Td>
              <Table.Td>{orDash(invoice.suggestion.category_name)}</Table.Td>
              <Table.Td>{invoice.approved_year ?? invoice.suggestion.year ?? texts.unknown}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={inboxHref(propertyId, invoice.id)}
                  aria-label={texts.openLabel(invoice.seller_name ?? invoice.file_name)}
                >
                  {texts.open}
                </Anchor>
                <Text size="xs" c="dimmed" truncate maw={160}>
                  {invoice.file_name}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
