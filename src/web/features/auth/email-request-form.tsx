import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Stack, TextInput } from '@mantine/core';
import { validationTexts } from '../../../domain/texts/index.ts';
import { isValidEmail } from '../../../domain/validation/validation.ts';
import { errorMessage } from '../../api/api-error.ts';

interface EmailRequestFormProps {
  /** Above the failure message: an intro or a step heading. */
  heading: ReactNode;
  label: string;
  autoFocus?: boolean;
  maxLength?: number;
  /** The failed request, `null` while there is none (TanStack's `mutation.error`). */
  error: Error | null;
  /** Called with the trimmed address once it is filled in and well-formed. */
  onSubmit: (email: string) => void;
  /** Notes and buttons under the field, the submit button among them. */
  children: ReactNode;
}

/** One e-mail address to request something with: the password reset link or the demo access. */
export function EmailRequestForm({
  heading,
  label,
  autoFocus,
  maxLength,
  error,
  onSubmit,
  children,
}: EmailRequestFormProps) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const next =
      trimmed === ''
        ? validationTexts.emailRequired
        : isValidEmail(trimmed)
          ? undefined
          : validationTexts.emailInvalid;
    setProblem(next);
    if (next) return;
    onSubmit(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {heading}
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        <TextInput
          type="email"
          label={label}
          name="email"
          autoComplete="email"
          autoFocus={autoFocus}
          withAsterisk
          maxLength={maxLength}
          value={email}
          error={problem}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setProblem(undefined);
          }}
        />
        {children}
      </Stack>
    </form>
  );
}
