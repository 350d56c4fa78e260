import { useLocation } from 'react-router';
import { Alert, Container, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { todayIso } from '../../../domain/dates.ts';
import { pageTexts, tenantPortalTexts } from '../../../domain/texts/index.ts';
import {
  useConsumption,
  useTenancies,
  type ConsumptionResponse,
  type LatestReading,
  type Tenancy,
} from '../../api/tenant-portal.ts';
import { paths } from '../../routing/paths.ts';
import { detailId } from '../../routing/selection.ts';
import { BackButton } from '../../components/back-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/data-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ConsumptionChart } from './consumption-chart.tsx';
import {
  consumptionRange,
  formatQuantity,
  hasAnyValue,
  hasEnded,
  kindLabel,
  monthLabel,
  orderedSeries,
  periodText,
  readingTime,
  statementsOfTenancy,
  tenancyAddress,
} from './consumption.ts';
import { ReceivedStatements } from './received-statements.tsx';

const texts = tenantPortalTexts.detail;
const page = pageTexts.tenantPropertyDetail;

function TenancyFacts({ tenancy }: { tenancy: Tenancy }) {
  const period = periodText(tenancy);
  return (
    <Paper withBorder radius="md" p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {texts.dwellingLabel}
          </Text>
          <Text fw={600}>{tenancy.name}</Text>
          <Text>{tenancyAddress(tenancy)}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {texts.periodLabel}
          </Text>
          <Text fw={600}>{period ?? '–'}</Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

/** The newest reading of each gateway meter, as it arrived; nothing is extrapolated from it. */
function LatestReadings({ latest }: { latest: readonly LatestReading[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="tenant-latest-heading">
      <Title order={2} id="tenant-latest-heading">
        {texts.latestHeading}
      </Title>
      <Text c="dimmed">{texts.latestIntro}</Text>
      <Table.ScrollContainer minWidth={520}>
        <Table striped>
          <Table.Caption>{texts.latestCaption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.latestColumns.meter}</Table.Th>
              <Table.Th>{texts.latestColumns.kind}</Table.Th>
              <Table.Th ta="right">{texts.latestColumns.value}</Table.Th>
              <Table.Th>{texts.latestColumns.at}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {latest.map((reading) => {
              const { date, time } = readingTime(reading.at);
              return (
                <Table.Tr key={reading.meter_number}>
                  <Table.Td>{reading.meter_number}</Table.Td>
                  <Table.Td>{kindLabel(reading.kind)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatQuantity(reading.value)} {reading.unit}
                  </Table.Td>
                  <Table.Td>{time ? texts.at(date, time) : date}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Consumption({ data }: { data: ConsumptionResponse }) {
  const series = orderedSeries(data.series);
  const months = series[0]?.months ?? [];
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  return (
    <Stack gap="lg">
      {first && last && hasAnyValue(series) && (
        <Text c="dimmed">{texts.range(monthLabel(first, 'long'), monthLabel(last, 'long'))}</Text>
      )}
      {hasAnyValue(series) ? (
        series.map((s) => <ConsumptionChart key={`${s.kind}-${s.unit}`} series={s} />)
      ) : (
        <EmptyState message={texts.empty} />
      )}
      {data.latest.length > 0 && <LatestReadings latest={data.latest} />}
    </Stack>
  );
}

function TenancyDetail({ tenancy }: { tenancy: Tenancy }) {
  const today = todayIso();
  const consumption = useConsumption(tenancy.id, consumptionRange(tenancy, today));
  return (
    <Stack gap={40}>
      <TenancyFacts tenancy={tenancy} />

      <Stack gap="md" component="section" aria-labelledby="tenant-consumption-heading">
        <Title order={2} id="tenant-consumption-heading">
          {texts.consumptionHeading}
        </Title>
        <Text c="dimmed" maw={760}>
          {texts.consumptionIntro}
        </Text>
        {hasEnded(tenancy, today) && (
          <Alert color="gray" variant="light">
            {texts.movedOut}
          </Alert>
        )}
        {consumption.status === 'pending' ? (
          <LoadingState />
        ) : consumption.status === 'error' ? (
          <ErrorState onRetry={() => void consumption.refetch()} />
        ) : (
          <Consumption data={consumption.data} />
        )}
      </Stack>

      <ReceivedStatements
        select={(all) => statementsOfTenancy(all, tenancy)}
        emptyMessage={texts.statementsEmpty}
        caption={texts.statementsCaption}
        headingId="tenancy-statements-heading"
      />
    </Stack>
  );
}

/**
 * One tenancy by deep link (`?id=`; the older `?tenant_id=` and the stored selection still
 * work). An id that is not among the tenant's own tenancies gets the same answer as an unknown
 * one, so the screen tells nothing about other tenants.
 */
export function TenantPropertyDetailPage() {
  const { search } = useLocation();
  const id = detailId('tenant', search);
  const tenancies = useTenancies();
  const tenancy = tenancies.data?.find((candidate) => candidate.id === id);

  return (
    <Container size="lg" py="xl">
      <BackButton to={paths.tenantDashboard} label={texts.back} />
      <PageHeader title={page.title} description={page.description} />
      {tenancies.status === 'pending' ? (
        <LoadingState />
      ) : tenancies.status === 'error' ? (
        <ErrorState onRetry={() => void tenancies.refetch()} />
      ) : tenancy ? (
        <TenancyDetail tenancy={tenancy} />
      ) : (
        <EmptyState message={texts.notFound} />
      )}
    </Container>
  );
}
