import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_LIMITS, authTexts, validationTexts } from '../../../domain/texts/index.ts';
import type { LoginCredentials, SignInMutation } from '../../api/login.ts';
import { loginErrorMessage } from './login-error-message.ts';
import { PasswordField } from './password-field.tsx';
import { useStartSession } from './use-start-session.ts';

interface FieldErrors {
  username?: string;
  password?: string;
}

interface CredentialsFormProps {
  /** The normal or the demo sign-in; its success starts the session. */
  signIn: SignInMutation;
  /** Above the failure message, e.g. the step heading of the demo page. */
  heading?: ReactNode;
  autoFocus?: boolean;
  /** What the username field starts with (the address of a just confirmed sign-up). */
  initialUsername?: string;
  /** The buttons under the fields; `fill` puts given access data into both fields. */
  actions: (form: { fill: (credentials: LoginCredentials) => void }) => ReactNode;
}

/** Username and password, both required before the server is asked; the sign-in and the free demo share it. */
export function CredentialsForm({
  signIn,
  heading,
  autoFocus,
  initialUsername = '',
  actions,
}: CredentialsFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const startSession = useStartSession();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      username: username.trim() === '' ? validationTexts.loginUsernameRequired : undefined,
      password: password === '' ? validationTexts.loginPasswordRequired : undefined,
    };
    setErrors(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    signIn.mutate({ username: username.trim(), password }, { onSuccess: startSession });
  };

  const fill = (credentials: LoginCredentials) => {
    setUsername(credentials.username);
    setPassword(credentials.password);
    setErrors({});
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {heading}
        {signIn.isError && (
          <Alert color="red" variant="light" role="alert">
            {loginErrorMessage(signIn.error)}
          </Alert>
        )}
        <TextInput
          ref={usernameRef}
          label={authTexts.usernameLabel}
          name="username"
          autoComplete="username"
          maxLength={ACCOUNT_LIMITS.usernameMax}
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={autoFocus}
          withAsterisk
          value={username}
          error={errors.username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            setErrors((current) => ({ ...current, username: undefined }));
          }}
        />
        <PasswordField
          ref={passwordRef}
          label={authTexts.passwordLabel}
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        {actions({ fill })}
      </Stack>
    </form>
  );
}
