import { useId } from 'react';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Badge, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { tenantPortalTexts } from '../../../domain/texts/index.ts';
import type { ConsumptionSeries } from '../../api/tenant-portal.ts';
import {
  chartRows,
  formatChartNumber,
  formatQuantity,
  gapMonths,
  hasEstimated,
  kindLabel,
  monthLabel,
  unconvertedHeating,
} from './consumption.ts';

const texts = tenantPortalTexts.detail;

/** A figure with its unit, or a dash that screen readers announce as "keine Angabe". */
function Quantity({ value, unit }: { value: string | null; unit: string }) {
  const shown = formatQuantity(value);
  if (shown === null) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{texts.noValue}</VisuallyHidden>
      </>
    );
  }
  return (
    <Text span style={{ whiteSpace: 'nowrap' }}>
      {shown} {unit}
    </Text>
  );
}

/**
 * Estimated months are drawn lighter with a dashed outline in another colour, so they differ
 * from read months without relying on colour alone.
 */
const barProps = (series: BarChartSeries) =>
  series.name === 'estimated'
    ? {
        fillOpacity: 0.45,
        stroke: 'var(--mantine-color-orange-7)',
        strokeWidth: 2,
        strokeDasharray: '4 3',
      }
    : {};

function ComparisonTable({ series, title }: { series: ConsumptionSeries; title: string }) {
  const { unit } = series;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Caption>{texts.tableCaption(title)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.month}</Table.Th>
            <Table.Th ta="right">{texts.columns.value}</Table.Th>
            <Table.Th ta="right">{texts.columns.previousMonth}</Table.Th>
            <Table.Th ta="right">{texts.columns.sameMonthLastYear}</Table.Th>
            <Table.Th ta="right">{texts.columns.propertyAverage}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Th scope="row" fw={500}>
                {monthLabel(m.month, 'long')}
              </Table.Th>
              <Table.Td ta="right">
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  {m.estimated && m.value !== null && (
                    <Badge size="xs" color="orange" variant="light">
                      {texts.estimatedMark}
                    </Badge>
                  )}
                  <Quantity value={m.value} unit={unit} />
                </Group>
              </Table.Td>
              <Table.Td ta="right">
                <Quantity value={m.previous_month} unit={unit} />
              </Table.Td>
              <Table.Td ta="right">
                <Quantity value={m.same_month_last_year} unit={unit} />
              </Table.Td>
              <Table.Td ta="right">
                <Quantity value={m.property_average} unit={unit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One kind of consumption: the monthly bars, the notes that explain them and the comparison table. */
export function ConsumptionChart({ series }: { series: ConsumptionSeries }) {
  const headingId = useId();
  const title = texts.chartTitle(kindLabel(series.kind), series.unit);
  const estimated = hasEstimated(series);
  const gaps = gapMonths(series);
  const empty = series.months.every((m) => m.value === null);
  const chartSeries: BarChartSeries[] = [
    { name: 'read', label: texts.legendRead, color: 'blue.6', stackId: 'month' },
    ...(estimated
      ? [{ name: 'estimated', label: texts.legendEstimated, color: 'orange.5', stackId: 'month' }]
      : []),
  ];

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} id={headingId}>
          {title}
        </Title>
        {unconvertedHeating(series) && (
          <Alert color="blue" variant="light">
            {texts.allocatorUnits(series.unit)}
          </Alert>
        )}
        {empty ? (
          <Text c="dimmed">{texts.seriesEmpty}</Text>
        ) : (
          <>
            {/* The table below holds every value; the drawing itself is one image to screen readers. */}
            <div role="img" aria-label={texts.chartAlt(title)} data-testid="consumption-chart">
              <BarChart
                h={260}
                data={chartRows(series)}
                dataKey="label"
                type="stacked"
                series={chartSeries}
                barProps={barProps}
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                valueFormatter={formatChartNumber}
                yAxisLabel={series.unit}
                tooltipAnimationDuration={0}
              />
            </div>
            {estimated && (
              <Text size="sm" c="dimmed">
                {texts.estimatedHint}
              </Text>
            )}
            {gaps && (
              <Text size="sm" c="dimmed">
                {texts.gaps(gaps)}
              </Text>
            )}
            <ComparisonTable series={series} title={title} />
            <Text size="sm" c="dimmed">
              {texts.averageHint}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
