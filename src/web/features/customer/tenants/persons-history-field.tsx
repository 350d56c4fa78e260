import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { customerTenantTexts as texts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { saveTenantPersons, tenantPersonsKey, useTenantPersons } from '../../../api/customer-tenants.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { fromRows, toRows, type PersonsRow } from './persons-history.ts';

function PersonsRows({ tenantId, initial }: { tenantId: number; initial: PersonsRow[] }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const change = (index: number, patch: Partial<PersonsRow>) => {
    setRows((current) => current.map((r, i) => (i === index ? { ...r, ...patch } : r)));
    setResult(null);
  };

  const save = async () => {
    const parsed = fromRows(rows);
    if ('error' in parsed) return setResult({ ok: false, text: parsed.error });
    setSaving(true);
    try {
      const saved = await saveTenantPersons(tenantId, parsed.entries);
      queryClient.setQueryData(tenantPersonsKey(tenantId), saved);
      setRows(toRows(saved.entries));
      setResult({ ok: true, text: texts.personsSaved });
    } catch (failure) {
      setResult({ ok: false, text: errorMessage(failure) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={6}>
      {rows.map((row, index) => (
        <Group key={index} align="flex-end" gap="xs">
          <TextInput
            label={texts.personsFrom}
            inputMode="numeric"
            value={row.from}
            onChange={(e) => change(index, { from: e.currentTarget.value })}
            w={150}
          />
          <TextInput
            label={texts.personsCount}
            inputMode="numeric"
            value={row.persons}
            onChange={(e) => change(index, { persons: e.currentTarget.value })}
            w={100}
          />
          <Button
            variant="default"
            aria-label={texts.personsRemove(row.from)}
            onClick={() => {
              setRows((current) => current.filter((_, i) => i !== index));
              setResult(null);
            }}
          >
            ×
          </Button>
        </Group>
      ))}
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setRows((r) => [...r, { from: '', persons: '' }])}>
          {texts.personsAdd}
        </Button>
        <Button size="xs" loading={saving} onClick={() => void save()}>
          {texts.personsSave}
        </Button>
      </Group>
      {result && (
        <Alert
          color={result.ok ? 'teal' : 'red'}
          variant="light"
          p="xs"
          role={result.ok ? 'status' : 'alert'}
        >
          {result.text}
        </Alert>
      )}
    </Stack>
  );
}

/** A household that grows or shrinks during the year: its person counts, each from its day. */
export function PersonsHistoryField({ tenantId }: { tenantId: number }) {
  const persons = useTenantPersons(tenantId);
  return (
    <Stack gap={4} role="group" aria-label={texts.personsHeading}>
      <Text size="sm" fw={500}>
        {texts.personsHeading}
      </Text>
      <Text size="xs" c="dimmed">
        {texts.personsHint}
      </Text>
      {persons.status === 'pending' ? (
        <LoadingState />
      ) : persons.status === 'error' ? (
        <ErrorState message={errorMessage(persons.error)} onRetry={() => void persons.refetch()} />
      ) : (
        <PersonsRows tenantId={tenantId} initial={toRows(persons.data.entries)} />
      )}
    </Stack>
  );
}
