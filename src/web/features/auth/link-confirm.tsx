import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Container, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { documentTitle } from '../../../domain/texts/index.ts';

/** The card of a page behind a mailed link: its title as the page's heading and tab title. */
export function LinkCard({ title, children }: { title: string; children: ReactNode }) {
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

/**
 * The link's `token` (null when missing), sent to `confirm` once on opening. The link is single
 * use, so the call is made once per page, not again when React runs the effect a second time in
 * development.
 */
export function useConfirmOnce(confirm: { mutate: (body: { token: string }) => void }): string | null {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (token === null || sent.current === token) return;
    sent.current = token;
    confirm.mutate({ token });
  }, [token, confirm]);
  return token;
}
