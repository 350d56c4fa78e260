import { useNavigate } from 'react-router';
import { Container, Stack, Title } from '@mantine/core';
import { dashboardTexts, documentTitle } from '../../../domain/texts/index.ts';
import type { Property } from '../../api/types.ts';
import { paths } from '../../app/paths.ts';
import { detailLink } from '../../app/selection.ts';
import { useDisplayName } from '../../app/use-display-name.ts';
import { ListStates } from '../../components/data-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PropertyTiles } from '../../components/property-tiles.tsx';
import { ReceivedStatements } from './received-statements.tsx';
import { useTenantProperties } from './use-tenant-properties.ts';

const texts = dashboardTexts.tenant;

export function TenantDashboardPage() {
  const { status, tenancies, properties, retry } = useTenantProperties();
  const fallbackName = useDisplayName();
  const first = tenancies[0];
  const name = [first?.first_name, first?.last_name].filter(Boolean).join(' ') || fallbackName;
  const navigate = useNavigate();

  const openProperty = (property: Property) => {
    const tenancy = tenancies.find((candidate) => candidate.property_id === property.id);
    void navigate(detailLink(paths.tenantPropertyDetail, { property: property.id, tenant: tenancy?.id }));
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
        <ListStates
          status={status}
          count={properties.length}
          emptyMessage={texts.noProperties}
          onRetry={retry}
        >
          <PropertyTiles properties={properties} onOpen={openProperty} action={texts.openProperty} />
        </ListStates>
      </Stack>
      <Stack mt="xl">
        <ReceivedStatements />
      </Stack>
    </Container>
  );
}
