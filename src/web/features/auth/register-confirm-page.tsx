import { Link } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { pageTexts, registerTexts as texts, validationTexts } from '../../../domain/texts/index.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useConfirmRegistration } from '../../api/register.ts';
import { LoadingState } from '../../components/data-states.tsx';
import { paths } from '../../routing/paths.ts';
import { LinkCard, useConfirmOnce } from './link-confirm.tsx';
import { USERNAME_PARAM } from './sign-in-links.ts';

const page = pageTexts.registerConfirm;

/**
 * The page behind the sign-up mail's link: it confirms the account once on opening and leads to
 * the sign-in with the address filled in. The link is single use, so the call is made once per
 * page, not again when React runs the effect a second time in development.
 */
export function RegisterConfirmPage() {
  const confirm = useConfirmRegistration();
  const token = useConfirmOnce(confirm);

  if (token === null || confirm.isError) {
    const message = token === null ? validationTexts.linkInvalidOrExpired : errorMessage(confirm.error);
    return (
      <LinkCard title={page.title}>
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
      </LinkCard>
    );
  }
  if (confirm.isSuccess)
    return (
      <LinkCard title={page.title}>
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
      </LinkCard>
    );
  return (
    <LinkCard title={page.title}>
      <LoadingState label={texts.confirming} />
    </LinkCard>
  );
}
