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
