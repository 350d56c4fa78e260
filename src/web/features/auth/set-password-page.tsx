import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TokenKind } from '../../../domain/schemas/accounts.ts';
import { documentTitle, pageTexts, setPasswordTexts, validationTexts } from '../../../domain/texts/index.ts';
import { checkNewPassword } from '../../../domain/validation/validation.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useConfirmPasswordReset } from '../../api/confirm-password-reset.ts';
import { useValidatePasswordToken } from '../../api/validate-password-token.ts';
import { paths } from '../../routing/paths.ts';
import { clearSession } from '../../session/session.ts';
import { useSession } from '../../session/use-session.ts';
import { useLogout } from '../../api/logout.ts';
import { DASHBOARD_BY_ROLE } from '../../../domain/roles.ts';
import { ErrorState, LoadingState } from '../../components/data-states.tsx';
import { markPasswordResetDone } from './password-reset-flag.ts';
import { PasswordField } from './password-field.tsx';
import { RESET_REQUEST_PATH } from './sign-in-links.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(documentTitle(title));
  return (
    <Container size={460} py={48}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** A missing, used or expired link: say so and offer a new one through the reset mode of the sign-in. */
function InvalidLink({ message, help }: { message: string; help: string }) {
  return (
    <Card title={pageTexts.setPassword.title}>
      <Alert color="red" variant="light" role="alert" title={message}>
        {help}
      </Alert>
      <Stack gap="sm">
        <Button component={Link} to={RESET_REQUEST_PATH} size="md" fullWidth>
          {setPasswordTexts.requestNewLink}
        </Button>
        <Button component={Link} to={paths.login} variant="default" size="md" fullWidth>
          {setPasswordTexts.toLogin}
        </Button>
      </Stack>
    </Card>
  );
}

interface FieldErrors {
  password?: string;
  confirmation?: string;
}

function NewPasswordForm({ token, kind }: { token: string; kind: TokenKind }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const mutation = useConfirmPasswordReset();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewPassword(password, confirmation);
    if (problem === validationTexts.passwordsDoNotMatch) {
      setErrors({ confirmation: problem });
      return confirmationRef.current?.focus();
    }
    if (problem !== null) {
      setErrors({ password: problem });
      return passwordRef.current?.focus();
    }
    setErrors({});
    mutation.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          markPasswordResetDone();
          void navigate(`${paths.login}?pwreset=1`, { replace: true });
        },
      },
    );
  };

  const serverMessage = mutation.isError ? errorMessage(mutation.error) : null;

  return (
    <Card title={kind === 'invite' ? setPasswordTexts.inviteTitle : pageTexts.setPassword.title}>
      <Text c="dimmed" size="sm">
        {kind === 'invite' ? setPasswordTexts.inviteIntro : setPasswordTexts.resetIntro}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {serverMessage !== null && (
            <Alert color="red" variant="light" role="alert">
              {serverMessage}
              {serverMessage === validationTexts.linkInvalidOrExpired && (
                <Button
                  component={Link}
                  to={RESET_REQUEST_PATH}
                  variant="default"
                  size="xs"
                  mt="sm"
                  display="block"
                >
                  {setPasswordTexts.requestNewLink}
                </Button>
              )}
            </Alert>
          )}
          <PasswordField
            ref={passwordRef}
            label={setPasswordTexts.newPasswordLabel}
            description={setPasswordTexts.rule}
            name="new-password"
            autoComplete="new-password"
            autoFocus
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors({});
            }}
          />
          <PasswordField
            ref={confirmationRef}
            label={setPasswordTexts.confirmLabel}
            name="confirm-password"
            autoComplete="new-password"
            value={confirmation}
            error={errors.confirmation}
            onChange={(event) => {
              setConfirmation(event.currentTarget.value);
              setErrors({});
            }}
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            {setPasswordTexts.submit}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/**
 * The page behind the link of a reset or invitation mail: checks the token,
 * then takes the new password. Success leads to the sign-in with its confirmation note.
 */
/**
 * Someone is signed in in this browser: the link belongs to another login (or to the same person
 * after a forgotten password), so that session ends first, with the person's consent.
 */
function SignedInNotice({ name }: { name: string }) {
  const logout = useLogout();
  const session = useSession();
  const leave = () =>
    logout.mutate(undefined, {
      onSettled: () => clearSession(),
    });
  return (
    <Card title={setPasswordTexts.signedInTitle}>
      <Text>{setPasswordTexts.signedInAs(name)}</Text>
      <Stack gap="sm">
        <Button size="md" fullWidth loading={logout.isPending} onClick={leave}>
          {setPasswordTexts.signOutAndContinue}
        </Button>
        <Button
          component={Link}
          to={session ? DASHBOARD_BY_ROLE[session.user.role] : paths.landing}
          variant="default"
          size="md"
          fullWidth
        >
          {setPasswordTexts.keepSession}
        </Button>
      </Stack>
    </Card>
  );
}

export function SetPasswordPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const validation = useValidatePasswordToken(token);

  if (session) return <SignedInNotice name={session.user.username} />;
  if (token === null)
    return <InvalidLink message={validationTexts.invalidLink} help={setPasswordTexts.missingTokenHelp} />;
  if (validation.isPending)
    return (
      <Card title={pageTexts.setPassword.title}>
        <LoadingState label={setPasswordTexts.checking} />
      </Card>
    );
  if (validation.isError)
    return (
      <Card title={pageTexts.setPassword.title}>
        <ErrorState message={errorMessage(validation.error)} onRetry={() => void validation.refetch()} />
      </Card>
    );
  if (!validation.data.valid)
    return <InvalidLink message={validationTexts.linkInvalidOrExpired} help={setPasswordTexts.invalidHelp} />;
  return <NewPasswordForm token={token} kind={validation.data.kind ?? 'reset'} />;
}
