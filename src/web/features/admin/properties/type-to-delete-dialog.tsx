import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { adminPropertyTexts } from '../../../../domain/texts/index.ts';

const texts = adminPropertyTexts.typeToDelete;

interface TypeToDeleteDialogProps {
  opened: boolean;
  /** Called with the typed word; the caller decides whether it was the right one. */
  onSubmit: (typed: string) => void;
  onCancel: () => void;
}

/** The second step of a hard delete: the word LÖSCHEN has to be typed. */
export function TypeToDeleteDialog({ opened, onSubmit, onCancel }: TypeToDeleteDialogProps) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = typed;
    setTyped('');
    onSubmit(word);
  };
  return (
    <Modal opened={opened} onClose={close} title={texts.title} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text>{texts.prompt}</Text>
          <TextInput
            label={texts.label}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {adminPropertyTexts.cancel}
            </Button>
            <Button type="submit" color="red">
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
