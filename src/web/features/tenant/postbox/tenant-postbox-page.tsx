import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTimeDe } from '../../../../domain/dates.ts';
import { documentTitle, postboxScreenTexts } from '../../../../domain/texts/index.ts';
import {
  downloadPostboxPdf,
  tenantPostboxKey,
  useTenantPostbox,
  type TenantPostboxItem,
} from '../../../api/postbox.ts';
import { BackButton } from '../../../components/back-button.tsx';
import { ErrorState, ListStates, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PdfFrame } from '../../../components/pdf-frame.tsx';
import { paths } from '../../../routing/paths.ts';
import { newestFirst } from './postbox-order.ts';

const texts = postboxScreenTexts.tenant;

const when = (iso: string) => formatDateTimeDe(new Date(iso));

/** The opened document: fetching it records the first opening, so the list is reloaded after. */
function OpenedDocument({ item }: { item: TenantPostboxItem }) {
  const queryClient = useQueryClient();
  const pdf = useQuery({
    queryKey: ['tenant', 'postbox', item.id, 'pdf'] as const,
    queryFn: async () => {
      const file = await downloadPostboxPdf(item.id);
      void queryClient.invalidateQueries({ queryKey: tenantPostboxKey, exact: true });
      return file;
    },
    staleTime: Infinity,
  });
  if (pdf.status === 'pending') return <LoadingState label={texts.opening} />;
  if (pdf.status === 'error') return <ErrorState onRetry={() => void pdf.refetch()} />;
  return (
    <PdfFrame
      file={pdf.data}
      title={texts.frame(item.title)}
      fallbackName={`${item.title}.pdf`}
      downloadLabel={texts.download}
      testId="postbox-pdf"
    />
  );
}

function PostboxEntry({
  item,
  open,
  onToggle,
}: {
  item: TenantPostboxItem;
  open: boolean;
  onToggle: () => void;
}) {
  const headingId = `postbox-item-${item.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={headingId}
      data-postbox={item.id}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {texts.kinds[item.kind]}
            </Text>
            <Title order={2} size="h4" id={headingId}>
              {item.title}
            </Title>
            <Text size="sm">{texts.received(when(item.created_at))}</Text>
          </Stack>
          {item.opened_at === null ? (
            <Badge color="blue" variant="filled" data-testid="postbox-unopened">
              {texts.unopened}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {postboxScreenTexts.opened(when(item.opened_at))}
            </Text>
          )}
        </Group>
        <div>
          <Button
            variant={open ? 'default' : 'filled'}
            size="xs"
            aria-label={open ? `${texts.close}: ${item.title}` : texts.open(item.title)}
            aria-expanded={open}
            onClick={onToggle}
          >
            {open ? texts.close : texts.openShort}
          </Button>
        </div>
        {open && <OpenedDocument item={item} />}
      </Stack>
    </Paper>
  );
}

/** The tenant's Postbox: statements and letters from the landlord, newest first, new ones marked in words. */
export function TenantPostboxPage() {
  const postbox = useTenantPostbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const items = newestFirst(postbox.data ?? []);
  return (
    <Container size="md" py="xl">
      <BackButton to={paths.tenantDashboard} label={texts.back} />
      <PageHeader title={texts.title} description={texts.description} tabTitle={documentTitle(texts.title)} />
      <ListStates
        status={postbox.status}
        count={items.length}
        emptyMessage={texts.empty}
        onRetry={() => void postbox.refetch()}
      >
        <Stack gap="md" aria-label={texts.caption} role="list">
          {items.map((item) => (
            <div role="listitem" key={item.id}>
              <PostboxEntry
                item={item}
                open={openId === item.id}
                onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
              />
            </div>
          ))}
        </Stack>
      </ListStates>
    </Container>
  );
}
