import { useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatDecimalDe } from '../../../../domain/decimal.ts';
import { readingsTemplateCsv, type CellMark } from '../../../../domain/meters/readings-table.ts';
import { readingsTableTexts as texts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import {
  readingsTableKey,
  saveReadingsTable,
  type ReadingsTable,
  type ReadingsTableRow,
} from '../../../api/readings-table.ts';
import { saveFile } from '../../../components/save-file.ts';
import { paths } from '../../../routing/paths.ts';
import { costLink } from '../costs/index.ts';
import { useFlash } from '../../../components/use-flash.ts';
import {
  cellId,
  cellText,
  columnsOf,
  isTyped,
  marksOf,
  pastedCells,
  refusedCell,
  saveBody,
  spreadPaste,
  storedCell,
  type Column,
  type Edits,
} from './grid.ts';

const MARK_TEXT: Record<Exclude<CellMark, null | 'missing'>, string> = {
  invalid: texts.notANumber,
  end_below_start: texts.endBelowStart,
  interim_outside: texts.interimOutside,
};

const columnName = (column: Column) =>
  column === 'start' ? texts.columns.start : column === 'end' ? texts.columns.end : texts.columns.interim;

interface CellProps {
  row: ReadingsTableRow;
  column: Column;
  text: string;
  mark: CellMark;
  refusal: string | null;
  readOnly: boolean;
  onChange: (text: string) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
}

/** One reading: typed with a decimal comma; missing, unreadable and implausible values said at once. */
function ReadingCell({ row, column, text, mark, refusal, readOnly, onChange, onPaste }: CellProps) {
  const error = refusal ?? (mark && mark !== 'missing' ? MARK_TEXT[mark] : null);
  const date = storedCell(row, column).date;
  return (
    <TextInput
      size="xs"
      miw={110}
      inputMode="decimal"
      aria-label={texts.cellLabel(row.meter_number, columnName(column), date)}
      data-cell={cellId(row.meter_id, column)}
      data-missing={mark === 'missing' || undefined}
      value={text}
      readOnly={readOnly}
      onChange={(e) => onChange(e.currentTarget.value)}
      onPaste={onPaste}
      onKeyDown={moveOnEnter}
      description={mark === 'missing' && !error ? texts.missing : undefined}
      error={error ?? undefined}
      styles={
        mark === 'missing' ? { input: { borderColor: 'var(--mantine-color-yellow-filled)' } } : undefined
      }
    />
  );
}

/** Enter moves to the same column of the next row, as in a spreadsheet. */
function moveOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const cells = [...document.querySelectorAll<HTMLInputElement>('input[data-cell]')];
  const column = event.currentTarget.dataset.cell!.split(':').slice(1).join(':');
  const at = cells.indexOf(event.currentTarget);
  const step = event.shiftKey ? -1 : 1;
  for (let i = at + step; i >= 0 && i < cells.length; i += step)
    if (cells[i]!.dataset.cell!.split(':').slice(1).join(':') === column) return cells[i]!.focus();
}

/**
 * The table of one property and year: type or paste, see marks and consumption, save in one call.
 * `actions` adds a last column with each row's meter actions (for those who may change meters).
 */
export function ReadingsEditor({
  propertyId,
  table,
  canEdit,
  actions,
}: {
  propertyId: number;
  table: ReadingsTable;
  canEdit: boolean;
  actions?: (row: ReadingsTableRow) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Edits>({});
  const [refusal, setRefusal] = useState<{ cell: string | null; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [flash, showFlash] = useFlash(5_000);
  const { rows } = table;
  const first = rows[0];
  const maxInterim = Math.max(0, ...rows.map((r) => r.interim.length));

  const change = (next: Edits) => {
    setEdits(next);
    setRefusal(null);
  };
  const paste = (row: ReadingsTableRow, column: Column) => (event: ClipboardEvent<HTMLInputElement>) => {
    const block = pastedCells(event.clipboardData.getData('text'));
    if (block.length < 2 && block[0]!.length < 2) return; // one value: the input takes it itself
    event.preventDefault();
    change(spreadPaste(rows, edits, { meterId: row.meter_id, column }, block));
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveReadingsTable(propertyId, table.year, saveBody(rows, edits));
      queryClient.setQueryData(readingsTableKey(propertyId, table.year), saved);
      setEdits({});
      setRefusal(null);
      showFlash(texts.saved);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : texts.loadError;
      setRefusal({ cell: refusedCell(rows, edits, message), message });
    } finally {
      setSaving(false);
    }
  };

  const downloadTemplate = () => {
    const csv = readingsTemplateCsv(
      rows.map((r) => ({
        meterNumber: r.meter_number,
        dates: columnsOf(r).map((c) => storedCell(r, c).date),
      })),
    );
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), texts.templateFile(table.year));
  };

  const cell = (row: ReadingsTableRow, column: Column, mark: CellMark) => (
    <ReadingCell
      row={row}
      column={column}
      text={cellText(row, column, edits)}
      mark={mark}
      refusal={refusal?.cell === cellId(row.meter_id, column) ? refusal.message : null}
      readOnly={!canEdit || !isTyped(row)}
      onChange={(text) => change({ ...edits, [cellId(row.meter_id, column)]: text })}
      onPaste={paste(row, column)}
    />
  );

  return (
    <Stack gap="sm">
      {canEdit && (
        <Text size="sm" c="dimmed">
          {texts.pasteHint}
        </Text>
      )}
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing="xs" aria-label={`${texts.title} ${table.year}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{texts.headers.dwelling}</Table.Th>
              <Table.Th scope="col">{texts.headers.number}</Table.Th>
              <Table.Th scope="col">{texts.headers.type}</Table.Th>
              <Table.Th scope="col">{texts.headers.unit}</Table.Th>
              <Table.Th scope="col">{texts.headers.start(first!.start.date)}</Table.Th>
              {maxInterim > 0 && (
                <Table.Th scope="col" colSpan={maxInterim}>
                  {texts.headers.interim}
                </Table.Th>
              )}
              <Table.Th scope="col">{texts.headers.end(first!.end.date)}</Table.Th>
              <Table.Th scope="col">{texts.headers.consumption}</Table.Th>
              {actions && <Table.Th scope="col">{texts.actions}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const marks = marksOf(row, edits);
              return (
                <Table.Tr key={row.meter_id}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  <Table.Td>{row.meter_number}</Table.Td>
                  <Table.Td>
                    {row.meter_type}
                    {!isTyped(row) && (
                      <Text size="xs" c="dimmed">
                        {texts.gatewayHint}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{row.unit}</Table.Td>
                  <Table.Td>{cell(row, 'start', marks.start)}</Table.Td>
                  {Array.from({ length: maxInterim }, (_, i) => (
                    <Table.Td key={i}>
                      {i < row.interim.length ? cell(row, `interim:${i}`, marks.interim[i]!) : null}
                    </Table.Td>
                  ))}
                  <Table.Td>{cell(row, 'end', marks.end)}</Table.Td>
                  <Table.Td data-consumption={row.meter_id}>
                    {marks.consumptionMilli === null
                      ? '–'
                      : `${formatDecimalDe(marks.consumptionMilli, 3, 0)} ${row.unit}`}
                  </Table.Td>
                  {actions && <Table.Td>{actions(row)}</Table.Td>}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          {refusal.message}
        </Alert>
      )}
      {flash && (
        <Alert color="green" variant="light" role="status">
          {flash}
        </Alert>
      )}
      <Group>
        {canEdit && (
          <Button onClick={() => void save()} loading={saving}>
            {texts.save}
          </Button>
        )}
        <Button variant="default" onClick={downloadTemplate}>
          {texts.template}
        </Button>
        {canEdit && (
          <Button
            component={Link}
            variant="default"
            to={costLink(paths.customerCostsData, propertyId, table.year)}
          >
            {texts.toCosts}
          </Button>
        )}
        {Object.keys(edits).length > 0 && (
          <Text size="sm" c="dimmed" role="status">
            {texts.unsaved}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
