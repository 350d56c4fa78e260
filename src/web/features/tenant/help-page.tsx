import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { tenantFaqEntries, tenantPageTexts, tenantPortalTexts } from '../../../domain/texts/index.ts';
import { useTenancies } from '../../api/tenant-portal.ts';
import { paths } from '../../routing/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/data-states.tsx';
import { FaqList } from '../../components/faq-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SupportContactCard } from '../../components/support-contact.tsx';
import { landlordContacts } from './consumption.ts';

const texts = tenantPortalTexts.help;
const page = tenantPageTexts.tenantHelp;

function LandlordCard() {
  const tenancies = useTenancies();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="tenant-help-landlord">
      <Stack gap="sm">
        <Title order={2} size="h3" id="tenant-help-landlord">
          {texts.landlordHeading}
        </Title>
        <Text c="dimmed">{texts.landlordIntro}</Text>
        {tenancies.status === 'pending' ? (
          <LoadingState />
        ) : tenancies.status === 'error' ? (
          <ErrorState onRetry={() => void tenancies.refetch()} />
        ) : tenancies.data.length === 0 ? (
          <EmptyState message={texts.noTenancies} />
        ) : (
          landlordContacts(tenancies.data).map(({ landlord, addresses }) => (
            <Stack key={`${landlord.name}-${landlord.email ?? ''}`} gap={4}>
              <Text fw={600}>{landlord.name}</Text>
              <Text size="sm" c="dimmed">
                {texts.landlordFor(addresses.join('; '))}
              </Text>
              {landlord.email && (
                <Text>
                  {texts.email}: <Anchor href={`mailto:${landlord.email}`}>{landlord.email}</Anchor>
                </Text>
              )}
              {landlord.phone && (
                <Text>
                  {texts.phone}:{' '}
                  <Anchor href={`tel:${landlord.phone.replace(/[^\d+]/g, '')}`}>{landlord.phone}</Anchor>
                </Text>
              )}
              {!landlord.email && !landlord.phone && <Text c="dimmed">{texts.noLandlordContact}</Text>}
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}

export function TenantHelpPage() {
  return (
    <Container size="lg" py="xl">
      <BackButton to={paths.tenantDashboard} label={texts.back} />
      <PageHeader title={page.title} description={page.description} />
      <Stack gap={40}>
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <LandlordCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SupportContactCard
              heading={texts.supportHeading}
              intro={texts.supportIntro}
              headingId="tenant-help-support"
            />
          </Grid.Col>
        </Grid>
        <FaqList heading={texts.faqHeading} headingId="tenant-help-faq" entries={tenantFaqEntries} />
      </Stack>
    </Container>
  );
}
