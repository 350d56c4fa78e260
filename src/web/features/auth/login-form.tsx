import { Anchor, Button, Group } from '@mantine/core';
import { authTexts } from '../../../domain/texts/index.ts';
import { useLogin } from '../../api/login.ts';
import { CredentialsForm } from './credentials-form.tsx';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const loginMutation = useLogin();
  return (
    <CredentialsForm
      signIn={loginMutation}
      autoFocus
      actions={() => (
        <>
          <Group justify="flex-end" mt={-6}>
            <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
              {authTexts.forgotPassword}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={loginMutation.isPending}>
            {authTexts.submitLogin}
          </Button>
        </>
      )}
    />
  );
}
