import { useNavigate } from 'react-router';
import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { dashboardTexts, documentTitle } from '../../../domain/texts/index.ts';
import type { Property } from '../../api/types.ts';
import { paths } from '../../app/paths.ts';
import { selectId } from '../../app/selection.ts';
import { useDisplayName } from '../../app/use-display-name.ts';
import { addressLines } from '../../components/address.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/data-states.tsx';
import { HouseIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Tile } from '../../components/tile.tsx';
import { useTenantProperties } from './use-tenant-properties.ts';

const texts = dashboardTexts.tenant;

export function TenantDashboardPage() {
  const { status, tenancies, properties, retry } = useTenantProperties();
  const fallbackName = useDisplayName();
  const first = tenancies[0];
  const name = [first?.first_name, first?.last_name].filter(Boolean).join(' ') || fallbackName;
  const navigate = useNavigate();

  const openProperty = (property: Property) => {
    selectId('property', property.id);
    const tenancy = tenancies.find((candidate) => candidate.property_id === property.id);
    if (tenancy) selectId('tenant', tenancy.id);
    void navigate(paths.tenantPropertyDetail);
  };

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={texts.greeting(name)}
        description={texts.intro}
        tabTitle={documentTitle(texts.title)}
      />
      <Stack gap="md" component="section" aria-labelledby="tenant-properties-heading">
        <Title order={2} id="tenant-properties-heading">
          {texts.propertiesHeading}
        </Title>
        {status === 'pending' && <LoadingState />}
        {status === 'error' && <ErrorState onRetry={retry} />}
        {status === 'success' && properties.length === 0 && <EmptyState message={texts.noProperties} />}
        {status === 'success' && properties.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {properties.map((property) => {
              const [street, place] = addressLines(property.address);
              return (
                <Tile
                  key={property.id}
                  title={street || property.address}
                  description={place}
                  icon={<HouseIcon size={22} />}
                  action={texts.openProperty}
                  onClick={() => openProperty(property)}
                />
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
