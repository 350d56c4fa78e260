import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { formatDateDe, parseDateDe, todayIso } from '../../../../domain/dates.ts';
import { formatDecimalDe, parseDecimalPlain } from '../../../../domain/decimal.ts';
import { meterDetailTexts as texts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import {
  READINGS_PAGE_SIZE,
  addReading,
  deleteReading,
  updateReading,
  useReadings,
  type MeterRecord,
  type ReadingRecord,
} from '../../../api/meters.ts';
import { ArmedButton } from '../../../components/armed-button.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { useFlash } from '../../../components/use-flash.ts';

/** "1234.500" → "1.234,5": German notation, trailing zeros dropped. */
export const readingDe = (value: string) =>
  formatDecimalDe(parseDecimalPlain(value, { places: 3 }) ?? 0, 3, 0);

const serverText = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.fromServer ? failure.message : fallback;

type Row = 'collapsed' | 'expanded' | 'editing';

function ReadingRow({
  reading,
  canEdit,
  onChanged,
}: {
  reading: ReadingRecord;
  canEdit: boolean;
  onChanged: (message: string) => void;
}) {
  const [state, setState] = useState<Row>('collapsed');
  const [value, setValue] = useState(readingDe(reading.reading_value));
  const [date, setDate] = useState(formatDateDe(reading.reading_date));
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const iso = parseDateDe(date.trim());
    if (!iso) return setError(texts.readingSaveFailed);
    try {
      await updateReading(reading.id, { reading_value: value.trim(), reading_date: iso });
      setState('collapsed');
      setError(null);
      onChanged(texts.readingSaved);
    } catch (failure) {
      setError(serverText(failure, texts.readingSaveError));
    }
  };
  const remove = async () => {
    try {
      await deleteReading(reading.id);
      onChanged(texts.readingDeleted);
    } catch (failure) {
      setError(serverText(failure, texts.readingDeleteError));
    }
  };

  const shownDate = formatDateDe(reading.reading_date);
  return (
    <Paper withBorder p="xs" radius="sm" component="li">
      {state === 'editing' ? (
        <form onSubmit={(e) => void save(e)} noValidate>
          <Group align="flex-end" gap="xs">
            <TextInput
              label={texts.date}
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
              w={130}
            />
            <TextInput
              label={texts.value}
              value={value}
              inputMode="decimal"
              onChange={(e) => setValue(e.currentTarget.value)}
              w={180}
            />
            <Button type="submit" size="xs">
              {texts.save}
            </Button>
            <Button size="xs" variant="default" onClick={() => setState('collapsed')}>
              {texts.cancel}
            </Button>
          </Group>
        </form>
      ) : (
        <Group justify="space-between" wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={state === 'expanded'}
            aria-label={canEdit ? texts.showActions(shownDate) : undefined}
            onClick={() => canEdit && setState(state === 'expanded' ? 'collapsed' : 'expanded')}
          >
            {shownDate}
          </Button>
          <Group gap="xs" wrap="nowrap">
            {reading.suspected_exchange && (
              <Badge color="orange" variant="light" title={texts.suspectedExchangeHint}>
                {texts.suspectedExchange}
              </Badge>
            )}
            {reading.flagged && (
              <Badge color="red" variant="light" title={texts.flaggedHint}>
                {texts.flagged}
              </Badge>
            )}
            <Text ff="monospace">
              {readingDe(reading.reading_value)} {reading.unit}
              {reading.is_estimated ? ` (${texts.estimated})` : ''}
            </Text>
          </Group>
        </Group>
      )}
      {state === 'expanded' && (
        <Group mt="xs" gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => setState('editing')}>
            {texts.edit}
          </Button>
          <ArmedButton
            steps={[texts.delete, texts.confirmArmed, texts.confirm]}
            aria-label={`${texts.delete}: ${shownDate}`}
            onConfirm={() => void remove()}
          />
        </Group>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}

function AddReadingForm({ meter, onAdded }: { meter: MeterRecord; onAdded: (message: string) => void }) {
  const [value, setValue] = useState('');
  const [date, setDate] = useState(formatDateDe(todayIso()));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const iso = date.trim() ? parseDateDe(date.trim()) : null;
    if (date.trim() && !iso) return setError(texts.readingSaveFailed);
    setSaving(true);
    try {
      await addReading(meter.id, { reading_value: value.trim(), reading_date: iso });
      setValue('');
      setError(null);
      onAdded(texts.readingAdded);
    } catch (failure) {
      setError(serverText(failure, texts.readingSaveError));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={texts.addReading}>
      <Group align="flex-end" gap="xs">
        <TextInput label={texts.date} value={date} onChange={(e) => setDate(e.currentTarget.value)} w={130} />
        <TextInput
          label={texts.value}
          value={value}
          inputMode="decimal"
          placeholder="1.234,567"
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          w={180}
        />
        <Button type="submit" loading={saving}>
          {texts.add}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </form>
  );
}

/**
 * The readings of a meter, a page at a time in either order. Manual meters take readings here;
 * a gateway meter's readings come from its gateway.
 */
export function ReadingsSection({ meter, canEdit }: { meter: MeterRecord; canEdit: boolean }) {
  const [descending, setDescending] = useState(true);
  const [offset, setOffset] = useState(0);
  const readings = useReadings(meter.id, descending, offset);
  const queryClient = useQueryClient();
  const [flash, showFlash] = useFlash();
  const changed = (message: string) => {
    showFlash(message);
    void queryClient.invalidateQueries({ queryKey: ['readings', meter.id] });
  };

  const page = readings.data;
  return (
    <Stack gap="sm">
      {canEdit &&
        (meter.source_type === 'manual' ? (
          <AddReadingForm meter={meter} onAdded={changed} />
        ) : (
          <Text size="sm" c="dimmed">
            {texts.gatewayNoManual}
          </Text>
        ))}
      {flash && (
        <Alert color="green" variant="light" role="status">
          {flash}
        </Alert>
      )}
      <SegmentedControl
        aria-label={texts.sortLabel}
        value={descending ? 'desc' : 'asc'}
        onChange={(v) => {
          setDescending(v === 'desc');
          setOffset(0);
        }}
        data={[
          { value: 'desc', label: texts.sortDescending },
          { value: 'asc', label: texts.sortAscending },
        ]}
        w="fit-content"
      />
      {readings.status === 'pending' ? (
        <LoadingState />
      ) : readings.status === 'error' ? (
        <ErrorState onRetry={() => void readings.refetch()} />
      ) : page!.rows.length === 0 ? (
        <EmptyState message={texts.noReadings} />
      ) : (
        <>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {page!.rows.map((reading) => (
              <ReadingRow key={reading.id} reading={reading} canEdit={canEdit} onChanged={changed} />
            ))}
          </Stack>
          <ListPager
            page={offset / READINGS_PAGE_SIZE + 1}
            total={page!.total}
            pageSize={READINGS_PAGE_SIZE}
            onChange={(n) => setOffset((n - 1) * READINGS_PAGE_SIZE)}
          />
        </>
      )}
    </Stack>
  );
}
