import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dashboardTexts, documentTitle, pageTexts, propertySetupTexts } from '../../../domain/texts/index.ts';
import { useCustomers } from '../../api/get-customers.ts';
import { useProperties } from '../../api/get-properties.ts';
import type { Property } from '../../api/types.ts';
import { paths } from '../../routing/paths.ts';
import { detailLink } from '../../routing/selection.ts';
import { useDisplayName } from '../../components/use-display-name.ts';
import { EmptyState, ListStates } from '../../components/data-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PropertyTiles } from '../../components/property-tiles.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { Tile } from '../../components/tile.tsx';
import { customerName } from '../../components/customer-name.ts';
import { filterProperties } from '../../components/property-search.ts';
import { propertyStatusBadge } from '../../components/property-status-badge.tsx';

const texts = dashboardTexts.customer;

function PropertyList({ onOpen }: { onOpen: (property: Property) => void }) {
  const properties = useProperties();
  const [query, setQuery] = useState('');
  const all = properties.data ?? [];
  const matches = filterProperties(all, query);

  if (properties.status === 'success' && all.length === 0) return <FirstProperty />;
  return (
    <ListStates
      status={properties.status}
      count={all.length}
      emptyMessage={texts.noProperties}
      onRetry={() => void properties.refetch()}
    >
      <Stack gap="md">
        <SearchInput value={query} onChange={setQuery} placeholder={texts.searchPlaceholder} />
        {matches.length === 0 ? (
          <EmptyState message={texts.noMatches} />
        ) : (
          <PropertyTiles properties={matches} onOpen={onOpen} badge={propertyStatusBadge} />
        )}
      </Stack>
    </ListStates>
  );
}

/** No property yet (a new landlord): say so and lead to the guided setup. */
function FirstProperty() {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{texts.noProperties}</Text>
        <Text c="dimmed">{texts.firstPropertyHint}</Text>
        <Button component={Link} to={paths.customerPropertySetup}>
          {texts.firstPropertyLink}
        </Button>
      </Stack>
    </Paper>
  );
}

export function CustomerDashboardPage() {
  const customers = useCustomers();
  const fallbackName = useDisplayName();
  const name = customerName(customers.data?.[0]) || fallbackName;
  const navigate = useNavigate();

  const openProperty = (property: Property) => {
    void navigate(detailLink(paths.customerPropertyDetail, { property: property.id }));
  };

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={texts.greeting(name)}
        description={texts.intro}
        tabTitle={documentTitle(texts.title)}
      />
      <Stack gap={40}>
        <Stack gap="md" component="section" aria-labelledby="customer-properties-heading">
          <Title order={2} id="customer-properties-heading">
            {texts.propertiesHeading}
          </Title>
          <PropertyList onOpen={openProperty} />
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="customer-quick-links-heading">
          <Title order={2} id="customer-quick-links-heading">
            {texts.quickLinksHeading}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Tile
              to={paths.customerPropertySetup}
              title={propertySetupTexts.newProperty}
              description={propertySetupTexts.newPropertyHint}
            />
            <Tile
              to={paths.customerProfile}
              title={texts.profileLink}
              description={pageTexts.customerProfile.description}
            />
            <Tile
              to={paths.customerHelp}
              title={texts.helpLink}
              description={pageTexts.customerHelp.description}
            />
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
