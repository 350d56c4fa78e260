import { useState } from 'react';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { errorMessage } from '../../../api/api-error.ts';
import { uploadInvoiceFile } from '../../../api/invoices.ts';
import { failureText, refusalOf, uploadPercent, uploadStateText, type UploadItem } from './upload-queue.ts';

const texts = invoiceScreenTexts.upload;
const ACCEPT = '.pdf,.xml,.jpg,.jpeg,.png,application/pdf,application/xml,text/xml,image/jpeg,image/png';

/**
 * Upload by drag and drop or the file picker (a real button, so the keyboard reaches it). Files go
 * one after another, one request each, so every file shows its own progress and its own answer.
 */
export function UploadPanel({ propertyId, onUploaded }: { propertyId: number; onUploaded: () => void }) {
  const [items, setItems] = useState<UploadItem[]>([]);

  const patch = (key: string, next: UploadItem) =>
    setItems((all) => all.map((item) => (item.key === key ? next : item)));

  const send = async (files: File[]) => {
    const stamp = Date.now();
    const queued = files.map((file, i) => ({ file, key: `${stamp}-${i}`, refusal: refusalOf(file) }));
    setItems((all) => [
      ...all,
      ...queued.map(({ file, key, refusal }): UploadItem =>
        refusal === null
          ? { key, fileName: file.name, state: 'waiting' }
          : { key, fileName: file.name, state: 'failed', message: refusal },
      ),
    ]);
    for (const { file, key, refusal } of queued) {
      if (refusal !== null) continue;
      const base = { key, fileName: file.name };
      patch(key, { ...base, state: 'sending', fraction: 0 });
      try {
        const created = await uploadInvoiceFile(propertyId, file, (fraction) =>
          patch(key, fraction >= 1 ? { ...base, state: 'reading' } : { ...base, state: 'sending', fraction }),
        );
        patch(key, { ...base, state: 'done', count: created.length });
        onUploaded();
      } catch (error) {
        patch(key, { ...base, state: 'failed', message: failureText(file.name, errorMessage(error)) });
      }
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="invoice-upload-heading">
      <Title order={2} size="h4" id="invoice-upload-heading">
        {texts.heading}
      </Title>
      <FileDropZone
        testId="invoice-dropzone"
        drop={texts.drop}
        hint={texts.hint}
        pick={texts.pick}
        accept={ACCEPT}
        onFiles={(files) => void send(files)}
      />
      {items.length > 0 && <UploadList items={items} onClear={() => setItems([])} />}
    </Stack>
  );
}

function UploadList({ items, onClear }: { items: UploadItem[]; onClear: () => void }) {
  const busy = items.some(
    (item) => item.state === 'waiting' || item.state === 'sending' || item.state === 'reading',
  );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
      {items.map((item) => (
        <li key={item.key} data-upload={item.fileName}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {item.fileName}
            </Text>
            <Text
              size="sm"
              c={item.state === 'failed' ? 'red' : 'dimmed'}
              role={item.state === 'failed' ? 'alert' : undefined}
            >
              {uploadStateText(item)}
            </Text>
          </Group>
          {item.state !== 'failed' && (
            <Progress
              value={uploadPercent(item)}
              animated={item.state === 'reading'}
              aria-label={texts.progressLabel(item.fileName)}
              mt={4}
            />
          )}
        </li>
      ))}
      {!busy && (
        <li>
          <Button variant="subtle" size="xs" onClick={onClear}>
            {texts.clear}
          </Button>
        </li>
      )}
    </Stack>
  );
}
