import { Link } from 'react-router';
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DASHBOARD_BY_ROLE } from '../../../domain/roles.ts';
import { CONTACT_EMAIL, documentTitle, notFoundTexts } from '../../../domain/texts/index.ts';
import { useSiteInfo } from '../../api/get-site-info.ts';
import { paths } from '../../routing/paths.ts';
import { useSession } from '../../session/use-session.ts';

export function NotFoundPage() {
  useDocumentTitle(documentTitle(notFoundTexts.title));
  const role = useSession()?.user.role;
  // For a signed-in user the start page is the dashboard; `/` would only redirect there.
  const start = role ? DASHBOARD_BY_ROLE[role] : paths.landing;
  // The configured support address; the catalogue's address until the answer is there or if it fails.
  const contactEmail = useSiteInfo().data?.supportEmail ?? CONTACT_EMAIL;

  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="lg" ta="center">
        <Text fz={72} fw={800} lh={1} c="dimmed" aria-hidden="true">
          404
        </Text>
        <Title order={1}>{notFoundTexts.title}</Title>
        <Text c="dimmed" size="lg">
          {notFoundTexts.description}
        </Text>
        <Button component={Link} to={start} size="md">
          {notFoundTexts.backToStart}
        </Button>
        <Text size="sm" c="dimmed">
          {notFoundTexts.contactHint}{' '}
          <Anchor href={`mailto:${contactEmail}`} size="sm">
            {contactEmail}
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
