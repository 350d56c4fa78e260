import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  ASSIGNMENT_LABELS,
  DEFAULT_UNIT_BY_TYPE,
  METER_TYPES,
  METER_UNITS,
  type MeterType,
  type MeterUnit,
} from '../../../../domain/catalog.ts';
import { readingsTableTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import { createMeter } from '../../../api/meters.ts';

const texts = readingsTableTexts.newMeter;
const BUILDING = 'building';

interface Values {
  type: MeterType | null;
  number: string;
  unit: MeterUnit | null;
  place: string;
  assignment: (typeof ASSIGNMENT_LABELS)[number] | null;
  source: 'manual' | 'gateway';
}

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
    type: null,
    number: '',
    unit: null,
    place: dwellings[0] ? String(dwellings[0].id) : BUILDING,
    assignment: null,
    source: 'manual',
  };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setError(null);
  };
  const building = values.place === BUILDING;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      // The server names everything missing in one message.
      const meter = await createMeter({
        property_id: propertyId,
        meter_type: values.type,
        meter_number: values.number.trim() || null,
        unit: values.unit,
        dwelling_id: building ? null : Number(values.place),
        assignment_label: building ? values.assignment : null,
        source_type: values.source,
        auto_sync: values.source === 'gateway',
      });
      setValues((v) => ({ ...empty, place: v.place, assignment: v.assignment, source: v.source }));
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
            <Select
              label={texts.type}
              data={[...METER_TYPES]}
              value={values.type}
              onChange={(v) =>
                set({ type: v as MeterType | null, unit: v ? DEFAULT_UNIT_BY_TYPE[v as MeterType] : null })
              }
            />
            <TextInput
              label={texts.number}
              value={values.number}
              onChange={(e) => set({ number: e.currentTarget.value })}
            />
            <Select
              label={texts.unit}
              data={[...METER_UNITS]}
              value={values.unit}
              onChange={(v) => set({ unit: v as MeterUnit | null })}
            />
            <Select
              label={texts.place}
              data={[
                ...dwellings.map((d) => ({ value: String(d.id), label: d.label })),
                { value: BUILDING, label: readingsTableTexts.building },
              ]}
              value={values.place}
              onChange={(v) => set({ place: v ?? BUILDING })}
              allowDeselect={false}
            />
            {building && (
              <Select
                label={texts.assignment}
                data={[...ASSIGNMENT_LABELS]}
                value={values.assignment}
                onChange={(v) => set({ assignment: v as Values['assignment'] })}
              />
            )}
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
