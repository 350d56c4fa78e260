import { Checkbox, Select, TextInput } from '@mantine/core';
import {
  ASSIGNMENT_LABELS,
  DEFAULT_UNIT_BY_TYPE,
  METER_TYPES,
  METER_UNITS,
  type MeterType,
  type MeterUnit,
} from '../../../../domain/catalog.ts';
import { canMeasureHotWater } from '../../../../domain/meters/hot-water-meter.ts';
import { propertySetupTexts, readingsTableTexts } from '../../../../domain/texts/index.ts';
import { BUILDING, type MeterValues } from './meter-values.ts';

const texts = readingsTableTexts.newMeter;

/**
 * The fields of a meter, shared by „Zähler anlegen“ and „Zähler bearbeiten“: type (choosing one
 * sets its usual unit), number, unit, the dwelling or the building (then with its assignment), and
 * for a water meter whether it measures hot water. Rendered into the caller's grid.
 */
export function MeterFields({
  values,
  dwellings,
  onChange,
}: {
  values: MeterValues;
  dwellings: ReadonlyArray<{ id: number; label: string }>;
  onChange: (patch: Partial<MeterValues>) => void;
}) {
  return (
    <>
      <Select
        label={texts.type}
        data={[...METER_TYPES]}
        value={values.type}
        onChange={(v) =>
          onChange({ type: v as MeterType | null, unit: v ? DEFAULT_UNIT_BY_TYPE[v as MeterType] : null })
        }
      />
      <TextInput
        label={texts.number}
        value={values.number}
        onChange={(e) => onChange({ number: e.currentTarget.value })}
      />
      <Select
        label={texts.unit}
        data={[...METER_UNITS]}
        value={values.unit}
        onChange={(v) => onChange({ unit: v as MeterUnit | null })}
      />
      <Select
        label={texts.place}
        data={[
          ...dwellings.map((d) => ({ value: String(d.id), label: d.label })),
          { value: BUILDING, label: readingsTableTexts.building },
        ]}
        value={values.place}
        onChange={(v) => onChange({ place: v ?? BUILDING })}
        allowDeselect={false}
      />
      {values.place === BUILDING && (
        <Select
          label={texts.assignment}
          data={[...ASSIGNMENT_LABELS]}
          value={values.assignment}
          onChange={(v) => onChange({ assignment: v as MeterValues['assignment'] })}
        />
      )}
      {canMeasureHotWater(values.type) && (
        <Checkbox
          mt="lg"
          label={texts.hotWater}
          description={texts.hotWaterHelp}
          checked={values.hotWater}
          onChange={(e) => onChange({ hotWater: e.currentTarget.checked })}
        />
      )}
      <TextInput
        label={propertySetupTexts.installedOn}
        description={propertySetupTexts.dateHint}
        value={values.installedOn}
        onChange={(e) => onChange({ installedOn: e.currentTarget.value })}
      />
      <Checkbox
        mt="lg"
        label={propertySetupTexts.remoteReadable}
        description={propertySetupTexts.remoteReadableHint}
        checked={values.remoteReadable}
        onChange={(e) => onChange({ remoteReadable: e.currentTarget.checked })}
      />
    </>
  );
}
