import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Container, Select, Stack, Text } from '@mantine/core';
import { todayIso } from '../../../../domain/dates.ts';
import { readingsTableTexts as texts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useProperty } from '../../../api/get-property.ts';
import { readingsTableKey, useReadingsTable } from '../../../api/readings-table.ts';
import { metersKey } from '../../../api/meters.ts';
import { paths } from '../../../routing/paths.ts';
import { detailLink, selectedId } from '../../../routing/selection.ts';
import { useSession } from '../../../session/use-session.ts';
import { BackButton } from '../../../components/back-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { linkedPropertyProblem } from '../../../components/linked-property.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useFlash } from '../../../components/use-flash.ts';
import { MeterActions } from './meter-actions.tsx';
import { NewMeterForm } from './new-meter-form.tsx';
import { ReadingsEditor } from './readings-editor.tsx';

/** Years offered: the last six up to this one; last year by default, the usual billing year. */
function yearsAround(current: number) {
  return Array.from({ length: 7 }, (_, i) => current - i);
}

function yearOf(search: string, current: number): number {
  const year = Number(new URLSearchParams(search).get('year'));
  return Number.isInteger(year) && year >= 1900 && year <= 2200 ? year : current - 1;
}

/**
 * The readings table of a property and year (`?property_id=&year=`): the landlord's, also opened
 * by the admin from the property detail; employees read it.
 */
export function ReadingsTablePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const role = session?.user.role;
  const current = Number(todayIso().slice(0, 4));
  const propertyId = selectedId('property', location.search);
  const year = yearOf(location.search, current);
  const property = useProperty(propertyId);
  const errorStatus =
    property.error instanceof ApiError ? property.error.status : property.isError ? 0 : undefined;
  const problem = linkedPropertyProblem({ id: propertyId, status: property.data?.status, errorStatus });
  const back =
    propertyId === null
      ? paths.customerDashboard
      : detailLink(role === 'customer' ? paths.customerPropertyDetail : paths.adminPropertyDetail, {
          property: propertyId,
        });

  return (
    <Container size="xl" py="xl">
      <BackButton to={back} label={texts.back} />
      <PageHeader title={texts.title} description={property.data?.address ?? undefined} />
      {problem ? (
        <Stack gap="md" align="flex-start">
          <ErrorState message={problem} />
          <Button component={Link} to={paths.customerDashboard} variant="default">
            {texts.back}
          </Button>
        </Stack>
      ) : propertyId === null || property.status === 'pending' ? (
        <LoadingState label={texts.loading} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{texts.intro}</Text>
          <Select
            label={texts.year}
            w={160}
            data={yearsAround(current).map(String)}
            value={String(year)}
            allowDeselect={false}
            onChange={(v) =>
              void navigate(`${paths.customerReadings}?property_id=${propertyId}&year=${v}`, {
                replace: true,
              })
            }
          />
          <YearTable propertyId={propertyId} year={year} canEdit={role === 'customer' || role === 'admin'} />
        </Stack>
      )}
    </Container>
  );
}

function YearTable({ propertyId, year, canEdit }: { propertyId: number; year: number; canEdit: boolean }) {
  const table = useReadingsTable(propertyId, year);
  const queryClient = useQueryClient();
  const [flash, showFlash] = useFlash(5_000);
  if (table.status === 'pending') return <LoadingState label={texts.loading} />;
  if (table.status === 'error')
    return <ErrorState message={texts.loadError} onRetry={() => void table.refetch()} />;
  // A meter created, changed or deleted: the table (every year's) and the meter lists load again.
  const changed = (message: string) => {
    showFlash(message);
    // Every meter query: the property's list and the changed meter's own record.
    void queryClient.invalidateQueries({ queryKey: metersKey(propertyId).slice(0, 1) });
    return queryClient.invalidateQueries({ queryKey: readingsTableKey(propertyId, year).slice(0, 2) });
  };
  return (
    <Stack gap="md">
      {table.data.rows.length === 0 ? (
        <EmptyState message={texts.empty} />
      ) : (
        <ReadingsEditor
          key={year}
          propertyId={propertyId}
          table={table.data}
          canEdit={canEdit}
          actions={
            canEdit
              ? (row) => <MeterActions row={row} dwellings={table.data.dwellings} onChanged={changed} />
              : undefined
          }
        />
      )}
      {flash && (
        <Alert color="green" variant="light" role="status">
          {flash}
        </Alert>
      )}
      {canEdit && (
        <NewMeterForm
          propertyId={propertyId}
          dwellings={table.data.dwellings}
          onCreated={(message) => void changed(message)}
        />
      )}
    </Stack>
  );
}
