import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { parseDateDe } from '../../../../domain/dates.ts';
import { meterKindLabel } from '../../../../domain/setup/setup-steps.ts';
import { propertySetupTexts as texts, readingsTableTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { usePropertyDwellings } from '../../../api/dwellings.ts';
import { createMeter, metersKey, useMeters } from '../../../api/meters.ts';
import type { Property } from '../../../api/types.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { StepHeading } from './step-heading.tsx';
import { metersToCreate, type MeterChoice } from './wizard.ts';

/**
 * The meters of every dwelling from a short choice: heat meter or allocators, hot water, cold
 * water, with the installation day and remote reading, created for all dwellings at once (one
 * call per meter; only what a dwelling lacks).
 */
export function MetersStep({
  property,
  onChanged,
  onNext,
}: {
  property: Property;
  onChanged: () => Promise<void>;
  onNext: () => void;
}) {
  const queryClient = useQueryClient();
  const dwellings = usePropertyDwellings(property.id);
  const meters = useMeters(property.id);
  const [choice, setChoice] = useState<MeterChoice>({
    heat: 'Heizkostenverteiler',
    hotWater: property.central_hot_water ?? true,
    coldWater: true,
  });
  const [installedOn, setInstalledOn] = useState('');
  const [remoteReadable, setRemoteReadable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (dwellings.status === 'pending' || meters.status === 'pending') return <LoadingState />;
  if (dwellings.status === 'error' || meters.status === 'error')
    return (
      <ErrorState
        onRetry={() => {
          void dwellings.refetch();
          void meters.refetch();
        }}
      />
    );

  const labels = new Map(dwellings.data.map((d) => [d.id, d.label]));
  const own = meters.data.filter((m) => m.dwelling_id !== null && labels.has(m.dwelling_id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const day = installedOn.trim() ? parseDateDe(installedOn.trim()) : null;
    if (installedOn.trim() && !day) {
      setError(texts.installedOnInvalid);
      return;
    }
    setSaving(true);
    setError(null);
    setNotice(null);
    let created = 0;
    try {
      for (const m of metersToCreate(choice, dwellings.data, own)) {
        await createMeter({
          property_id: property.id,
          dwelling_id: m.dwellingId,
          meter_type: m.meterType,
          meter_number: m.number,
          hot_water: m.hotWater,
          source_type: 'manual',
          auto_sync: false,
          installed_on: day,
          remote_readable: remoteReadable,
        });
        created += 1;
      }
      setNotice(texts.metersCreated(created));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
      await queryClient.invalidateQueries({ queryKey: metersKey(property.id) });
      await onChanged();
    }
  };

  return (
    <Stack gap="md">
      <StepHeading title={texts.metersHeading} hint={texts.metersHint} />
      {dwellings.data.length === 0 ? (
        <EmptyState message={texts.missing.noDwellings} />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <Radio.Group
              label={texts.heatChoice}
              value={choice.heat}
              onChange={(v) => setChoice((c) => ({ ...c, heat: v as MeterChoice['heat'] }))}
            >
              <Group mt="xs">
                <Radio value="Heizkostenverteiler" label={texts.meterChoices.allocator} />
                <Radio value="Wärmemengenzähler" label={texts.meterChoices.heat} />
                <Radio value="none" label={texts.heatNone} />
              </Group>
            </Radio.Group>
            <Group>
              <Checkbox
                label={texts.meterChoices.hotWater}
                checked={choice.hotWater}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setChoice((c) => ({ ...c, hotWater: checked }));
                }}
              />
              <Checkbox
                label={texts.meterChoices.coldWater}
                checked={choice.coldWater}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setChoice((c) => ({ ...c, coldWater: checked }));
                }}
              />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={texts.installedOn}
                description={texts.dateHint}
                value={installedOn}
                onChange={(e) => setInstalledOn(e.currentTarget.value)}
              />
              <Checkbox
                mt={{ sm: 'xl' }}
                label={texts.remoteReadable}
                description={texts.remoteReadableHint}
                checked={remoteReadable}
                onChange={(e) => setRemoteReadable(e.currentTarget.checked)}
              />
            </SimpleGrid>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            {notice && (
              <Text role="status" c="teal">
                {notice}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                {texts.createMeters}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {own.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="setup-existing-meters">
          <Title order={3} size="h4" id="setup-existing-meters">
            {texts.existingMeters}
          </Title>
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{readingsTableTexts.newMeter.place}</Table.Th>
                  <Table.Th scope="col">{readingsTableTexts.newMeter.type}</Table.Th>
                  <Table.Th scope="col">{readingsTableTexts.newMeter.number}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {own.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{labels.get(m.dwelling_id!)}</Table.Td>
                    <Table.Td>{meterKindLabel({ meterType: m.meter_type, hotWater: m.hot_water })}</Table.Td>
                    <Table.Td>{m.meter_number}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button onClick={onNext}>{texts.next}</Button>
      </Group>
    </Stack>
  );
}
