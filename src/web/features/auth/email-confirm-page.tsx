import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DASHBOARD_BY_ROLE } from '../../../domain/roles.ts';
import { documentTitle, emailChangeTexts, pageTexts, validationTexts } from '../../../domain/texts/index.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useConfirmEmailChange } from '../../api/email-change.ts';
import { LoadingState } from '../../components/data-states.tsx';
import { paths } from '../../routing/paths.ts';
import { useSession } from '../../session/use-session.ts';

const page = pageTexts.emailConfirm;

function Card({ children }: { children: ReactNode }) {
  useDocumentTitle(documentTitle(page.title));
  return (
    <Container size={460} py={48}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {page.title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** Where to go next: the own dashboard when signed in here, else the sign-in. */
function NextStep() {
  const session = useSession();
  return session ? (
    <Button component={Link} to={DASHBOARD_BY_ROLE[session.user.role]} size="md" fullWidth>
      {emailChangeTexts.toDashboard}
    </Button>
  ) : (
    <Button component={Link} to={paths.login} size="md" fullWidth>
      {emailChangeTexts.toLogin}
    </Button>
  );
}

/**
 * The page behind the link mailed to a new address: it confirms the address once on opening and
 * says whether that worked. The link is single use, so the call is made once per page, not again
 * when React runs the effect a second time in development.
 */
export function EmailConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const confirm = useConfirmEmailChange();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (token === null || sent.current === token) return;
    sent.current = token;
    confirm.mutate({ token });
  }, [token, confirm]);

  if (token === null || confirm.isError) {
    const message = token === null ? validationTexts.linkInvalidOrExpired : errorMessage(confirm.error);
    return (
      <Card>
        <Alert color="red" variant="light" role="alert" title={emailChangeTexts.confirmFailedTitle}>
          {message}
          {message === validationTexts.linkInvalidOrExpired && ` ${emailChangeTexts.linkInvalidHelp}`}
        </Alert>
        <NextStep />
      </Card>
    );
  }
  if (confirm.isSuccess)
    return (
      <Card>
        <Alert color="green" variant="light" role="status">
          {emailChangeTexts.confirmed(confirm.data.email)}
        </Alert>
        <NextStep />
      </Card>
    );
  return (
    <Card>
      <LoadingState label={emailChangeTexts.confirming} />
    </Card>
  );
}
