import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { authTexts, validationTexts } from '../../../domain/texts/index.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useRequestPasswordReset } from '../../api/request-password-reset.ts';
import { isValidEmail } from '../../../domain/validation.ts';

interface ResetRequestFormProps {
  onSent: (email: string) => void;
  onBack: () => void;
}

export function ResetRequestForm({ onSent, onBack }: ResetRequestFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const resetMutation = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem =
      trimmed === ''
        ? validationTexts.emailRequired
        : isValidEmail(trimmed)
          ? undefined
          : validationTexts.emailInvalid;
    setError(problem);
    if (problem) return;
    resetMutation.mutate(trimmed, { onSuccess: () => onSent(trimmed) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {authTexts.resetIntro}
        </Text>
        {resetMutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(resetMutation.error)}
          </Alert>
        )}
        <TextInput
          type="email"
          label={authTexts.emailLabel}
          name="email"
          autoComplete="email"
          autoFocus
          withAsterisk
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="md" fullWidth loading={resetMutation.isPending}>
          {authTexts.submitReset}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {authTexts.backToLogin}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
