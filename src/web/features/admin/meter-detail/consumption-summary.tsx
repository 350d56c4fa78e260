import { Alert, Table, Text } from '@mantine/core';
import { formatDecimalDe } from '../../../../domain/decimal.ts';
import { meterDetailTexts as texts } from '../../../../domain/texts/index.ts';
import { useMeterConsumption, type MeterRecord } from '../../../api/meters.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { readingDe } from './readings-section.tsx';

/** Each year's consumption with how its boundary readings were found, or what is missing. */
export function ConsumptionSummary({ meter }: { meter: MeterRecord }) {
  const years = useMeterConsumption(meter.id);
  if (years.status === 'pending') return <LoadingState />;
  if (years.status === 'error') return <ErrorState onRetry={() => void years.refetch()} />;
  if (years.data.length === 0) return <EmptyState message={texts.noConsumption} />;
  const state = (b: { value: string; interpolated: boolean } | null) =>
    b ? `${readingDe(b.value)}${b.interpolated ? ` (${texts.interpolated})` : ''}` : '–';
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.year}</Table.Th>
            <Table.Th>{texts.yearStart}</Table.Th>
            <Table.Th>{texts.yearEnd}</Table.Th>
            <Table.Th>{texts.consumption}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {years.data.map((y) => (
            <Table.Tr key={y.year}>
              <Table.Td>{y.year}</Table.Td>
              <Table.Td>{state(y.start)}</Table.Td>
              <Table.Td>{state(y.end)}</Table.Td>
              <Table.Td>
                {y.consumption !== null ? (
                  <Text fw={600}>
                    {formatDecimalDe(Math.round(y.consumption * 1000), 3, 0)} {meter.unit}
                  </Text>
                ) : (
                  <Alert color="yellow" variant="light" p={6}>
                    {y.message}
                  </Alert>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
