import { useRef, useState, type DragEvent } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';

interface FileDropZoneProps {
  /** Test id of the zone, as the screen's tests find it. */
  testId: string;
  drop: string;
  hint: string;
  pick: string;
  accept: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  busy?: boolean;
}

/**
 * Files dropped on the zone or picked with its button (the keyboard's way in): each batch handed to
 * `onFiles` once, the picker emptied so the same file can be chosen again.
 */
export function FileDropZone({
  testId,
  drop,
  hint,
  pick,
  accept,
  onFiles,
  disabled = false,
  busy,
}: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      data-testid={testId}
      style={{ borderStyle: 'dashed', borderWidth: 2, opacity: over ? 0.8 : 1 }}
      bg={over ? 'var(--mantine-primary-color-light)' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(!disabled);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack align="center" gap="xs">
        <Text fw={600}>{drop}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {hint}
        </Text>
        <Button onClick={() => input.current?.click()} disabled={disabled} loading={busy}>
          {pick}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          hidden
          aria-label={pick}
          disabled={disabled}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            onFiles(files);
          }}
        />
      </Stack>
    </Paper>
  );
}
