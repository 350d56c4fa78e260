import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { HEATING_SYSTEMS, type HeatingSystem } from '../../../../domain/catalog.ts';
import { defaultCentralHotWater } from '../../../../domain/statements/settings-defaults.ts';
import { propertySetupTexts as texts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { updateOwnProperty } from '../../../api/property-setup.ts';
import type { Property } from '../../../api/types.ts';
import { StepHeading } from './step-heading.tsx';

type BuildingType = keyof typeof texts.co2BuildingTypeOptions;
type Restriction = keyof typeof texts.co2RestrictionOptions;

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as Array<[K, string]>).map(([value, label]) => ({ value, label }));

/**
 * The heating answers, asked once: energy source, whether the heating makes the hot water too
 * (starting from the energy source's usual answer until the landlord chooses), and the building's
 * CO2KostAufG class. Each is explained in one sentence.
 */
export function HeatingStep({ property, onSaved }: { property: Property; onSaved: (p: Property) => void }) {
  const [heating, setHeating] = useState(property.heating_system ?? '');
  const [hotWater, setHotWater] = useState<boolean | null>(property.central_hot_water);
  const [buildingType, setBuildingType] = useState<BuildingType>(property.co2_building_type ?? 'residential');
  const [restriction, setRestriction] = useState<Restriction>(property.co2_restriction ?? 'none');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shownHotWater = hotWater ?? defaultCentralHotWater(heating || null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      onSaved(
        await updateOwnProperty(property.id, {
          heating_system: (heating || null) as HeatingSystem | null,
          central_hot_water: shownHotWater,
          co2_building_type: buildingType,
          co2_restriction: restriction,
        }),
      );
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <StepHeading title={texts.heatingHeading} />
        <NativeSelect
          label={texts.heatingSystem}
          description={texts.heatingSystemHint}
          data={[{ value: '', label: '–' }, ...HEATING_SYSTEMS.map((h) => ({ value: h, label: h }))]}
          value={heating}
          onChange={(e) => setHeating(e.currentTarget.value)}
        />
        <Radio.Group
          label={texts.centralHotWater}
          description={texts.centralHotWaterHint}
          value={shownHotWater === null ? '' : shownHotWater ? 'yes' : 'no'}
          onChange={(v) => setHotWater(v === 'yes')}
        >
          <Group mt="xs">
            <Radio value="yes" label={texts.yes} />
            <Radio value="no" label={texts.no} />
          </Group>
        </Radio.Group>
        <NativeSelect
          label={texts.co2BuildingType}
          description={texts.co2BuildingTypeHint}
          data={options(texts.co2BuildingTypeOptions)}
          value={buildingType}
          onChange={(e) => setBuildingType(e.currentTarget.value as BuildingType)}
        />
        <NativeSelect
          label={texts.co2Restriction}
          description={texts.co2RestrictionHint}
          data={options(texts.co2RestrictionOptions)}
          value={restriction}
          onChange={(e) => setRestriction(e.currentTarget.value as Restriction)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
