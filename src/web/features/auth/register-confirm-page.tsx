import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  documentTitle,
  pageTexts,
  registerTexts as texts,
  validationTexts,
} from '../../../domain/texts/index.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useConfirmRegistration } from '../../api/register.ts';
import { LoadingState } from '../../components/data-states.tsx';
import { paths } from '../../routing/paths.ts';
import { USERNAME_PARAM } from './sign-in-links.ts';

const page = pageTexts.registerConfirm;

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

/**
 * The page behind the sign-up mail's link: it confirms the account once on opening and leads to
 * the sign-in with the address filled in. The link is single use, so the call is made once per
 * page, not again when React runs the effect a second time in development.
 */
export function RegisterConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const confirm = useConfirmRegistration();
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
        <Alert color="red" variant="light" role="alert" title={texts.confirmFailedTitle}>
          {message}
          {message === validationTexts.linkInvalidOrExpired && ` ${texts.linkInvalidHelp}`}
        </Alert>
        <Stack gap="sm">
          <Button component={Link} to={paths.login} size="md" fullWidth>
            {texts.toLogin}
          </Button>
          <Button component={Link} to={paths.register} variant="default" size="md" fullWidth>
            {texts.toRegister}
          </Button>
        </Stack>
      </Card>
    );
  }
  if (confirm.isSuccess)
    return (
      <Card>
        <Alert color="green" variant="light" role="status">
          {texts.confirmed}
        </Alert>
        <Button
          component={Link}
          to={`${paths.login}?${USERNAME_PARAM}=${encodeURIComponent(confirm.data.username)}`}
          size="md"
          fullWidth
        >
          {texts.toLogin}
        </Button>
      </Card>
    );
  return (
    <Card>
      <LoadingState label={texts.confirming} />
    </Card>
  );
}
