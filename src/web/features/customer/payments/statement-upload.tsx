import { useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
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
  const input = useRef<HTMLInputElement>(null);
  const [lines, setLines] = useState<UploadLine[]>([]);
  const [over, setOver] = useState(false);

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

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (hasAccount) void send([...event.dataTransfer.files]);
  };

  const busy = lines.some((line) => line.state === 'sending');
  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-upload-heading">
      <Title order={2} size="h4" id="payments-upload-heading">
        {texts.heading}
      </Title>
      <Paper
        withBorder
        radius="md"
        p="lg"
        data-testid="statement-dropzone"
        style={{ borderStyle: 'dashed', borderWidth: 2, opacity: over ? 0.8 : 1 }}
        bg={over ? 'var(--mantine-primary-color-light)' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(hasAccount);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="xs">
          <Text fw={600}>{texts.drop}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {hasAccount ? texts.hint : texts.needsAccount}
          </Text>
          <Button onClick={() => input.current?.click()} disabled={!hasAccount} loading={busy}>
            {texts.pick}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            accept={STATEMENT_ACCEPT}
            hidden
            aria-label={texts.pick}
            disabled={!hasAccount}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              void send(files);
            }}
          />
        </Stack>
      </Paper>
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
