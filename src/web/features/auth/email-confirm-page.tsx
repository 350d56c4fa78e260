import { Link } from 'react-router';
import { Alert, Button } from '@mantine/core';
import { DASHBOARD_BY_ROLE } from '../../../domain/roles.ts';
import { emailChangeTexts, pageTexts, validationTexts } from '../../../domain/texts/index.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useConfirmEmailChange } from '../../api/email-change.ts';
import { LoadingState } from '../../components/data-states.tsx';
import { paths } from '../../routing/paths.ts';
import { LinkCard, useConfirmOnce } from './link-confirm.tsx';
import { useSession } from '../../session/use-session.ts';

const page = pageTexts.emailConfirm;

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
  const confirm = useConfirmEmailChange();
  const token = useConfirmOnce(confirm);

  if (token === null || confirm.isError) {
    const message = token === null ? validationTexts.linkInvalidOrExpired : errorMessage(confirm.error);
    return (
      <LinkCard title={page.title}>
        <Alert color="red" variant="light" role="alert" title={emailChangeTexts.confirmFailedTitle}>
          {message}
          {message === validationTexts.linkInvalidOrExpired && ` ${emailChangeTexts.linkInvalidHelp}`}
        </Alert>
        <NextStep />
      </LinkCard>
    );
  }
  if (confirm.isSuccess)
    return (
      <LinkCard title={page.title}>
        <Alert color="green" variant="light" role="status">
          {emailChangeTexts.confirmed(confirm.data.email)}
        </Alert>
        <NextStep />
      </LinkCard>
    );
  return (
    <LinkCard title={page.title}>
      <LoadingState label={emailChangeTexts.confirming} />
    </LinkCard>
  );
}
