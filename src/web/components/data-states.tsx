import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';
import { errorTexts, stateTexts } from '../../domain/texts/index.ts';

export function LoadingState({ label = stateTexts.loading }: { label?: string }) {
  return (
    <Group gap="sm" py="lg" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed">{label}</Text>
    </Group>
  );
}

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
}

export function ErrorState({ message = errorTexts.loadFailed, onRetry }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" role="alert" title={message}>
      {onRetry && (
        <Button variant="default" size="xs" mt={4} onClick={onRetry}>
          {stateTexts.retry}
        </Button>
      )}
    </Alert>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Text c="dimmed" ta="center">
        {message}
      </Text>
    </Paper>
  );
}

interface ListStatesProps {
  status: 'pending' | 'error' | 'success';
  /** How many items arrived; none shows `emptyMessage` instead of the list. */
  count: number;
  emptyMessage: string;
  onRetry: () => void;
  /** The list itself, shown once at least one item has arrived. */
  children: ReactNode;
}

/** A loaded list's stages: the spinner, the failure with a retry, the empty note, then the list. */
export function ListStates({ status, count, emptyMessage, onRetry, children }: ListStatesProps) {
  if (status === 'pending') return <LoadingState />;
  if (status === 'error') return <ErrorState onRetry={onRetry} />;
  if (count === 0) return <EmptyState message={emptyMessage} />;
  return children;
}
