import { Link } from 'react-router';
import { Anchor, Button, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  dashboardTexts,
  documentTitle,
  employeeDashboardTexts,
  invoiceScreenTexts,
  paymentsScreenTexts,
} from '../../../domain/texts/index.ts';
import { useCustomerList } from '../../api/list-customers.ts';
import { usePropertyList } from '../../api/list-properties.ts';
import type { Customer, PropertyListItem } from '../../api/types.ts';
import { paths } from '../../routing/paths.ts';
import { inboxHref } from '../../routing/invoice-links.ts';
import { paymentsHref } from '../../routing/payment-links.ts';
import { selectionParam } from '../../routing/selection.ts';
import { useDisplayName } from '../../components/use-display-name.ts';
import { addressLines } from '../../components/address.ts';
import { PagedTable } from '../../components/paged-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { Tile } from '../../components/tile.tsx';
import { useKeepPageInRange, usePagedSearch } from '../../components/use-paged-search.ts';
import { customerName } from '../../components/customer-name.ts';

const texts = employeeDashboardTexts;
/** Short pages: the dashboard shows two lists one above the other. */
const PAGE_SIZE = 10;

/**
 * What to search the properties for to find one customer's: the server matches each name column
 * on its own, so the company, else the last name, else the contact person.
 */
export function customerSearchTerm(customer: Customer): string {
  return customer.company_name || customer.last_name || customer.contact_person || customerName(customer);
}

/** A deep link without touching session storage: rendering a list must not change the selection. */
const withProperty = (path: string, id: number) => `${path}?${selectionParam('property')}=${id}`;

/** The screens an employee may open for one property: property detail, tenants, costs, summary, invoices, payments. */
function PropertyActions({ property, street }: { property: PropertyListItem; street: string }) {
  const links = [
    { label: texts.actions.property, to: `${paths.adminPropertyDetail}?id=${property.id}` },
    { label: texts.actions.tenants, to: withProperty(paths.customerTenants, property.id) },
    { label: texts.actions.costs, to: withProperty(paths.customerCostsData, property.id) },
    { label: texts.actions.summary, to: withProperty(paths.customerCostsSummary, property.id) },
    { label: invoiceScreenTexts.employeeAction, to: inboxHref(property.id) },
    { label: paymentsScreenTexts.employeeAction, to: paymentsHref(property.id) },
  ];
  return (
    <Group gap="xs" wrap="nowrap">
      {links.map((link) => (
        <Button
          key={link.label}
          component={Link}
          to={link.to}
          size="xs"
          variant="default"
          aria-label={texts.actionLabel(link.label, street)}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}

function PropertiesSection({ paging }: { paging: ReturnType<typeof usePagedSearch> }) {
  const list = usePropertyList({ ...paging.params, status: 'active' });
  useKeepPageInRange(paging, list.data?.total);
  return (
    <Stack gap="md" component="section" aria-labelledby="employee-properties">
      <Title order={2} id="employee-properties">
        {texts.propertiesHeading}
      </Title>
      <SearchInput
        value={paging.search}
        onChange={paging.setSearch}
        placeholder={texts.propertiesSearch}
        label={texts.propertiesSearchLabel}
      />
      <PagedTable
        list={list}
        paging={paging}
        caption={texts.propertiesCaption}
        columns={[texts.columns.address, texts.columns.customer, texts.columns.actions]}
        emptyMessage={texts.propertiesEmpty}
        minWidth={860}
      >
        {(property) => {
          const [street, place] = addressLines(property.address);
          return (
            <Table.Tr key={property.id}>
              <Table.Td>
                <Text>{street || property.address}</Text>
                <Text size="sm" c="dimmed">
                  {place}
                </Text>
              </Table.Td>
              <Table.Td>{property.customer_name}</Table.Td>
              <Table.Td>
                <PropertyActions property={property} street={street || property.address} />
              </Table.Td>
            </Table.Tr>
          );
        }}
      </PagedTable>
    </Stack>
  );
}

function CustomersSection({ onShowProperties }: { onShowProperties: (customer: Customer) => void }) {
  const paging = usePagedSearch(PAGE_SIZE);
  const list = useCustomerList(paging.params);
  useKeepPageInRange(paging, list.data?.total);
  return (
    <Stack gap="md" component="section" aria-labelledby="employee-customers">
      <Title order={2} id="employee-customers">
        {texts.customersHeading}
      </Title>
      <SearchInput
        value={paging.search}
        onChange={paging.setSearch}
        placeholder={texts.customersSearch}
        label={texts.customersSearchLabel}
      />
      <PagedTable
        list={list}
        paging={paging}
        caption={texts.customersCaption}
        columns={[texts.columns.name, texts.columns.email, texts.columns.phone, texts.columns.actions]}
        emptyMessage={texts.customersEmpty}
        minWidth={640}
      >
        {(customer) => (
          <Table.Tr key={customer.id}>
            <Table.Td>{customerName(customer)}</Table.Td>
            <Table.Td>
              {customer.email && <Anchor href={`mailto:${customer.email}`}>{customer.email}</Anchor>}
            </Table.Td>
            <Table.Td>{customer.phone_number}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="default"
                onClick={() => onShowProperties(customer)}
                aria-label={texts.actionLabel(texts.actions.showProperties, customerName(customer))}
              >
                {texts.actions.showProperties}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </Stack>
  );
}

/**
 * The employee's start: the spec's placeholder sentence, the screens employees may open, and the
 * properties and customers they may work on, searched and paged on the server.
 */
export function EmployeeDashboardPage() {
  const greeting = dashboardTexts.employee;
  const propertyPaging = usePagedSearch(PAGE_SIZE);
  const showProperties = (customer: Customer) => {
    propertyPaging.setSearch(customerSearchTerm(customer));
    document.getElementById('employee-properties')?.scrollIntoView({ block: 'start' });
  };
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={greeting.greeting(useDisplayName())}
        description={greeting.comingSoon}
        tabTitle={documentTitle(greeting.title)}
      />
      <Stack gap={40}>
        <Stack gap="md" component="section" aria-labelledby="employee-screens">
          <Title order={2} id="employee-screens">
            {texts.screensHeading}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <Tile
              to={paths.adminTenants}
              title={texts.tenantsTile.title}
              description={texts.tenantsTile.description}
            />
          </SimpleGrid>
        </Stack>
        <PropertiesSection paging={propertyPaging} />
        <CustomersSection onShowProperties={showProperties} />
      </Stack>
    </Container>
  );
}
