import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateDe } from '../../domain/dates.ts';
import { formatDecimalDe, parseDecimalPlain } from '../../domain/decimal.ts';
import { readingImportTexts as texts } from '../../domain/texts/index.ts';
import { ApiError } from '../api/api-error.ts';
import { importReadings, type ReadingImportResult } from '../api/reading-import.ts';

const valueDe = (value: string | null) =>
  value === null ? '' : formatDecimalDe(parseDecimalPlain(value, { places: 3 }) ?? 0, 3, 0);

/**
 * The reading import of one property (admin property detail, landlord's property overview):
 * choose the CSV, see every row matched or rejected, then 'Importieren'. Nothing is stored
 * before that button.
 */
export function ReadingImportPanel({ propertyId }: { propertyId: number }) {
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ReadingImportResult | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (text: string, dryRun: boolean) => {
    setBusy(true);
    try {
      const result = await importReadings(propertyId, text, dryRun);
      setPreview(result);
      if (dryRun) setMessage({ ok: true, text: texts.summary(result.accepted, result.rejected) });
      else {
        setMessage({ ok: true, text: texts.done(result.stored) });
        setCsv(null);
        void queryClient.invalidateQueries({ queryKey: ['readings'] });
        void queryClient.invalidateQueries({ queryKey: ['meters'] });
      }
    } catch (failure) {
      setPreview(null);
      setMessage({ ok: false, text: failure instanceof ApiError ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  };

  const choose = async (file: File | null) => {
    setPreview(null);
    setMessage(null);
    if (!file) return setCsv(null);
    const text = await file.text();
    setCsv(text);
    await run(text, true);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`reading-import-${propertyId}`}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={`reading-import-${propertyId}`}>
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.hint}
        </Text>
        <FileInput
          label={texts.fileLabel}
          accept=".csv,text/csv"
          clearable
          onChange={(file) => void choose(file)}
          disabled={busy}
        />
        {message && (
          <Alert color={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </Alert>
        )}
        {preview && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={texts.preview}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.columnLine}</Table.Th>
                  <Table.Th>{texts.columnMeter}</Table.Th>
                  <Table.Th>{texts.columnDate}</Table.Th>
                  <Table.Th>{texts.columnValue}</Table.Th>
                  <Table.Th>{texts.columnResult}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{row.meter_number}</Table.Td>
                    <Table.Td>{row.reading_date ? formatDateDe(row.reading_date) : ''}</Table.Td>
                    <Table.Td ff="monospace">{valueDe(row.reading_value)}</Table.Td>
                    <Table.Td>
                      {row.status === 'accepted' ? (
                        <Group gap="xs">
                          <Badge color="green" variant="light">
                            {preview.dry_run ? texts.accepted : texts.stored}
                          </Badge>
                          {row.suspected_exchange && (
                            <Badge color="orange" variant="light">
                              {texts.exchangeNote}
                            </Badge>
                          )}
                        </Group>
                      ) : (
                        <Text size="sm" c="red">
                          {row.reason}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {preview?.dry_run && csv !== null && (
          <Group>
            <Button onClick={() => void run(csv, false)} loading={busy} disabled={preview.accepted === 0}>
              {texts.import}
            </Button>
            {preview.accepted === 0 && <Text size="sm">{texts.nothingToImport}</Text>}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
