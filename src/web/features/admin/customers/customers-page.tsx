import { Link } from 'react-router';
import { Button, Container, Group, Stack, Table } from '@mantine/core';
import { adminCustomerTexts, pageTexts } from '../../../../domain/texts/index.ts';
import { useCustomerList } from '../../../api/list-customers.ts';
import type { Customer } from '../../../api/types.ts';
import { paths } from '../../../app/paths.ts';
import { selectId } from '../../../app/selection.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useKeepPageInRange, usePagedSearch } from '../../../components/use-paged-search.ts';
import { customerName } from '../../customer/customer-name.ts';
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
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
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
        {list.status === 'pending' ? (
          <LoadingState />
        ) : list.status === 'error' ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState message={paging.params.q ? texts.noMatches : texts.empty} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover aria-busy={list.isFetching}>
                <Table.Caption>{texts.caption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{texts.columns.name}</Table.Th>
                    <Table.Th scope="col">{texts.columns.company}</Table.Th>
                    <Table.Th scope="col">{texts.columns.email}</Table.Th>
                    <Table.Th scope="col">{texts.columns.phone}</Table.Th>
                    <Table.Th scope="col">{texts.columns.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((customer) => (
                    <CustomerRow key={customer.id} customer={customer} />
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
