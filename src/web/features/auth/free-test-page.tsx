import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Container,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  ACCOUNT_LIMITS,
  DEMO_ACCESS,
  documentTitle,
  freeTestTexts,
  pageTexts,
  publicTexts,
} from '../../../domain/texts/index.ts';
import { useDemoLogin } from '../../api/demo-login.ts';
import { useRequestDemo } from '../../api/request-demo.ts';
import { paths } from '../../routing/paths.ts';
import { BackButton } from '../../components/back-button.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { EmailRequestForm } from './email-request-form.tsx';

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
  const mutation = useRequestDemo();
  const heading = (
    <StepHeading
      step={freeTestTexts.requestStep}
      title={freeTestTexts.requestTitle}
      text={freeTestTexts.requestText}
    />
  );

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        {heading}
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
    <EmailRequestForm
      heading={heading}
      label={freeTestTexts.emailLabel}
      maxLength={ACCOUNT_LIMITS.emailMax}
      error={mutation.error}
      onSubmit={(email) => mutation.mutate({ email }, { onSuccess: onSent })}
    >
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
    </EmailRequestForm>
  );
}

function LoginStep() {
  const mutation = useDemoLogin();
  return (
    <CredentialsForm
      signIn={mutation}
      heading={
        <StepHeading
          step={freeTestTexts.loginStep}
          title={freeTestTexts.loginTitle}
          text={freeTestTexts.loginText}
        />
      }
      actions={({ fill }) => (
        <Group justify="space-between" gap="sm">
          <Button type="submit" size="md" loading={mutation.isPending}>
            {freeTestTexts.loginSubmit}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => fill(DEMO_ACCESS)}>
            {freeTestTexts.useCredentials}
          </Anchor>
        </Group>
      )}
    />
  );
}

/** Free demo: request the demo access by e-mail, then sign in as the demo tenant. */
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
