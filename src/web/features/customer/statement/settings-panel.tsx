import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { partyName } from '../../../../domain/party-name.ts';
import { statementScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import {
  saveStatementSettings,
  statementSettingsKey,
  statementsKey,
  useStatementSettings,
  type StatementSettingsRecord,
} from '../../../api/statements.ts';
import { usePropertyTenants } from '../../../api/property-tenants.ts';
import type { Tenant } from '../../../api/types.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import {
  SETTINGS_SECTION_ID,
  settingFieldId,
  type SettingField,
} from '../../../components/checks/fix-target.ts';
import {
  fromForm,
  toForm,
  type FuelChoice,
  type GroupForm,
  type HotWaterMethod,
  type SettingsErrors,
  type SettingsForm,
  type YesNo,
} from './settings-form.ts';

const texts = statementScreenTexts.settings;

const yesNoOptions = (Object.keys(texts.yesNo) as YesNo[]).map((value) => ({
  value,
  label: texts.yesNo[value],
}));
const fixedSplitOptions = (['degree_days', 'days'] as const).map((value) => ({
  value,
  label: texts.fixedSplitOptions[value],
}));
const timeSplitOptions = (['days', 'months'] as const).map((value) => ({
  value,
  label: texts.timeSplitOptions[value],
}));
const waterBasisOptions = (['total', 'cold'] as const).map((value) => ({
  value,
  label: texts.waterBasisOptions[value],
}));
const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
const fuelOptions = options(texts.fuelOptions);
const co2TypeOptions = options(texts.co2BuildingTypeOptions);
const co2RestrictionOptions = options(texts.co2RestrictionOptions);
const reductionOptions = options(texts.applyReductionsOptions);
const fixedBasisOptions = options(texts.fixedBasisOptions);
const recordingDefectOptions = options(texts.recordingDefectOptions);
const hotWaterMethodOptions = options(texts.hotWaterMethodOptions);

/** The tenancies that live in the property during the year: the dwellings groups and amounts name. */
function tenantsOfYear(tenants: readonly Tenant[], year: number) {
  return tenants
    .filter((t) => (t.move_in ?? '') <= `${year}-12-31` && (t.move_out ?? '9999') >= `${year}-01-01`)
    .map((t) => ({
      id: t.id,
      label: [t.floor, partyName({ company: t.company, firstName: t.first_name, lastName: t.last_name })]
        .filter(Boolean)
        .join(' – '),
    }));
}

interface FormProps {
  propertyId: number;
  year: number;
  initial: StatementSettingsRecord;
  locked: boolean;
  tenants: ReadonlyArray<{ id: number; label: string }>;
}

function SettingsFormView({ propertyId, year, initial, locked, tenants }: FormProps) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<SettingsForm>(() => toForm(initial));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const set =
    <K extends keyof SettingsForm>(key: K) =>
    (value: SettingsForm[K]) => {
      setForm((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
      setResult(null);
    };
  const field = (name: SettingField) => ({ id: settingFieldId(name), error: errors[name] });
  const setGroup = (index: number, change: Partial<GroupForm>) =>
    set('groups')(form.groups.map((g, i) => (i === index ? { ...g, ...change } : g)));
  const setServiceRow = (id: number, change: Partial<SettingsForm['service_rows'][number]>) =>
    set('service_rows')({
      ...form.service_rows,
      [id]: { amount: '', labour: '', ...form.service_rows[id], ...change },
    });
  const tenantOptions = tenants.map((t) => ({ value: String(t.id), label: t.label }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = fromForm(form);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setSaving(true);
    setResult(null);
    try {
      const saved = await saveStatementSettings(propertyId, year, parsed.record);
      queryClient.setQueryData(statementSettingsKey(propertyId, year), saved);
      setForm(toForm(saved));
      setResult({ ok: true, text: texts.saved });
      // Every share depends on the settings: the previews and checks must be computed again.
      await queryClient.invalidateQueries({ queryKey: statementsKey(propertyId, year), exact: true });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {locked && <Text c="dimmed">{texts.locked(year)}</Text>}
        <Fieldset variant="unstyled" disabled={locked}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...field('heating_consumption_share_percent')}
                label={texts.heatingShare}
                description={texts.shareHint}
                inputMode="decimal"
                value={form.heating_consumption_share_percent}
                onChange={(e) => set('heating_consumption_share_percent')(e.currentTarget.value)}
              />
              <TextInput
                {...field('hot_water_consumption_share_percent')}
                label={texts.hotWaterShare}
                description={texts.shareHint}
                inputMode="decimal"
                value={form.hot_water_consumption_share_percent}
                onChange={(e) => set('hot_water_consumption_share_percent')(e.currentTarget.value)}
              />
              <NativeSelect
                {...field('fixed_split')}
                label={texts.fixedSplit}
                data={fixedSplitOptions}
                value={form.fixed_split}
                onChange={(e) => set('fixed_split')(e.currentTarget.value as SettingsForm['fixed_split'])}
              />
              <NativeSelect
                {...field('time_split')}
                label={texts.timeSplit}
                data={timeSplitOptions}
                value={form.time_split}
                onChange={(e) => set('time_split')(e.currentTarget.value as SettingsForm['time_split'])}
              />
              <NativeSelect
                {...field('water_basis')}
                label={texts.waterBasis}
                description={form.water_basis === 'cold' ? texts.waterBasisColdNote : texts.waterBasisHint}
                data={waterBasisOptions}
                value={form.water_basis}
                onChange={(e) => set('water_basis')(e.currentTarget.value as SettingsForm['water_basis'])}
              />
              <TextInput
                {...field('vacancy_persons')}
                label={texts.vacancyPersons}
                description={texts.vacancyPersonsHint}
                inputMode="numeric"
                value={form.vacancy_persons}
                onChange={(e) => set('vacancy_persons')(e.currentTarget.value)}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {texts.dutyHint}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                {...field('remote_readable')}
                label={texts.remoteReadable}
                data={yesNoOptions}
                value={form.remote_readable}
                onChange={(e) => set('remote_readable')(e.currentTarget.value as YesNo)}
              />
              <NativeSelect
                {...field('monthly_information_given')}
                label={texts.monthlyInformation}
                data={yesNoOptions}
                value={form.monthly_information_given}
                onChange={(e) => set('monthly_information_given')(e.currentTarget.value as YesNo)}
              />
            </SimpleGrid>
            <Title order={3} size="h5">
              {texts.heatingRulesHeading}
            </Title>
            <Switch
              {...field('heating_exempt')}
              label={texts.heatingExempt}
              description={texts.heatingExemptHint}
              checked={form.heating_exempt}
              onChange={(e) => set('heating_exempt')(e.currentTarget.checked)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                {...field('fixed_basis')}
                label={texts.fixedBasis}
                description={texts.fixedBasisHint}
                data={fixedBasisOptions}
                value={form.fixed_basis}
                onChange={(e) => set('fixed_basis')(e.currentTarget.value as SettingsForm['fixed_basis'])}
              />
              <NativeSelect
                {...field('recording_defect')}
                label={texts.recordingDefect}
                description={texts.recordingDefectHint}
                data={recordingDefectOptions}
                value={form.recording_defect}
                onChange={(e) =>
                  set('recording_defect')(e.currentTarget.value as SettingsForm['recording_defect'])
                }
              />
            </SimpleGrid>
            <Title order={3} size="h5">
              {texts.hotWaterHeading}
            </Title>
            <Text size="sm" c="dimmed">
              {texts.hotWaterHint}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                id={settingFieldId('hot_water')}
                label={texts.hotWaterMethod}
                data={hotWaterMethodOptions}
                value={form.hot_water_method}
                error={errors.hot_water ? true : undefined}
                onChange={(e) => set('hot_water_method')(e.currentTarget.value as HotWaterMethod)}
              />
              {form.hot_water_method === 'heat_meter' && (
                <TextInput
                  id={settingFieldId('hot_water_heat_kwh')}
                  label={texts.hotWaterHeat}
                  inputMode="decimal"
                  value={form.hot_water_heat_kwh}
                  onChange={(e) => set('hot_water_heat_kwh')(e.currentTarget.value)}
                />
              )}
              {form.hot_water_method === 'volume' && (
                <>
                  <TextInput
                    id={settingFieldId('hot_water_volume_m3')}
                    label={texts.hotWaterVolume}
                    description={texts.hotWaterVolumeHint}
                    inputMode="decimal"
                    value={form.hot_water_volume_m3}
                    onChange={(e) => set('hot_water_volume_m3')(e.currentTarget.value)}
                  />
                  <TextInput
                    label={texts.hotWaterTemperature}
                    description={texts.hotWaterTemperatureHint}
                    inputMode="decimal"
                    placeholder="60"
                    value={form.hot_water_temperature_c}
                    onChange={(e) => set('hot_water_temperature_c')(e.currentTarget.value)}
                  />
                </>
              )}
              {form.hot_water_method === 'area' && (
                <TextInput
                  label={texts.hotWaterArea}
                  description={texts.hotWaterAreaHint}
                  inputMode="decimal"
                  value={form.hot_water_area_m2}
                  onChange={(e) => set('hot_water_area_m2')(e.currentTarget.value)}
                />
              )}
              {form.hot_water_method !== 'none' && (
                <TextInput
                  id={settingFieldId('hot_water_fuel_kwh_total')}
                  label={texts.hotWaterFuel}
                  description={texts.hotWaterFuelHint}
                  inputMode="decimal"
                  value={form.hot_water_fuel_kwh_total}
                  onChange={(e) => set('hot_water_fuel_kwh_total')(e.currentTarget.value)}
                />
              )}
            </SimpleGrid>
            {(form.hot_water_method === 'volume' || form.hot_water_method === 'area') && (
              <Group gap="lg">
                <Checkbox
                  label={texts.hotWaterGrossCalorific}
                  checked={form.hot_water_gross_calorific}
                  onChange={(e) => set('hot_water_gross_calorific')(e.currentTarget.checked)}
                />
                <Checkbox
                  label={texts.hotWaterDistrictHeat}
                  checked={form.hot_water_district_heat}
                  onChange={(e) => set('hot_water_district_heat')(e.currentTarget.checked)}
                />
                <Checkbox
                  label={texts.hotWaterHeatPump}
                  checked={form.hot_water_heat_pump}
                  onChange={(e) => set('hot_water_heat_pump')(e.currentTarget.checked)}
                />
              </Group>
            )}
            {errors.hot_water && (
              <Text size="sm" c="red" role="alert">
                {errors.hot_water}
              </Text>
            )}

            <Title order={3} size="h5">
              {texts.buildingHeading}
            </Title>
            <Text size="sm" c="dimmed" id={settingFieldId('building')} tabIndex={-1}>
              {texts.buildingHint}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <NativeSelect
                label={texts.buildingInsulation}
                data={yesNoOptions}
                value={form.building_insulation}
                error={errors.building ? true : undefined}
                onChange={(e) => set('building_insulation')(e.currentTarget.value as YesNo)}
              />
              <NativeSelect
                label={texts.buildingFuel}
                data={fuelOptions}
                value={form.building_fuel}
                error={errors.building ? true : undefined}
                onChange={(e) => set('building_fuel')(e.currentTarget.value as FuelChoice)}
              />
              <NativeSelect
                label={texts.buildingPipes}
                data={yesNoOptions}
                value={form.building_pipes}
                error={errors.building ? true : undefined}
                onChange={(e) => set('building_pipes')(e.currentTarget.value as YesNo)}
              />
            </SimpleGrid>
            {errors.building && (
              <Text size="sm" c="red" role="alert">
                {errors.building}
              </Text>
            )}

            <Title order={3} size="h5">
              {texts.co2Heading}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                {...field('co2_building_type')}
                label={texts.co2BuildingType}
                description={texts.co2BuildingTypeHint}
                data={co2TypeOptions}
                value={form.co2_building_type}
                onChange={(e) =>
                  set('co2_building_type')(e.currentTarget.value as SettingsForm['co2_building_type'])
                }
              />
              <NativeSelect
                {...field('co2_restriction')}
                label={texts.co2Restriction}
                description={texts.co2RestrictionHint}
                data={co2RestrictionOptions}
                value={form.co2_restriction}
                onChange={(e) =>
                  set('co2_restriction')(e.currentTarget.value as SettingsForm['co2_restriction'])
                }
              />
              <NativeSelect
                {...field('co2_information_given')}
                label={texts.co2Information}
                description={texts.co2InformationHint}
                data={yesNoOptions}
                value={form.co2_information_given}
                onChange={(e) => set('co2_information_given')(e.currentTarget.value as YesNo)}
              />
              <NativeSelect
                {...field('apply_tenant_reductions')}
                label={texts.applyReductions}
                description={texts.applyReductionsHint}
                data={reductionOptions}
                value={form.apply_tenant_reductions}
                onChange={(e) => set('apply_tenant_reductions')(e.currentTarget.value as 'yes' | 'no')}
              />
            </SimpleGrid>

            <Title order={3} size="h5">
              {texts.groupsHeading}
            </Title>
            <Text size="sm" c="dimmed" id={settingFieldId('user_groups')} tabIndex={-1}>
              {texts.groupsHint}
            </Text>
            {form.groups.map((group, index) => (
              <Group
                key={index}
                align="flex-end"
                wrap="wrap"
                role="group"
                aria-label={group.name || texts.groupName}
              >
                <TextInput
                  label={texts.groupName}
                  value={group.name}
                  onChange={(e) => setGroup(index, { name: e.currentTarget.value })}
                />
                <MultiSelect
                  label={texts.groupTenants}
                  data={tenantOptions}
                  value={group.tenant_ids.map(String)}
                  onChange={(ids) => setGroup(index, { tenant_ids: ids.map(Number) })}
                  miw={260}
                  searchable
                />
                <TextInput
                  label={texts.groupHeat}
                  inputMode="decimal"
                  value={group.heat_kwh}
                  onChange={(e) => setGroup(index, { heat_kwh: e.currentTarget.value })}
                />
                <Button
                  variant="default"
                  aria-label={texts.removeGroup(group.name)}
                  onClick={() => set('groups')(form.groups.filter((_, i) => i !== index))}
                >
                  ×
                </Button>
              </Group>
            ))}
            {errors.user_groups && (
              <Text size="sm" c="red" role="alert">
                {errors.user_groups}
              </Text>
            )}
            <Group>
              <Button
                variant="default"
                onClick={() => set('groups')([...form.groups, { name: '', tenant_ids: [], heat_kwh: '' }])}
              >
                {texts.addGroup}
              </Button>
            </Group>

            <Title order={3} size="h5">
              {texts.serviceHeading}
            </Title>
            <Switch
              id={settingFieldId('service_result')}
              label={texts.serviceSwitch}
              description={texts.serviceHint}
              checked={form.service_enabled}
              onChange={(e) => set('service_enabled')(e.currentTarget.checked)}
            />
            {form.service_enabled && (
              <Stack gap="sm">
                <TextInput
                  label={texts.serviceTotal}
                  inputMode="decimal"
                  value={form.service_total}
                  onChange={(e) => set('service_total')(e.currentTarget.value)}
                  maw={260}
                />
                {tenants.length === 0 && <Text c="dimmed">{texts.noTenants}</Text>}
                {tenants.map((t) => (
                  <SimpleGrid key={t.id} cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      label={texts.serviceAmount(t.label)}
                      inputMode="decimal"
                      value={form.service_rows[t.id]?.amount ?? ''}
                      onChange={(e) => setServiceRow(t.id, { amount: e.currentTarget.value })}
                    />
                    <TextInput
                      label={texts.serviceLabour(t.label)}
                      inputMode="decimal"
                      value={form.service_rows[t.id]?.labour ?? ''}
                      onChange={(e) => setServiceRow(t.id, { labour: e.currentTarget.value })}
                    />
                  </SimpleGrid>
                ))}
              </Stack>
            )}
            {errors.service_result && (
              <Text size="sm" c="red" role="alert">
                {errors.service_result}
              </Text>
            )}
          </Stack>
        </Fieldset>
        {result && (
          <Alert color={result.ok ? 'teal' : 'red'} variant="light" role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        )}
        {!locked && (
          <Group>
            <Button type="submit" loading={saving}>
              {texts.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The settings the stored draft lacks, per property and year; read-only once the year is finalized. */
export function SettingsPanel({ propertyId, year, locked }: Omit<FormProps, 'initial' | 'tenants'>) {
  const settings = useStatementSettings(propertyId, year);
  const tenants = usePropertyTenants(propertyId);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={SETTINGS_SECTION_ID}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id={SETTINGS_SECTION_ID} tabIndex={-1}>
            {texts.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.intro}
          </Text>
        </div>
        {settings.status === 'pending' || tenants.status === 'pending' ? (
          <LoadingState />
        ) : settings.status === 'error' ? (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        ) : tenants.status === 'error' ? (
          <ErrorState message={errorMessage(tenants.error)} onRetry={() => void tenants.refetch()} />
        ) : (
          // Finalizing or reopening starts the form afresh from the stored settings.
          <SettingsFormView
            key={String(locked)}
            propertyId={propertyId}
            year={year}
            initial={settings.data}
            locked={locked}
            tenants={tenantsOfYear(tenants.data, year)}
          />
        )}
      </Stack>
    </Paper>
  );
}
