import { Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTimeDe } from '../../../domain/dates.ts';
import {
  monthlyInformationProofTexts as texts,
  monthNameDe,
  statementScreenTexts,
} from '../../../domain/texts/index.ts';
import { useMonthlyInformation } from '../../api/monthly-information.ts';
import { PagedTable } from '../../components/paged-table.tsx';
import { pageParams } from '../../components/paging.ts';
import { usePagedSearch, useKeepPageInRange } from '../../components/use-paged-search.ts';

const PAGE_SIZE = 12;
const statusLabel = statementScreenTexts.deliver.statuses;

/**
 * The landlord's proof of the monthly consumption information of §6a HeizkostenV: which tenancy
 * received which month's figures when. Without it, tenants may cut their heating costs by 3 %
 * (§12 Abs. 1 HeizkostenV), so the record matters at the next statement.
 */
export function MonthlyInformationPanel({ propertyId }: { propertyId: number }) {
  const paging = usePagedSearch(PAGE_SIZE);
  const list = useMonthlyInformation(propertyId, pageParams(paging.page, PAGE_SIZE));
  useKeepPageInRange(paging, list.data?.total);
  return (
    <Stack gap="sm" component="section" aria-labelledby="monthly-information-heading">
      <Title order={2} size="h4" id="monthly-information-heading">
        {texts.heading}
      </Title>
      <Text c="dimmed" size="sm">
        {texts.intro}
      </Text>
      <PagedTable
        list={list}
        paging={paging}
        caption={texts.caption}
        columns={texts.columns}
        emptyMessage={texts.empty}
        minWidth={640}
      >
        {(row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{monthNameDe(row.month)}</Table.Td>
            <Table.Td>{row.tenancy_name}</Table.Td>
            <Table.Td>{row.recipient}</Table.Td>
            <Table.Td>{statusLabel[row.status]}</Table.Td>
            <Table.Td>{row.sent_at ? formatDateTimeDe(new Date(row.sent_at)) : texts.notSent}</Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </Stack>
  );
}
