import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDecimalDe } from '../../domain/decimal.ts';
import { dwellingTexts as texts } from '../../domain/texts/index.ts';
import { errorMessage } from '../api/api-error.ts';
import {
  createDwelling,
  createDwellings,
  deleteDwelling,
  propertyDwellingsKey,
  updateDwelling,
  usePropertyDwellings,
  type Dwelling,
} from '../api/dwellings.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from './data-states.tsx';
import { CellCheckbox, CellInput } from './dwelling-cells.tsx';
import { DwellingPasteDialog } from './dwelling-paste-dialog.tsx';
import { isTablePaste, parsePastedDwellings, type PastedDwelling } from './dwelling-paste.ts';

const shown = (value: number | null, places: number) =>
  value === null ? '' : formatDecimalDe(Math.round(value * 10 ** places), places, 0);

/** Area, share and volume go to the tenancies too; their screens read them afresh. */
const TENANCY_FIELDS = new Set(['area_m2', 'mea', 'volume_m3']);

const columns = [
  { key: 'label', title: texts.columns.label, value: (d: Dwelling) => d.label, mode: 'text' },
  { key: 'area_m2', title: texts.columns.area, value: (d: Dwelling) => shown(d.area_m2, 2), mode: 'decimal' },
  {
    key: 'persons',
    title: texts.columns.persons,
    value: (d: Dwelling) => (d.persons === null ? '' : String(d.persons)),
    mode: 'numeric',
  },
  { key: 'mea', title: texts.columns.mea, value: (d: Dwelling) => shown(d.mea, 3), mode: 'decimal' },
  // The bases of the fixed heating costs besides the area (§7 Abs. 1 S. 5 HeizkostenV).
  {
    key: 'volume_m3',
    title: texts.columns.volume,
    value: (d: Dwelling) => shown(d.volume_m3, 3),
    mode: 'decimal',
  },
  {
    key: 'heated_area_m2',
    title: texts.columns.heatedArea,
    value: (d: Dwelling) => shown(d.heated_area_m2, 2),
    mode: 'decimal',
  },
  {
    key: 'heated_volume_m3',
    title: texts.columns.heatedVolume,
    value: (d: Dwelling) => shown(d.heated_volume_m3, 3),
    mode: 'decimal',
  },
] as const;

/**
 * "Wohnungen" of a property, for the landlord's property view and the admin's property detail: a
 * table edited in place (each cell saves on leaving it or on Enter), a row added at the end, rows
 * pasted from a spreadsheet created in one call, and a dwelling deleted after a question (refused
 * with the reason while tenancies or meters belong to it).
 */
export function DwellingsSection({
  propertyId,
  headingSize = 'h4',
}: {
  propertyId: number;
  /** The heading's look beside the page's other sections. */
  headingSize?: 'h3' | 'h4';
}) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const list = usePropertyDwellings(propertyId);
  const [adding, setAdding] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [deleting, setDeleting] = useState<Dwelling | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const key = propertyDwellingsKey(propertyId);

  const replace = (saved: Dwelling) => {
    queryClient.setQueryData<Dwelling[]>(key, (old) => old?.map((d) => (d.id === saved.id ? saved : d)));
  };
  const append = (created: Dwelling[]) => {
    queryClient.setQueryData<Dwelling[]>(key, (old) => [...(old ?? []), ...created]);
  };

  const saveCell = async (dwelling: Dwelling, field: string, text: string) => {
    const saved = await updateDwelling(dwelling.id, {
      [field]: text === '' && field !== 'label' ? null : text,
    });
    replace(saved);
    setStatus(texts.saved);
    if (TENANCY_FIELDS.has(field))
      await queryClient.invalidateQueries({ queryKey: ['properties', propertyId, 'tenants'] });
  };
  const createRows = async (rows: PastedDwelling[]) => {
    const created = await createDwellings(propertyId, rows);
    append(created);
    setAdding(false);
    setStatus(texts.pasteDone(created.length));
  };
  const pasteIntoNewRow = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isTablePaste(text)) return;
    event.preventDefault();
    setProblem(null);
    createRows(parsePastedDwellings(text)).catch((failure: unknown) => setProblem(errorMessage(failure)));
  };
  const addRow = async (label: string) => {
    if (label === '') return;
    append([await createDwelling(propertyId, { label })]);
    setAdding(false);
    setStatus(texts.saved);
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteDwelling(deleting.id);
      queryClient.setQueryData<Dwelling[]>(key, (old) => old?.filter((d) => d.id !== deleting.id));
      setStatus(texts.deleted);
      setProblem(null);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const rows = list.data ?? [];
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size={headingSize} id={headingId}>
        {texts.heading}
      </Title>
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      <Text size="sm" c="dimmed">
        {texts.heatingHint}
      </Text>
      {list.status === 'pending' ? (
        <LoadingState label={texts.loading} />
      ) : list.status === 'error' ? (
        <ErrorState message={texts.loadFailed} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {rows.length === 0 && !adding && <EmptyState message={texts.empty} />}
          {(rows.length > 0 || adding) && (
            <Table.ScrollContainer minWidth={960}>
              <Table aria-labelledby={headingId} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.key} scope="col">
                        {c.title}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">{texts.columns.hotWater}</Table.Th>
                    <Table.Th scope="col">{texts.columns.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((d) => (
                    <Table.Tr key={d.id}>
                      {columns.map((c) => (
                        <Table.Td key={c.key}>
                          <CellInput
                            label={texts.cellLabel(c.title, d.label)}
                            value={c.value(d)}
                            inputMode={c.mode}
                            onSave={(text) => saveCell(d, c.key, text)}
                          />
                        </Table.Td>
                      ))}
                      <Table.Td>
                        <CellCheckbox
                          label={texts.hotWaterLabel(d.label)}
                          checked={d.hot_water_supplied}
                          onSave={async (checked) =>
                            replace(await updateDwelling(d.id, { hot_water_supplied: checked }))
                          }
                        />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={texts.delete(d.label)}
                          onClick={() => setDeleting(d)}
                        >
                          {texts.deleteConfirm}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  {adding && (
                    <Table.Tr>
                      <Table.Td>
                        <CellInput
                          label={texts.newLabel}
                          value=""
                          autoFocus
                          onSave={addRow}
                          onPaste={pasteIntoNewRow}
                        />
                      </Table.Td>
                      <Table.Td colSpan={columns.length} />
                      <Table.Td>
                        <Button size="xs" variant="subtle" onClick={() => setAdding(false)}>
                          {texts.cancel}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {problem && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              withCloseButton
              closeButtonLabel={texts.closeMessage}
              onClose={() => setProblem(null)}
            >
              {problem}
            </Alert>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={() => setAdding(true)} disabled={adding}>
              {texts.add}
            </Button>
            <Button variant="default" onClick={() => setPasting(true)}>
              {texts.paste}
            </Button>
          </Group>
        </>
      )}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {status}
      </Text>
      <DwellingPasteDialog opened={pasting} onClose={() => setPasting(false)} onCreate={createRows} />
      <ConfirmDialog
        opened={deleting !== null}
        title={texts.deleteTitle}
        message={deleting ? texts.deleteQuestion(deleting.label) : ''}
        confirmLabel={texts.deleteConfirm}
        cancelLabel={texts.cancel}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
        danger
        loading={busy}
      />
    </Stack>
  );
}
