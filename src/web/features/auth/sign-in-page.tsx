import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { authTexts, documentTitle } from '../../../domain/texts/index.ts';
import { LoginForm } from './login-form.tsx';
import { forgetPasswordResetDone, isPasswordResetDone } from './password-reset-flag.ts';
import { ResetRequestForm } from './reset-request-form.tsx';
import { ResetSentNotice } from './reset-sent-notice.tsx';
import { SIGN_IN_MODE_PARAM, USERNAME_PARAM } from './sign-in-links.ts';

type Mode = { name: 'login' } | { name: 'reset' } | { name: 'reset-sent'; email: string };

interface SignInPageProps {
  /** `/admin-login` addresses landlords and managers; both screens accept every role. */
  audience: 'general' | 'landlord';
}

export function SignInPage({ audience }: SignInPageProps) {
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(() =>
    searchParams.get(SIGN_IN_MODE_PARAM) === 'reset' ? { name: 'reset' } : { name: 'login' },
  );
  // Read without removing: StrictMode runs initialisers twice. The flag is dropped in the effect below.
  const [passwordSaved] = useState(() => searchParams.get('pwreset') === '1' || isPasswordResetDone());
  useEffect(() => forgetPasswordResetDone(), []);

  const loginTitle = audience === 'landlord' ? authTexts.adminLoginTitle : authTexts.loginTitle;
  const title =
    mode.name === 'login'
      ? loginTitle
      : mode.name === 'reset'
        ? authTexts.resetTitle
        : authTexts.resetSentTitle;
  useDocumentTitle(documentTitle(title));
  const backToLogin = () => setMode({ name: 'login' });

  return (
    <Container size={460} py={48}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {mode.name === 'login' && (
              <Text c="dimmed" size="sm">
                {audience === 'landlord' ? authTexts.adminLoginIntro : authTexts.loginIntro}
              </Text>
            )}
          </Stack>
          {passwordSaved && mode.name === 'login' && (
            <Alert color="teal" variant="light" role="status">
              {authTexts.passwordSaved}
            </Alert>
          )}
          {mode.name === 'login' && (
            <LoginForm
              onForgotPassword={() => setMode({ name: 'reset' })}
              initialUsername={searchParams.get(USERNAME_PARAM)?.trim() ?? ''}
            />
          )}
          {mode.name === 'reset' && (
            <ResetRequestForm
              onSent={(email) => setMode({ name: 'reset-sent', email })}
              onBack={backToLogin}
            />
          )}
          {mode.name === 'reset-sent' && <ResetSentNotice email={mode.email} onBack={backToLogin} />}
        </Stack>
      </Paper>
    </Container>
  );
}
