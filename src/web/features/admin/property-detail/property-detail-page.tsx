import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Anchor, Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import {
  documentTitle,
  invoiceScreenTexts,
  pageTexts,
  propertyDetailTexts as texts,
  statementScreenTexts,
} from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { propertyTenantsKey, usePropertyTenants } from '../../../api/property-tenants.ts';
import { useProperty } from '../../../api/get-property.ts';
import type { Property, Tenant } from '../../../api/types.ts';
import { AccessPanel } from '../access/index.ts';
import { announceUserChange } from '../../../session/user-sync.ts';
import { inboxHref } from '../../../routing/invoice-links.ts';
import { paths } from '../../../routing/paths.ts';
import { detailId, detailLink, selectedId } from '../../../routing/selection.ts';
import { useSession } from '../../../session/use-session.ts';
import { addressLines } from '../../../components/address.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { DwellingsSection } from '../../../components/dwellings-section.tsx';
import { CostCategorySection } from './cost-category-section.tsx';
import { MeterSection } from './meter-section.tsx';
import { PropertyForm } from './property-form.tsx';
import { PropertyLife } from './property-life.tsx';
import { TenantSection } from './tenant-section.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function statusSuffix(property: Property): string {
  if (property.status === 'ended') return ` ${texts.ended}`;
  if (property.status === 'archived') return ` ${texts.archived}`;
  return '';
}

function NotFound() {
  return (
    <Container size="lg" py="xl">
      <PageHeader title={pageTexts.adminPropertyDetail.title} />
      <ErrorState message={`${texts.notFoundHelp}`} />
      <Button component={Link} to={paths.adminProperties} variant="default" mt="md">
        {texts.backToProperties}
      </Button>
    </Container>
  );
}

/**
 * One property with everything that belongs to it. Admins change all of it; employees may open
 * it to keep tenants and cost categories, the rest is read-only for them (the server decides so too).
 */
export function PropertyDetailPage() {
  const location = useLocation();
  const id = detailId('property', location.search);
  const openTenantId = selectedId('tenant', location.search);
  const property = useProperty(id);
  const tenants = usePropertyTenants(id);
  const isAdmin = useSession()?.user.role === 'admin';
  const [access, setAccess] = useState<Tenant | null>(null);
  const queryClient = useQueryClient();

  if (id === null) return <NotFound />;
  if (property.status === 'pending') return <LoadingState />;
  if (property.status === 'error') {
    if (property.error instanceof ApiError && property.error.status === 404)
      return (
        <Container size="lg" py="xl">
          <PageHeader title={texts.notFoundTitle} />
          <Button component={Link} to={paths.adminProperties} variant="default">
            {texts.backToProperties}
          </Button>
        </Container>
      );
    return (
      <Container size="lg" py="xl">
        <ErrorState onRetry={() => void property.refetch()} />
      </Container>
    );
  }

  const p = property.data;
  const [street, city] = addressLines(p.address);
  // Statements are made for the year just ended; the admin reopens them from there too.
  const lastYear = new Date().getFullYear() - 1;
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={`${street}${statusSuffix(p)}`}
        description={city}
        tabTitle={documentTitle(pageTexts.adminPropertyDetail.title)}
      />
      <Stack gap="lg">
        <Group gap="lg">
          <Anchor component={Link} to={detailLink(paths.customerCostsData, { property: p.id })}>
            {texts.costsLink}
          </Anchor>
          {isAdmin && (
            <Anchor component={Link} to={`${paths.adminCustomerDetail}?id=${p.customer_id}`}>
              {texts.landlordLink}
            </Anchor>
          )}
          <Anchor component={Link} to={detailLink(paths.customerTenants, { property: p.id })}>
            {texts.tenantOverviewLink}
          </Anchor>
          <Anchor component={Link} to={inboxHref(p.id)}>
            {invoiceScreenTexts.toInbox}
          </Anchor>
          <Anchor
            component={Link}
            to={`${detailLink(paths.customerStatement, { property: p.id })}&year=${lastYear}`}
          >
            {statementScreenTexts.title(lastYear)}
          </Anchor>
        </Group>
        <Section id="property-data" title={texts.detailsHeading}>
          <PropertyForm key={`${p.id}-${p.address}-${p.heating_system}`} property={p} readOnly={!isAdmin} />
        </Section>
        {isAdmin && (
          <Section id="property-life" title={texts.lifeHeading}>
            <PropertyLife property={p} />
          </Section>
        )}
        <Paper withBorder radius="md" p="lg">
          <DwellingsSection propertyId={p.id} headingSize="h3" />
        </Paper>
        <Section id="property-tenants" title={texts.tenantsHeading}>
          <TenantSection
            propertyId={p.id}
            openTenantId={openTenantId}
            canDelete={isAdmin}
            renderAccess={
              isAdmin
                ? (tenant) => (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`${texts.access}: ${[tenant.first_name, tenant.last_name].filter(Boolean).join(' ')}`}
                      onClick={() => setAccess(tenant)}
                    >
                      {texts.access}
                    </Button>
                  )
                : undefined
            }
          />
          {access && (
            <AccessPanel
              kind="tenant"
              record={access}
              onClose={() => setAccess(null)}
              onChanged={() => {
                announceUserChange();
                void queryClient.invalidateQueries({ queryKey: propertyTenantsKey(p.id) });
              }}
            />
          )}
        </Section>
        <Section id="property-meters" title={texts.metersHeading}>
          <MeterSection propertyId={p.id} tenants={tenants.data ?? []} canEdit={isAdmin} />
        </Section>
        <Section id="property-categories" title={texts.categoriesHeading}>
          <CostCategorySection propertyId={p.id} canEdit />
        </Section>
      </Stack>
    </Container>
  );
}
