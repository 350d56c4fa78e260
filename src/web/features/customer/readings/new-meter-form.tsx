import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { meterTexts, readingsTableTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { createMeter } from '../../../api/meters.ts';
import { MeterFields } from './meter-fields.tsx';
import { emptyMeterValues, meterBody, type MeterValues } from './meter-values.ts';

const texts = readingsTableTexts.newMeter;

type Values = MeterValues & { source: 'manual' | 'gateway'; gatewayId: string; gatewayChannel: string };

/**
 * A new meter of the property: type, number, unit, the dwelling it measures or the building
 * (then with the building's assignment), typed by hand unless a gateway sends it. After saving,
 * the place and source stay as chosen for the next meter of the same kind.
 */
export function NewMeterForm({
  propertyId,
  dwellings,
  onCreated,
}: {
  propertyId: number;
  dwellings: ReadonlyArray<{ id: number; label: string }>;
  onCreated: (message: string) => void;
}) {
  const empty: Values = {
    ...emptyMeterValues(dwellings),
    source: 'manual',
    gatewayId: '',
    gatewayChannel: '',
  };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const meter = await createMeter({
        property_id: propertyId,
        ...meterBody(values),
        source_type: values.source,
        auto_sync: values.source === 'gateway',
        // A gateway meter is found by its gateway and channel when a reading arrives; the server
        // names them when missing.
        ...(values.source === 'gateway'
          ? {
              gateway_id: values.gatewayId.trim() || null,
              gateway_channel: values.gatewayChannel.trim() || null,
            }
          : {}),
      });
      setValues((v) => ({
        ...empty,
        place: v.place,
        assignment: v.assignment,
        source: v.source,
        gatewayId: v.gatewayId,
      }));
      onCreated(texts.created(meter.meter_number));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : readingsTableTexts.loadError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-meter-title">
      <Title order={2} size="h4" id="new-meter-title" mb="sm">
        {texts.title}
      </Title>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-meter-title">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <MeterFields values={values} dwellings={dwellings} onChange={set} />
            <Select
              label={texts.source}
              data={[
                { value: 'manual', label: texts.manual },
                { value: 'gateway', label: texts.gateway },
              ]}
              value={values.source}
              onChange={(v) => set({ source: v === 'gateway' ? 'gateway' : 'manual' })}
              allowDeselect={false}
            />
            {values.source === 'gateway' && (
              <>
                <TextInput
                  label={meterTexts.fieldNames.gatewayId}
                  value={values.gatewayId}
                  onChange={(e) => set({ gatewayId: e.currentTarget.value })}
                />
                <TextInput
                  label={meterTexts.fieldNames.gatewayChannel}
                  value={values.gatewayChannel}
                  onChange={(e) => set({ gatewayChannel: e.currentTarget.value })}
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
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
