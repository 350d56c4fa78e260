import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { readingsTableTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { updateMeter, useMeter, type MeterRecord } from '../../../api/meters.ts';
import type { ReadingsTableRow } from '../../../api/readings-table.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { MeterFields } from './meter-fields.tsx';
import { meterBody, meterValuesOf, type MeterValues } from './meter-values.ts';

const texts = readingsTableTexts.editMeter;

/**
 * „Zähler bearbeiten“ for a row of the readings table: the stored meter is loaded (the row lacks
 * the assignment and the hot-water mark) and its fields edited as when creating one. Source,
 * gateway and channel are not offered: a gateway meter stays connected as the operator set it up.
 */
export function EditMeterDialog({
  row,
  dwellings,
  onClose,
  onSaved,
}: {
  row: ReadingsTableRow;
  dwellings: ReadonlyArray<{ id: number; label: string }>;
  onClose: () => void;
  onSaved: (meter: MeterRecord) => void;
}) {
  const meter = useMeter(row.meter_id);
  return (
    <Modal opened onClose={onClose} title={texts.title(row.meter_number)} size="lg" centered>
      {meter.status === 'pending' ? (
        <LoadingState label={texts.loading} />
      ) : meter.status === 'error' ? (
        <ErrorState message={meter.error.message} onRetry={() => void meter.refetch()} />
      ) : (
        <EditMeterForm
          meter={meter.data}
          dwellingId={row.dwelling_id}
          dwellings={dwellings}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function EditMeterForm({
  meter,
  dwellingId,
  dwellings,
  onCancel,
  onSaved,
}: {
  meter: MeterRecord;
  dwellingId: number | null;
  dwellings: ReadonlyArray<{ id: number; label: string }>;
  onCancel: () => void;
  onSaved: (meter: MeterRecord) => void;
}) {
  const initial = meterValuesOf(meter, dwellingId);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<MeterValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const moved = values.place !== initial.place;
    const { assignment_label, ...fields } = meterBody(values);
    try {
      const saved = await updateMeter(meter.id, {
        ...fields,
        // A meter stays in its flat whoever lives there: moved elsewhere, it no longer follows
        // the tenant it was once entered with (else the server would keep it in that tenant's flat).
        ...(moved && meter.tenant_id !== null ? { tenant_id: null } : {}),
        // An assignment of a dwelling's meter entered elsewhere stays unless the meter moves.
        ...(values.place === initial.place && assignment_label === null ? {} : { assignment_label }),
      });
      onSaved(saved);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : readingsTableTexts.loadError);
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={texts.title(meter.meter_number)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MeterFields values={values} dwellings={dwellings} onChange={set} />
        </SimpleGrid>
        {meter.source_type === 'gateway' && (
          <Text size="sm" c="dimmed">
            {texts.gatewayNote}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
