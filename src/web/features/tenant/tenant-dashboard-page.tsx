import { Badge, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { todayIso } from '../../../domain/dates.ts';
import {
  documentTitle,
  postboxScreenTexts,
  tenantPageTexts,
  tenantPortalTexts,
} from '../../../domain/texts/index.ts';
import { useTenancies, useTenantProfile, type Tenancy } from '../../api/tenant-portal.ts';
import { paths } from '../../routing/paths.ts';
import { useDisplayName } from '../../components/use-display-name.ts';
import { ListStates } from '../../components/data-states.tsx';
import { HouseIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Tile } from '../../components/tile.tsx';
import { hasEnded, periodText, tenancyAddressLines, tenancyLink } from './consumption.ts';
import { ReceivedStatements } from './received-statements.tsx';

const texts = tenantPortalTexts.dashboard;

function TenancyTile({ tenancy, today }: { tenancy: Tenancy; today: string }) {
  const [street, place] = tenancyAddressLines(tenancy);
  const period = periodText(tenancy);
  return (
    <Tile
      to={tenancyLink(tenancy.id)}
      title={street}
      icon={<HouseIcon size={22} />}
      badge={
        hasEnded(tenancy, today) ? (
          <Badge color="gray" variant="light">
            {texts.ended}
          </Badge>
        ) : undefined
      }
      description={
        <Stack gap={2} component="span">
          <Text span size="sm" c="dimmed">
            {place}
          </Text>
          <Text span size="sm" fw={500}>
            {tenancy.name}
          </Text>
          {period && (
            <Text span size="sm" c="dimmed">
              {period}
            </Text>
          )}
        </Stack>
      }
      action={texts.openProperty}
    />
  );
}

/** The tenant's name from its own record; the login's display name until then or without one. */
function useTenantName(): string {
  const profile = useTenantProfile();
  const fallback = useDisplayName();
  const own = [profile.data?.first_name, profile.data?.last_name].filter(Boolean).join(' ');
  return own || profile.data?.company || fallback;
}

export function TenantDashboardPage() {
  const tenancies = useTenancies();
  const name = useTenantName();
  const today = todayIso();
  const list = tenancies.data ?? [];

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={texts.greeting(name)}
        description={texts.intro}
        tabTitle={documentTitle(texts.title)}
      />
      <Stack gap={40}>
        <Stack gap="md" component="section" aria-labelledby="tenant-properties-heading">
          <Title order={2} id="tenant-properties-heading">
            {texts.propertiesHeading}
          </Title>
          <ListStates
            status={tenancies.status}
            count={list.length}
            emptyMessage={texts.noProperties}
            onRetry={() => void tenancies.refetch()}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {list.map((tenancy) => (
                <TenancyTile key={tenancy.id} tenancy={tenancy} today={today} />
              ))}
            </SimpleGrid>
          </ListStates>
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="tenant-quick-links-heading">
          <Title order={2} id="tenant-quick-links-heading">
            {texts.quickLinksHeading}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Tile
              to={paths.tenantPostbox}
              title={postboxScreenTexts.tenant.title}
              description={postboxScreenTexts.tenant.tile}
            />
            <Tile
              to={paths.tenantProfile}
              title={texts.profileLink}
              description={tenantPageTexts.tenantProfile.description}
            />
            <Tile
              to={paths.tenantHelp}
              title={texts.helpLink}
              description={tenantPageTexts.tenantHelp.description}
            />
          </SimpleGrid>
        </Stack>

        <ReceivedStatements />
      </Stack>
    </Container>
  );
}
