import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { statementScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import {
  saveStatementSettings,
  statementSettingsKey,
  statementsKey,
  useStatementSettings,
  type StatementSettingsRecord,
} from '../../../api/statements.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { SETTINGS_SECTION_ID, settingFieldId, type SettingField } from './fix-target.ts';
import { fromForm, toForm, type SettingsErrors, type SettingsForm, type YesNo } from './settings-form.ts';

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

interface FormProps {
  propertyId: number;
  year: number;
  initial: StatementSettingsRecord;
  locked: boolean;
}

function SettingsFormView({ propertyId, year, initial, locked }: FormProps) {
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
export function SettingsPanel({ propertyId, year, locked }: Omit<FormProps, 'initial'>) {
  const settings = useStatementSettings(propertyId, year);
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
        {settings.status === 'pending' ? (
          <LoadingState />
        ) : settings.status === 'error' ? (
          <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
        ) : (
          // Finalizing or reopening starts the form afresh from the stored settings.
          <SettingsFormView
            key={String(locked)}
            propertyId={propertyId}
            year={year}
            initial={settings.data}
            locked={locked}
          />
        )}
      </Stack>
    </Paper>
  );
}
