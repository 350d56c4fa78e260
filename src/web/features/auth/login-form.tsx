import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { authTexts, validationTexts } from '../../../domain/texts/index.ts';
import { useLogin } from '../../api/login.ts';
import { loginErrorMessage } from './login-error-message.ts';
import { useStartSession } from './use-start-session.ts';

interface FieldErrors {
  username?: string;
  password?: string;
}

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const loginMutation = useLogin();
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

    loginMutation.mutate({ username: username.trim(), password }, { onSuccess: startSession });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {loginMutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {loginErrorMessage(loginMutation.error)}
          </Alert>
        )}
        <TextInput
          ref={usernameRef}
          label={authTexts.usernameLabel}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          withAsterisk
          value={username}
          error={errors.username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            setErrors((current) => ({ ...current, username: undefined }));
          }}
        />
        <PasswordInput
          ref={passwordRef}
          label={authTexts.passwordLabel}
          name="password"
          autoComplete="current-password"
          withAsterisk
          value={password}
          error={errors.password}
          visibilityToggleButtonProps={{ 'aria-label': authTexts.showPassword }}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {authTexts.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={loginMutation.isPending}>
          {authTexts.submitLogin}
        </Button>
      </Stack>
    </form>
  );
}
