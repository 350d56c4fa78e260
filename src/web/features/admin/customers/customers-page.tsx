import { Link } from 'react-router';
import { Button, Container, Group, Stack, Table } from '@mantine/core';
import { adminCustomerTexts, pageTexts } from '../../../../domain/texts/index.ts';
import { useCustomerList } from '../../../api/list-customers.ts';
import type { Customer } from '../../../api/types.ts';
import { paths } from '../../../routing/paths.ts';
import { selectId } from '../../../routing/selection.ts';
import { PagedTable } from '../../../components/paged-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useKeepPageInRange, usePagedSearch } from '../../../components/use-paged-search.ts';
import { customerName } from '../../../components/customer-name.ts';
import { customerDetailHref } from './customer-target.ts';

const texts = adminCustomerTexts.list;

function CustomerRow({ customer }: { customer: Customer }) {
  const name = customerName(customer) || adminCustomerTexts.detail.unnamed;
  const href = customerDetailHref(paths.adminCustomerDetail, customer.id);
  const remember = () => selectId('customer', customer.id);
  return (
    <Table.Tr>
      <Table.Td>
        <Link to={href} onClick={remember}>
          {name}
        </Link>
      </Table.Td>
      <Table.Td>{customer.company_name}</Table.Td>
      <Table.Td>{customer.email}</Table.Td>
      <Table.Td>{customer.phone_number}</Table.Td>
      <Table.Td>
        <Button
          component={Link}
          to={href}
          onClick={remember}
          size="xs"
          variant="light"
          aria-label={texts.openCustomer(name)}
        >
          {texts.open}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function CustomersPage() {
  const paging = usePagedSearch();
  const list = useCustomerList(paging.params);
  useKeepPageInRange(paging, list.data?.total);

  return (
    <Container size="lg" py="xl">
      <PageHeader title={pageTexts.adminCustomers.title} description={pageTexts.adminCustomers.description} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <SearchInput
            value={paging.search}
            onChange={paging.setSearch}
            placeholder={texts.searchPlaceholder}
          />
          <Button component={Link} to={customerDetailHref(paths.adminCustomerDetail, 'new')}>
            {texts.newCustomer}
          </Button>
        </Group>
        <PagedTable
          list={list}
          paging={paging}
          caption={texts.caption}
          columns={[
            texts.columns.name,
            texts.columns.company,
            texts.columns.email,
            texts.columns.phone,
            texts.columns.actions,
          ]}
          emptyMessage={paging.params.q ? texts.noMatches : texts.empty}
          minWidth={640}
          highlightOnHover
        >
          {(customer) => <CustomerRow key={customer.id} customer={customer} />}
        </PagedTable>
      </Stack>
    </Container>
  );
}
