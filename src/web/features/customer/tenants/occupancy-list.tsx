import { useState } from 'react';
import { Box, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { daysBetweenInclusive } from '../../../../domain/dates.ts';
import type { DwellingOccupancyRecord } from '../../../../domain/schemas/occupancy.ts';
import { tenancyDwellingTexts as texts } from '../../../../domain/texts/index.ts';
import { useOccupancy } from '../../../api/tenancy-dwellings.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';

type Period = DwellingOccupancyRecord['periods'][number];

/** "01.07." of an ISO date: the year is the one chosen above. */
const dayMonth = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;

interface OccupancyListProps {
  propertyId: number;
  thisYear: number;
  /** The name shown for a tenancy of the property. */
  nameOf: (tenantId: number) => string | undefined;
}

/**
 * Who lives where in a year, opened on request: per dwelling a strip (tenancies dark, vacancy
 * light) and the same as text, which is what screen readers read; a flat empty all year is one
 * line "Leerstand 01.01.–31.12.".
 */
export function OccupancyList(props: OccupancyListProps) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="occupancy-heading">
      <Group justify="space-between">
        <Title order={2} size="h4" id="occupancy-heading">
          {texts.occupancyTitle}
        </Title>
        <Button
          variant="light"
          size="xs"
          aria-expanded={open}
          // Only while the body exists: a reference to a missing element is invalid.
          aria-controls={open ? 'occupancy-body' : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? texts.occupancyHide : texts.occupancyShow}
        </Button>
      </Group>
      {open && <OccupancyBody {...props} />}
    </Paper>
  );
}

function OccupancyBody({ propertyId, thisYear, nameOf }: OccupancyListProps) {
  const [year, setYear] = useState(thisYear);
  const occupancy = useOccupancy(propertyId, year);
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1].map(String);

  let body;
  if (occupancy.status === 'pending') body = <LoadingState label={texts.occupancyLoading} />;
  else if (occupancy.status === 'error') body = <ErrorState onRetry={() => void occupancy.refetch()} />;
  else if (occupancy.data.length === 0) body = <EmptyState message={texts.occupancyEmpty} />;
  else
    body = (
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={texts.occupancyHeading(year)}
      >
        {occupancy.data.map((d) => (
          <li key={d.dwelling_id}>
            <DwellingStrip dwelling={d} nameOf={nameOf} />
          </li>
        ))}
      </Stack>
    );

  return (
    <Stack gap="sm" mt="sm" id="occupancy-body">
      <Select
        label={texts.occupancyYear}
        data={years}
        value={String(year)}
        onChange={(v) => v && setYear(Number(v))}
        allowDeselect={false}
        w={110}
      />
      {body}
    </Stack>
  );
}

function DwellingStrip(props: {
  dwelling: DwellingOccupancyRecord;
  nameOf: (tenantId: number) => string | undefined;
}) {
  const { dwelling, nameOf } = props;
  const label = (p: Period) =>
    p.kind === 'vacancy'
      ? texts.occupancyVacancy
      : (p.tenant_id !== null && nameOf(p.tenant_id)) || texts.occupancyVacancy;
  return (
    <Stack gap={4}>
      <Text fw={600}>{dwelling.label}</Text>
      <Box aria-hidden style={{ display: 'flex', height: 10, borderRadius: 4, overflow: 'hidden' }}>
        {dwelling.periods.map((p) => (
          <Box
            key={p.from}
            style={{
              flex: `${daysBetweenInclusive(p.from, p.to)} 0 0`,
              background:
                p.kind === 'tenancy' ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-gray-4)',
            }}
          />
        ))}
      </Box>
      <Text size="sm" component="p" m={0}>
        {dwelling.periods
          .map((p) => `${label(p)} ${texts.occupancyPeriod(dayMonth(p.from), dayMonth(p.to))}`)
          .join(' · ')}
      </Text>
    </Stack>
  );
}
