import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import {
  ASSIGNMENT_LABELS,
  DEFAULT_UNIT_BY_TYPE,
  METER_TYPES,
  METER_UNITS,
  type MeterType,
} from '../../../../domain/catalog.ts';
import { propertyDetailTexts as texts, readingsTableTexts } from '../../../../domain/texts/index.ts';
import { todayIso } from '../../../../domain/dates.ts';
import { useReadingsTable } from '../../../api/readings-table.ts';
import { ApiError } from '../../../api/api-error.ts';
import { createMeter, deleteMeter, metersKey, useMeters, type MeterRecord } from '../../../api/meters.ts';
import type { Tenant } from '../../../api/types.ts';
import { paths } from '../../../routing/paths.ts';
import { detailHref, detailLink, rememberSelection } from '../../../routing/selection.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { ArmedButton } from '../../../components/armed-button.tsx';
import { useFlash } from '../../../components/use-flash.ts';
import { ReadingImportPanel } from '../../../components/reading-import-panel.tsx';
import { canMeasureHotWater } from '../../../../domain/meters/hot-water-meter.ts';

const TENANT_PREFIX = 'tenant:';

function assignmentText(meter: MeterRecord, tenants: readonly Tenant[]): string {
  if (meter.assignment_label) return meter.assignment_label;
  const tenant = tenants.find((t) => t.id === meter.tenant_id);
  return tenant ? texts.tenantOption([tenant.first_name, tenant.last_name].filter(Boolean).join(' ')) : '';
}

interface NewMeter {
  meter_type: string | null;
  assignment: string | null;
  meter_number: string;
  unit: string | null;
  source_type: 'gateway' | 'manual';
  gateway_id: string;
  gateway_channel: string;
  auto_sync: boolean;
  hot_water: boolean;
  /** The dwelling's id, or BUILDING for a meter of the building. */
  place: string;
}

const BUILDING = 'building';

const EMPTY: NewMeter = {
  meter_type: null,
  assignment: null,
  meter_number: '',
  unit: null,
  source_type: 'gateway',
  gateway_id: '',
  gateway_channel: '',
  auto_sync: true,
  hot_water: false,
  place: BUILDING,
};

function AddMeterForm({
  propertyId,
  tenants,
  dwellings,
  onDone,
}: {
  propertyId: number;
  tenants: readonly Tenant[];
  dwellings: ReadonlyArray<{ id: number; label: string }>;
  onDone: () => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof NewMeter>(key: K, value: NewMeter[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setError(null);
  };
  const assignments = [
    ...ASSIGNMENT_LABELS.map((label) => ({ value: label, label })),
    ...tenants
      .filter((t) => !t.is_vacancy)
      .map((t) => ({
        value: `${TENANT_PREFIX}${t.id}`,
        label: texts.tenantOption([t.first_name, t.last_name].filter(Boolean).join(' ')),
      })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const tenantId = values.assignment?.startsWith(TENANT_PREFIX)
      ? Number(values.assignment.slice(TENANT_PREFIX.length))
      : null;
    try {
      // The server names everything missing in one message, in the form's order.
      await createMeter({
        property_id: propertyId,
        meter_type: (values.meter_type ?? null) as MeterType | null,
        meter_number: values.meter_number.trim() || null,
        unit: (values.unit ?? null) as (typeof METER_UNITS)[number] | null,
        tenant_id: tenantId,
        // Without a dwelling chosen, a tenant's meter measures that tenant's dwelling.
        dwelling_id: values.place === BUILDING ? null : Number(values.place),
        assignment_label: tenantId
          ? null
          : ((values.assignment ?? null) as (typeof ASSIGNMENT_LABELS)[number] | null),
        source_type: values.source_type,
        gateway_id: values.source_type === 'gateway' ? values.gateway_id.trim() || null : null,
        gateway_channel: values.source_type === 'gateway' ? values.gateway_channel.trim() || null : null,
        auto_sync: values.source_type === 'gateway' ? values.auto_sync : false,
        // Only a water meter can measure hot water; a mark left from another type is not sent.
        hot_water: canMeasureHotWater(values.meter_type) && values.hot_water,
      });
      // The next meter is often of the same kind: source and place stay as chosen.
      setValues({ ...EMPTY, source_type: values.source_type, place: values.place });
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : texts.meterCreateFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={texts.addMeter}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={texts.meterType}
              data={[...METER_TYPES]}
              value={values.meter_type}
              onChange={(v) => {
                set('meter_type', v);
                if (v) set('unit', DEFAULT_UNIT_BY_TYPE[v as MeterType]);
              }}
            />
            <Select
              label={texts.assignment}
              data={assignments}
              value={values.assignment}
              onChange={(v) => set('assignment', v)}
            />
            <Select
              label={readingsTableTexts.headers.dwelling}
              data={[
                ...dwellings.map((d) => ({ value: String(d.id), label: d.label })),
                { value: BUILDING, label: readingsTableTexts.building },
              ]}
              value={values.place}
              onChange={(v) => set('place', v ?? BUILDING)}
              allowDeselect={false}
            />
            <TextInput
              label={texts.meterNumber}
              value={values.meter_number}
              onChange={(e) => set('meter_number', e.currentTarget.value)}
            />
            <Select
              label={texts.unit}
              data={[...METER_UNITS]}
              value={values.unit}
              onChange={(v) => set('unit', v)}
            />
            {canMeasureHotWater(values.meter_type) && (
              <Checkbox
                mt="lg"
                label={texts.hotWater}
                description={texts.hotWaterHelp}
                checked={values.hot_water}
                onChange={(e) => set('hot_water', e.currentTarget.checked)}
              />
            )}
            <Select
              label={texts.source}
              data={[
                { value: 'gateway', label: texts.sourceGateway },
                { value: 'manual', label: texts.sourceManual },
              ]}
              value={values.source_type}
              onChange={(v) => set('source_type', v === 'manual' ? 'manual' : 'gateway')}
              allowDeselect={false}
            />
            {values.source_type === 'gateway' && (
              <>
                <TextInput
                  label={texts.gatewayId}
                  value={values.gateway_id}
                  onChange={(e) => set('gateway_id', e.currentTarget.value)}
                />
                <TextInput
                  label={texts.gatewayChannel}
                  value={values.gateway_channel}
                  onChange={(e) => set('gateway_channel', e.currentTarget.value)}
                />
                <Checkbox
                  mt="lg"
                  label={texts.autoSync}
                  checked={values.auto_sync}
                  onChange={(e) => set('auto_sync', e.currentTarget.checked)}
                />
              </>
            )}
          </SimpleGrid>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={saving}>
              {texts.addMeter}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The property's meters with the way to their readings; adding and deleting are the admin's. */
export function MeterSection({
  propertyId,
  tenants,
  canEdit,
}: {
  propertyId: number;
  tenants: readonly Tenant[];
  canEdit: boolean;
}) {
  const meters = useMeters(propertyId);
  const dwellings = useReadingsTable(propertyId, Number(todayIso().slice(0, 4)) - 1).data?.dwellings ?? [];
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();
  const refresh = () => queryClient.invalidateQueries({ queryKey: metersKey(propertyId) });

  const remove = async (meter: MeterRecord) => {
    try {
      await deleteMeter(meter.id);
      showFlash(texts.meterDeleted);
      await refresh();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.fromServer ? failure.message : texts.meterDeleteFailed);
    }
  };

  return (
    <Stack gap="sm">
      <Group>
        <Button
          component={Link}
          variant="default"
          to={detailLink(paths.customerReadings, { property: propertyId })}
        >
          {readingsTableTexts.openTable}
        </Button>
      </Group>
      {meters.status === 'pending' ? (
        <LoadingState />
      ) : meters.status === 'error' ? (
        <ErrorState onRetry={() => void meters.refetch()} />
      ) : meters.data.length === 0 ? (
        <EmptyState message={texts.noMeters} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.meterType}</Table.Th>
                <Table.Th>{texts.meterNumber}</Table.Th>
                <Table.Th>{texts.assignment}</Table.Th>
                <Table.Th>{readingsTableTexts.headers.dwelling}</Table.Th>
                <Table.Th>{texts.unit}</Table.Th>
                <Table.Th>{texts.source}</Table.Th>
                <Table.Th>{texts.gatewayStatus}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {meters.data.map((meter) => (
                <Table.Tr key={meter.id}>
                  <Table.Td>{texts.meterTypeOf(meter.meter_type, meter.hot_water)}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={detailHref(paths.adminMeterDetail, { property: propertyId, meter: meter.id })}
                      onClick={() => rememberSelection({ property: propertyId, meter: meter.id })}
                    >
                      {meter.meter_number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{assignmentText(meter, tenants)}</Table.Td>
                  <Table.Td>{meter.dwelling_label ?? readingsTableTexts.building}</Table.Td>
                  <Table.Td>{meter.unit}</Table.Td>
                  <Table.Td>
                    {meter.source_type === 'gateway' ? texts.sourceGateway : texts.sourceManual}
                  </Table.Td>
                  <Table.Td>{meter.last_gateway_status ?? ''}</Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <ArmedButton
                        steps={[texts.delete, texts.confirmArmed, texts.confirm]}
                        aria-label={`${texts.delete}: ${meter.meter_number}`}
                        onConfirm={() => void remove(meter)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {flash && (
        <Alert color="green" variant="light" role="status">
          {flash}
        </Alert>
      )}
      {canEdit && (
        <AddMeterForm
          propertyId={propertyId}
          tenants={tenants}
          dwellings={dwellings}
          onDone={() => {
            showFlash(texts.meterCreated);
            void refresh();
          }}
        />
      )}
      <ReadingImportPanel propertyId={propertyId} />
    </Stack>
  );
}
