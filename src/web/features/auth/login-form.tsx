import { Link } from 'react-router';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { authTexts, registerTexts } from '../../../domain/texts/index.ts';
import { paths } from '../../routing/paths.ts';
import { useLogin } from '../../api/login.ts';
import { CredentialsForm } from './credentials-form.tsx';

export function LoginForm({
  onForgotPassword,
  initialUsername,
}: {
  onForgotPassword: () => void;
  initialUsername?: string;
}) {
  const loginMutation = useLogin();
  return (
    <CredentialsForm
      signIn={loginMutation}
      autoFocus
      initialUsername={initialUsername}
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
          <Text size="sm" ta="center">
            {authTexts.noAccount}{' '}
            <Anchor component={Link} to={paths.register}>
              {registerTexts.title}
            </Anchor>
          </Text>
        </>
      )}
    />
  );
}
