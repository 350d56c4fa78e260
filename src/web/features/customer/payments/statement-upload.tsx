import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { errorMessage } from '../../../api/api-error.ts';
import { paymentsKey, uploadBankStatement } from '../../../api/payments.ts';
import { importResultText, STATEMENT_ACCEPT, statementFileRefusal } from './payments-forms.ts';

const texts = paymentsScreenTexts.upload;

/** One file of an upload and its answer. */
interface UploadLine {
  key: string;
  fileName: string;
  state: 'sending' | 'done' | 'failed';
  message: string;
}

/**
 * Bank statements by drag and drop or the file picker (a real button, so the keyboard reaches it).
 * Files go one after another, one request each, so each shows its own answer; the payments of
 * every year and the statements are read again after each import.
 */
export function StatementUpload({ propertyId, hasAccount }: { propertyId: number; hasAccount: boolean }) {
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<UploadLine[]>([]);

  const patch = (key: string, next: Partial<UploadLine>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...next } : line)));

  const send = async (files: File[]) => {
    const stamp = Date.now();
    const queued = files.map((file, i) => ({
      file,
      key: `${stamp}-${i}`,
      refusal: statementFileRefusal(file),
    }));
    setLines((all) => [
      ...all,
      ...queued.map(({ file, key, refusal }): UploadLine =>
        refusal === null
          ? { key, fileName: file.name, state: 'sending', message: texts.sending(file.name) }
          : { key, fileName: file.name, state: 'failed', message: refusal },
      ),
    ]);
    for (const { file, key, refusal } of queued) {
      if (refusal !== null) continue;
      try {
        const result = await uploadBankStatement(propertyId, file, () => undefined);
        patch(key, { state: 'done', message: importResultText(file.name, result) });
      } catch (error) {
        const message = errorMessage(error);
        patch(key, {
          state: 'failed',
          message: message.includes(file.name) ? message : texts.failed(file.name, message),
        });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKey(propertyId) }),
        queryClient.invalidateQueries({ queryKey: ['statements', propertyId] }),
      ]);
    }
  };

  const busy = lines.some((line) => line.state === 'sending');
  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-upload-heading">
      <Title order={2} size="h4" id="payments-upload-heading">
        {texts.heading}
      </Title>
      <FileDropZone
        testId="statement-dropzone"
        drop={texts.drop}
        hint={hasAccount ? texts.hint : texts.needsAccount}
        pick={texts.pick}
        accept={STATEMENT_ACCEPT}
        disabled={!hasAccount}
        busy={busy}
        onFiles={(files) => void send(files)}
      />
      {lines.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
          {lines.map((line) => (
            <li key={line.key} data-upload={line.fileName}>
              <Text
                size="sm"
                c={line.state === 'failed' ? 'red' : line.state === 'done' ? undefined : 'dimmed'}
                role={line.state === 'failed' ? 'alert' : undefined}
              >
                {line.message}
              </Text>
            </li>
          ))}
          {!busy && (
            <li>
              <Group>
                <Button variant="subtle" size="xs" onClick={() => setLines([])}>
                  {texts.clear}
                </Button>
              </Group>
            </li>
          )}
        </Stack>
      )}
    </Stack>
  );
}
