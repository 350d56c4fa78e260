import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  ACCOUNT_LIMITS,
  DEMO_ACCESS,
  authTexts,
  documentTitle,
  freeTestTexts,
  pageTexts,
  publicTexts,
  validationTexts,
} from '../../../domain/texts/index.ts';
import { isValidEmail } from '../../../domain/validation.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useDemoLogin } from '../../api/demo-login.ts';
import { useRequestDemo } from '../../api/request-demo.ts';
import { paths } from '../../app/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import { loginErrorMessage } from './login-error-message.ts';
import { useStartSession } from './use-start-session.ts';

function StepHeading({ step, title, text }: { step: string; title: string; text: string }) {
  return (
    <Stack gap={4}>
      <Badge variant="light" radius="sm" style={{ alignSelf: 'flex-start' }}>
        {step}
      </Badge>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Stack>
  );
}

function DemoCredentials() {
  return (
    <Table
      variant="vertical"
      withTableBorder
      layout="fixed"
      aria-label={freeTestTexts.credentialsLabel}
      bg="var(--mantine-color-body)"
    >
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={{ base: 112, xs: 140 }}>{freeTestTexts.usernameLabel}</Table.Th>
          <Table.Td>
            <Code fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {DEMO_ACCESS.username}
            </Code>
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th w={{ base: 112, xs: 140 }}>{freeTestTexts.passwordLabel}</Table.Th>
          <Table.Td>
            <Code fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {DEMO_ACCESS.password}
            </Code>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

interface RequestStepProps {
  onSent: () => void;
  onSkip: () => void;
  skipped: boolean;
}

function RequestStep({ onSent, onSkip, skipped }: RequestStepProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useRequestDemo();

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
    mutation.mutate({ email: trimmed }, { onSuccess: onSent });
  };

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <StepHeading
          step={freeTestTexts.requestStep}
          title={freeTestTexts.requestTitle}
          text={freeTestTexts.requestText}
        />
        <Alert color="teal" variant="light" role="status" title={freeTestTexts.sentTitle}>
          <Stack gap="sm">
            <Text size="sm">{freeTestTexts.sentText(mutation.variables.email)}</Text>
            <DemoCredentials />
            {!mutation.data.sent && (
              <Text size="sm" c="dimmed">
                {freeTestTexts.notSentNote}
              </Text>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeading
          step={freeTestTexts.requestStep}
          title={freeTestTexts.requestTitle}
          text={freeTestTexts.requestText}
        />
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(mutation.error)}
          </Alert>
        )}
        <TextInput
          type="email"
          label={freeTestTexts.emailLabel}
          name="email"
          autoComplete="email"
          withAsterisk
          maxLength={ACCOUNT_LIMITS.emailMax}
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Text size="xs" c="dimmed">
          {freeTestTexts.privacyNote}
        </Text>
        <Group justify="space-between" gap="sm">
          <Button type="submit" size="md" loading={mutation.isPending}>
            {freeTestTexts.requestSubmit}
          </Button>
          {!skipped && (
            <Anchor component="button" type="button" size="sm" onClick={onSkip}>
              {freeTestTexts.haveData}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}

interface FieldErrors {
  username?: string;
  password?: string;
}

function LoginStep() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const mutation = useDemoLogin();
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
    mutation.mutate({ username: username.trim(), password }, { onSuccess: startSession });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepHeading
          step={freeTestTexts.loginStep}
          title={freeTestTexts.loginTitle}
          text={freeTestTexts.loginText}
        />
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {loginErrorMessage(mutation.error)}
          </Alert>
        )}
        <TextInput
          ref={usernameRef}
          label={authTexts.usernameLabel}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
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
        <Group justify="space-between" gap="sm">
          <Button type="submit" size="md" loading={mutation.isPending}>
            {freeTestTexts.loginSubmit}
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setUsername(DEMO_ACCESS.username);
              setPassword(DEMO_ACCESS.password);
              setErrors({});
            }}
          >
            {freeTestTexts.useCredentials}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/** Free demo (spec 000 §2.6): request the demo access by e-mail, then sign in as the demo tenant. */
export function FreeTestPage() {
  useDocumentTitle(documentTitle(pageTexts.freeTest.title));
  const [requested, setRequested] = useState(false);
  const [skipped, setSkipped] = useState(false);
  const showLogin = requested || skipped;

  return (
    <Container size={620} py={{ base: 'xl', sm: 48 }}>
      <BackButton to={paths.landing} label={publicTexts.backToStart} />
      <Stack gap="xs" mb="xl">
        <Title order={1}>{pageTexts.freeTest.title}</Title>
        <Text c="dimmed" size="lg">
          {freeTestTexts.intro}
        </Text>
      </Stack>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          <RequestStep onSent={() => setRequested(true)} onSkip={() => setSkipped(true)} skipped={skipped} />
        </Paper>
        {showLogin && (
          <Paper withBorder radius="lg" p={{ base: 'lg', xs: 'xl' }}>
            <LoginStep />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
