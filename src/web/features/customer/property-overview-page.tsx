import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  linkedPropertyTexts,
  paymentsScreenTexts,
  pageTexts,
  postboxScreenTexts,
  propertyOverviewTexts,
  readingsTableTexts,
} from '../../../domain/texts/index.ts';
import { useProperty } from '../../api/get-property.ts';
import { paths } from '../../routing/paths.ts';
import { paymentsHref } from '../../routing/payment-links.ts';
import { detailHref, detailLink, selectedId } from '../../routing/selection.ts';
import { addressLines } from '../../components/address.ts';
import { BackButton } from '../../components/back-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/data-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Tile } from '../../components/tile.tsx';
import type { Property } from '../../api/types.ts';
import { ApiError } from '../../api/api-error.ts';
import { linkedPropertyProblem } from '../../components/linked-property.ts';
import { ReadingImportPanel } from '../../components/reading-import-panel.tsx';
import { DwellingsSection } from '../../components/dwellings-section.tsx';
import { MonthlyInformationPanel } from './monthly-information-panel.tsx';
import { SetupChecklist } from './property-setup/index.ts';

const errorStatus = (error: unknown) => (error instanceof ApiError ? error.status : 0);

const texts = propertyOverviewTexts;

function Links({ property }: { property: Property }) {
  const [street, place] = addressLines(property.address);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {street || property.address}
        </Title>
        <Text c="dimmed">{place}</Text>
        {property.heating_system && <Text c="dimmed">{texts.heatingSystem(property.heating_system)}</Text>}
        {property.status === 'archived' && (
          <Text c="orange" role="status">
            {linkedPropertyTexts.archived}
          </Text>
        )}
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="property-links-heading">
        <Title order={2} size="h4" id="property-links-heading">
          {texts.linksHeading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Tile
            to={detailLink(paths.customerCostsData, { property: property.id })}
            title={texts.costsData.title}
            description={texts.costsData.description}
            action={texts.open}
          />
          <Tile
            to={detailLink(paths.customerTenants, { property: property.id })}
            title={texts.tenants.title}
            description={texts.tenants.description}
            action={texts.open}
          />
          <Tile
            to={detailLink(paths.customerReadings, { property: property.id })}
            title={readingsTableTexts.tile.title}
            description={readingsTableTexts.tile.description}
            action={texts.open}
          />
          <Tile
            to={paths.customerTemplates}
            title={texts.templates.title}
            description={texts.templates.description}
            action={texts.open}
          />
          <Tile
            to={detailHref(paths.customerPostbox, { property: property.id })}
            title={texts.postbox.title}
            description={postboxScreenTexts.customer.tile}
            action={texts.open}
          />
          <Tile
            to={paymentsHref(property.id)}
            title={paymentsScreenTexts.tile.title}
            description={paymentsScreenTexts.tile.description}
            action={texts.open}
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

/**
 * Liegenschaft verwalten: the chosen property (from `?property_id=`, else session storage) with
 * the ways on: cost data, tenants, readings, templates, the Postbox (sent letters and statements,
 * and the invoice inbox) and the payments (bank statements and advances received).
 */
export function CustomerPropertyOverviewPage() {
  const id = selectedId('property');
  const property = useProperty(id);
  return (
    <Container size="lg" py="xl">
      <BackButton to={paths.customerDashboard} label={texts.backToDashboard} />
      <PageHeader
        title={pageTexts.customerPropertyDetail.title}
        description={pageTexts.customerPropertyDetail.description}
      />
      {id === null ? (
        <EmptyState message={linkedPropertyProblem({ id })!} />
      ) : property.status === 'pending' ? (
        <LoadingState />
      ) : property.status === 'error' ? (
        <ErrorState
          message={linkedPropertyProblem({ id, errorStatus: errorStatus(property.error) })!}
          onRetry={() => void property.refetch()}
        />
      ) : (
        <Stack gap="xl">
          <Links property={property.data} />
          {property.data.status === 'active' && <SetupChecklist propertyId={property.data.id} />}
          <DwellingsSection propertyId={property.data.id} />
          {/* Landlords have no meter screen; their metering service's lists are imported here. */}
          {property.data.status !== 'archived' && <ReadingImportPanel propertyId={property.data.id} />}
          <MonthlyInformationPanel propertyId={property.data.id} />
        </Stack>
      )}
    </Container>
  );
}
