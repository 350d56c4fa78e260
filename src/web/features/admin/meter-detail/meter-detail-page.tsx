import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  ASSIGNMENT_LABELS,
  METER_TYPES,
  METER_UNITS,
  type MeterType,
  type MeterUnit,
} from '../../../../domain/catalog.ts';
import { formatDateDe, formatTimeDe, todayIso } from '../../../../domain/dates.ts';
import {
  documentTitle,
  meterDetailTexts as texts,
  pageTexts,
  propertyDetailTexts,
} from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { meterKey, syncMeter, updateMeter, useMeter, type MeterRecord } from '../../../api/meters.ts';
import { usePropertyTenants } from '../../../api/property-tenants.ts';
import { paths } from '../../../routing/paths.ts';
import { detailId, detailLink, selectedId } from '../../../routing/selection.ts';
import { useSession } from '../../../session/use-session.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ConsumptionSummary } from './consumption-summary.tsx';
import { FieldEdit } from '../../../components/field-edit.tsx';
import { ReadingsSection } from './readings-section.tsx';
import { canMeasureHotWater } from '../../../../domain/meters/hot-water-meter.ts';

const TENANT_PREFIX = 'tenant:';

/** Date and time in Germany: "15.03.2026, 11:00". */
const dateTimeDe = (at: Date) => `${formatDateDe(todayIso(at))}, ${formatTimeDe(at)}`;

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

function BackLink({ propertyId }: { propertyId: number | null }) {
  return (
    <Button
      component={Link}
      to={
        propertyId ? detailLink(paths.adminPropertyDetail, { property: propertyId }) : paths.adminProperties
      }
      variant="default"
      w="fit-content"
    >
      {texts.back}
    </Button>
  );
}

function NoMeter({ propertyId }: { propertyId: number | null }) {
  return (
    <Container size="lg" py="xl">
      <PageHeader title={texts.notFound} description={texts.notFoundHelp} />
      <BackLink propertyId={propertyId} />
    </Container>
  );
}

/** The meter detail is the admin's screen alone, so everything here is editable. */
function MeterInfo({ meter }: { meter: MeterRecord }) {
  const queryClient = useQueryClient();
  const tenants = usePropertyTenants(meter.property_id);
  const [syncMessage, setSyncMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [syncing, setSyncing] = useState(false);
  // What was just clicked, shown at once while it is saved; null shows the stored value again.
  const [hotWaterClicked, setHotWaterClicked] = useState<boolean | null>(null);
  const [hotWaterError, setHotWaterError] = useState<string | null>(null);

  const save = (body: Parameters<typeof updateMeter>[1]) => async () => {
    try {
      const saved = await updateMeter(meter.id, body);
      queryClient.setQueryData(meterKey(meter.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['meters', 'property', meter.property_id] });
    } catch (failure) {
      throw new Error(
        failure instanceof ApiError && failure.fromServer ? failure.message : texts.fieldSaveError,
      );
    }
  };
  const fieldError = (failure: unknown) =>
    failure instanceof Error && failure.message ? failure.message : texts.fieldSaveFailed;
  const saveField = (build: (value: string) => Parameters<typeof updateMeter>[1]) => (value: string) =>
    save(build(value))();

  const saveHotWater = async (hotWater: boolean) => {
    setHotWaterClicked(hotWater);
    setHotWaterError(null);
    try {
      await save({ hot_water: hotWater })();
    } catch (failure) {
      setHotWaterError(
        failure instanceof Error && failure.message
          ? failure.message
          : propertyDetailTexts.hotWaterSaveFailed,
      );
    } finally {
      // Saved: the stored meter says the same; refused: the box goes back to what is stored.
      setHotWaterClicked(null);
    }
  };

  const assignments = [
    ...ASSIGNMENT_LABELS.map((label) => ({ value: label, label })),
    ...(tenants.data ?? [])
      .filter((t) => !t.is_vacancy || t.id === meter.tenant_id)
      .map((t) => ({
        value: `${TENANT_PREFIX}${t.id}`,
        label: propertyDetailTexts.tenantOption([t.first_name, t.last_name].filter(Boolean).join(' ')),
      })),
  ];
  const assignment = meter.assignment_label ?? (meter.tenant_id ? `${TENANT_PREFIX}${meter.tenant_id}` : '');

  const sync = async () => {
    setSyncing(true);
    try {
      const result = await syncMeter(meter.id);
      setSyncMessage({ ok: true, text: result.message });
    } catch (failure) {
      setSyncMessage({
        ok: false,
        text:
          failure instanceof ApiError && failure.fromServer
            ? `${texts.syncFailed}: ${failure.message}`
            : texts.gatewaySyncFailed,
      });
    } finally {
      setSyncing(false);
      void queryClient.invalidateQueries({ queryKey: meterKey(meter.id) });
      void queryClient.invalidateQueries({ queryKey: ['readings', meter.id] });
    }
  };

  const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FieldEdit
          label={propertyDetailTexts.meterType}
          value={meter.meter_type}
          options={options(METER_TYPES)}
          errorMessage={fieldError}
          onSave={saveField((v) => ({ meter_type: v as MeterType }))}
        />
        <FieldEdit
          label={propertyDetailTexts.meterNumber}
          value={meter.meter_number}
          errorMessage={fieldError}
          onSave={saveField((v) => ({ meter_number: v.trim() }))}
        />
        <FieldEdit
          label={propertyDetailTexts.assignment}
          value={assignment}
          options={assignments}
          errorMessage={fieldError}
          onSave={saveField((v) =>
            v.startsWith(TENANT_PREFIX)
              ? { tenant_id: Number(v.slice(TENANT_PREFIX.length)), assignment_label: null }
              : { tenant_id: null, assignment_label: v as (typeof ASSIGNMENT_LABELS)[number] },
          )}
        />
        <FieldEdit
          label={propertyDetailTexts.unit}
          value={meter.unit}
          options={options(METER_UNITS)}
          errorMessage={fieldError}
          onSave={saveField((v) => ({ unit: v as MeterUnit }))}
        />
        <FieldEdit
          label={propertyDetailTexts.source}
          value={meter.source_type}
          options={[
            { value: 'gateway', label: propertyDetailTexts.sourceGateway },
            { value: 'manual', label: propertyDetailTexts.sourceManual },
          ]}
          errorMessage={fieldError}
          onSave={saveField((v) => ({ source_type: v === 'manual' ? 'manual' : 'gateway' }))}
        />
        {meter.source_type === 'gateway' && (
          <>
            <FieldEdit
              label={propertyDetailTexts.gatewayId}
              value={meter.gateway_id ?? ''}
              errorMessage={fieldError}
              onSave={saveField((v) => ({ gateway_id: v.trim() || null }))}
            />
            <FieldEdit
              label={propertyDetailTexts.gatewayChannel}
              value={meter.gateway_channel ?? ''}
              errorMessage={fieldError}
              onSave={saveField((v) => ({ gateway_channel: v.trim() || null }))}
            />
            <FieldEdit
              label={texts.aesKey(meter.has_aes_key)}
              value=""
              errorMessage={fieldError}
              onSave={saveField((v) => ({ aes_key: v.trim() || null }))}
            />
          </>
        )}
      </SimpleGrid>
      {canMeasureHotWater(meter.meter_type) && (
        <Checkbox
          label={propertyDetailTexts.hotWater}
          description={propertyDetailTexts.hotWaterHelp}
          checked={hotWaterClicked ?? meter.hot_water}
          disabled={hotWaterClicked !== null}
          error={hotWaterError}
          onChange={(e) => void saveHotWater(e.currentTarget.checked)}
        />
      )}
      {meter.source_type === 'gateway' && (
        <Stack gap="xs">
          <Text size="sm">
            {meter.last_sync_at
              ? texts.lastSync(dateTimeDe(new Date(meter.last_sync_at)))
              : texts.neverSynced}
            {meter.last_gateway_status
              ? ` · ${propertyDetailTexts.gatewayStatus}: ${meter.last_gateway_status}`
              : ''}
          </Text>
          <Group>
            <Button variant="default" loading={syncing} onClick={() => void sync()}>
              {texts.sync}
            </Button>
          </Group>
          {syncMessage && (
            <Alert
              color={syncMessage.ok ? 'green' : 'red'}
              variant="light"
              role={syncMessage.ok ? 'status' : 'alert'}
            >
              {syncMessage.text}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** One meter: its data edited in place, its readings and its consumption per year. */
export function MeterDetailPage() {
  const location = useLocation();
  const id = detailId('meter', location.search);
  const propertyFromLink = selectedId('property', location.search);
  const meter = useMeter(id);
  const canEdit = useSession()?.user.role === 'admin';

  if (id === null) return <NoMeter propertyId={propertyFromLink} />;
  if (meter.status === 'pending') return <LoadingState />;
  if (meter.status === 'error') {
    if (meter.error instanceof ApiError && (meter.error.status === 404 || meter.error.status === 400))
      return <NoMeter propertyId={propertyFromLink} />;
    return (
      <Container size="lg" py="xl">
        <ErrorState onRetry={() => void meter.refetch()} />
      </Container>
    );
  }
  const m = meter.data;
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={texts.title(propertyDetailTexts.meterTypeOf(m.meter_type, m.hot_water), m.meter_number)}
        tabTitle={documentTitle(pageTexts.adminMeterDetail.title)}
      />
      <Stack gap="lg">
        <BackLink propertyId={m.property_id} />
        <Section id="meter-info" title={texts.infoHeading}>
          <MeterInfo meter={m} />
        </Section>
        <Section id="meter-readings" title={texts.readingsHeading}>
          <ReadingsSection meter={m} canEdit={canEdit} />
        </Section>
        <Section id="meter-consumption" title={texts.consumptionHeading}>
          <ConsumptionSummary meter={m} />
        </Section>
      </Stack>
    </Container>
  );
}
