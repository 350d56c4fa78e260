import { Link } from 'react-router';
import { Badge, Container, Group, Stack, Table, Text } from '@mantine/core';
import { adminTenantTexts, pageTexts } from '../../../../domain/texts/index.ts';
import { useTenantList } from '../../../api/list-tenants.ts';
import type { TenantListItem } from '../../../api/types.ts';
import { selectId } from '../../../routing/selection.ts';
import { addressLines } from '../../../components/address.ts';
import { PagedTable } from '../../../components/paged-table.tsx';
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
        <PagedTable
          list={list}
          paging={paging}
          caption={texts.caption}
          columns={[texts.columns.name, texts.columns.email, texts.columns.property, texts.columns.landlord]}
          emptyMessage={paging.params.q ? texts.noMatches : texts.empty}
          minWidth={720}
          highlightOnHover
        >
          {(tenant) => <TenantRow key={tenant.id} tenant={tenant} />}
        </PagedTable>
      </Stack>
    </Container>
  );
}
