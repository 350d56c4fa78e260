import { Link } from 'react-router';
import { Badge, Container, Group, Stack, Table, Text } from '@mantine/core';
import { adminTenantTexts, pageTexts } from '../../../../domain/texts/index.ts';
import { useTenantList } from '../../../api/list-tenants.ts';
import type { TenantListItem } from '../../../api/types.ts';
import { selectId } from '../../../app/selection.ts';
import { addressLines } from '../../../components/address.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useKeepPageInRange, usePagedSearch } from '../../../components/use-paged-search.ts';
import { propertyDetailHref } from '../properties/index.ts';
import { tenantName } from './tenant-name.ts';

const texts = adminTenantTexts;

function TenantRow({ tenant }: { tenant: TenantListItem }) {
  const name = tenantName(tenant);
  const [street, place] = addressLines(tenant.property_address);
  const remember = () => {
    selectId('property', tenant.property_id);
    selectId('tenant', tenant.id);
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Link
            to={propertyDetailHref(tenant.property_id, tenant.id)}
            onClick={remember}
            aria-label={texts.open(name)}
          >
            {name}
          </Link>
          {tenant.is_vacancy && (
            <Badge color="gray" variant="outline" size="sm">
              {texts.vacancy}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{tenant.email}</Table.Td>
      <Table.Td>
        {street || tenant.property_address}
        <Text size="sm" c="dimmed">
          {place}
        </Text>
      </Table.Td>
      <Table.Td>{tenant.landlord_name}</Table.Td>
    </Table.Tr>
  );
}

export function TenantsPage() {
  const paging = usePagedSearch();
  const list = useTenantList(paging.params);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  useKeepPageInRange(paging, list.data?.total);

  return (
    <Container size="lg" py="xl">
      <PageHeader title={pageTexts.adminTenants.title} description={pageTexts.adminTenants.description} />
      <Stack gap="md">
        <SearchInput
          value={paging.search}
          onChange={paging.setSearch}
          placeholder={texts.searchPlaceholder}
        />
        {list.status === 'pending' ? (
          <LoadingState />
        ) : list.status === 'error' ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState message={paging.params.q ? texts.noMatches : texts.empty} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover aria-busy={list.isFetching}>
                <Table.Caption>{texts.caption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{texts.columns.name}</Table.Th>
                    <Table.Th scope="col">{texts.columns.email}</Table.Th>
                    <Table.Th scope="col">{texts.columns.property}</Table.Th>
                    <Table.Th scope="col">{texts.columns.landlord}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((tenant) => (
                    <TenantRow key={tenant.id} tenant={tenant} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              page={paging.page}
              total={total}
              pageSize={paging.pageSize}
              onChange={paging.setPage}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
