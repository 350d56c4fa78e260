import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { dwellingTexts as texts } from '../../domain/texts/index.ts';
import { errorMessage } from '../api/api-error.ts';
import { parsePastedDwellings, type PastedDwelling } from './dwelling-paste.ts';

interface PasteDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Creates the rows in one call; a refusal's German message stays in the dialog. */
  onCreate: (rows: PastedDwelling[]) => Promise<void>;
}

/** "Aus Tabelle einfügen": rows copied from a spreadsheet, pasted into a text field and created at once. */
export function DwellingPasteDialog({ opened, onClose, onCreate }: PasteDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const rows = parsePastedDwellings(text);

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    setSaving(true);
    try {
      await onCreate(rows);
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={texts.pasteTitle} size="lg" centered>
      <Stack gap="md">
        <Text size="sm">{texts.pasteHelp}</Text>
        <Textarea
          label={texts.pasteField}
          value={text}
          autosize
          minRows={6}
          maxRows={16}
          data-autofocus
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Text size="sm" c="dimmed" role="status">
          {texts.pastePreview(rows.length)}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={saving}>
            {texts.cancel}
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={rows.length === 0}>
            {texts.pasteSubmit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
