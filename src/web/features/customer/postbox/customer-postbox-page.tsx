import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTimeDe } from '../../../../domain/dates.ts';
import { formatMoneyDe } from '../../../../domain/money.ts';
import { documentTitle, letterScreenTexts, postboxScreenTexts } from '../../../../domain/texts/index.ts';
import { downloadLetterPdf, useLetters } from '../../../api/letters.ts';
import { useProperty } from '../../../api/get-property.ts';
import type { DownloadedFile } from '../../../api/client.ts';
import { downloadSentPdf, useCustomerPostbox, type SentPostboxItem } from '../../../api/postbox.ts';
import { BackButton } from '../../../components/back-button.tsx';
import { EmptyState, ListStates } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useDownload } from '../../../components/use-download.ts';
import { inboxHref } from '../../../routing/invoice-links.ts';
import { paths } from '../../../routing/paths.ts';
import { detailHref, selectedId } from '../../../routing/selection.ts';
import { deliveryStatus } from './postbox-rows.ts';

const texts = postboxScreenTexts.customer;
const PAGE_SIZE = 20;
/** The most post letters listed for printing at once; older ones are in the letters list. */
const PRINT_LIMIT = 100;

type PostboxList = ReturnType<typeof useCustomerPostbox>;

const when = (iso: string | null): string => (iso === null ? '–' : formatDateTimeDe(new Date(iso)));

function PdfButton({ title, load }: { title: string; load: (() => Promise<DownloadedFile>) | null }) {
  const { busy, error, download } = useDownload();
  if (load === null) return null;
  return (
    <>
      <Button
        variant="default"
        size="xs"
        loading={busy !== null}
        aria-label={texts.openPdf(title)}
        onClick={() => void download('pdf', load, `${title}.pdf`)}
      >
        {letterScreenTexts.pdfButton}
      </Button>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}

function SentRow({ item }: { item: SentPostboxItem }) {
  return (
    <Table.Tr data-postbox={item.id}>
      <Table.Td>{texts.kinds[item.kind]}</Table.Td>
      <Table.Td>{item.title}</Table.Td>
      <Table.Td>{item.recipient_name}</Table.Td>
      <Table.Td>{postboxScreenTexts.channels[item.channel]}</Table.Td>
      <Table.Td>
        {deliveryStatus(item)}
        {item.mail_error && (
          <Text size="xs" c="red">
            {item.mail_error}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{when(item.sent_at)}</Table.Td>
      <Table.Td>
        {item.opened_at ? (
          postboxScreenTexts.opened(when(item.opened_at))
        ) : (
          <Text size="sm" c="dimmed">
            {postboxScreenTexts.notOpened}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <PdfButton title={item.title} load={item.pdf_url ? () => downloadSentPdf(item) : null} />
      </Table.Td>
    </Table.Tr>
  );
}

function SentSection({
  list,
  page,
  setPage,
}: {
  list: PostboxList;
  page: number;
  setPage: (page: number) => void;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="postbox-sent-heading">
      <Title order={2} size="h3" id="postbox-sent-heading">
        {texts.sentHeading}
      </Title>
      <PagedTable
        list={list}
        paging={{ page, pageSize: PAGE_SIZE, setPage }}
        caption={texts.sentCaption}
        columns={Object.values(texts.columns)}
        emptyMessage={texts.sentEmpty}
        minWidth={900}
      >
        {(item) => <SentRow key={item.id} item={item} />}
      </PagedTable>
    </Stack>
  );
}

/** Letters to tenants who receive paper: sent through the Postbox, still to be printed and posted. */
function PrintSection({ propertyId }: { propertyId: number }) {
  const letters = useLetters(propertyId, PRINT_LIMIT, 0);
  const toPrint = (letters.data?.rows ?? []).filter((l) => l.channel === 'post');
  return (
    <Stack gap="sm" component="section" aria-labelledby="postbox-print-heading">
      <Title order={2} size="h3" id="postbox-print-heading">
        {texts.printHeading}
      </Title>
      <Text size="sm" c="dimmed">
        {texts.printIntro}
      </Text>
      <ListStates
        status={letters.status}
        count={toPrint.length}
        emptyMessage={texts.printEmpty}
        onRetry={() => void letters.refetch()}
      >
        <Stack gap="xs">
          {toPrint.map((letter) => (
            <Paper key={letter.id} withBorder p="sm" radius="sm">
              <Stack gap={4}>
                <Text fw={600}>{letter.title}</Text>
                <Text size="sm">
                  {letter.recipient_name} · {when(letter.sent_at)}
                </Text>
                <div>
                  <PdfButton title={letter.title} load={() => downloadLetterPdf(letter.id)} />
                </div>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </ListStates>
    </Stack>
  );
}

function IncomingSection({ propertyId, list }: { propertyId: number; list: PostboxList }) {
  const inbox = list.data?.inbox;
  const money = (cents: number | null) => (cents === null ? '–' : formatMoneyDe(cents));
  return (
    <Stack gap="sm" component="section" aria-labelledby="postbox-incoming-heading">
      <Title order={2} size="h3" id="postbox-incoming-heading">
        {texts.incomingHeading}
      </Title>
      <Text size="sm" c="dimmed">
        {texts.incomingIntro}
      </Text>
      {inbox && <Text>{texts.incomingCount(inbox.total, inbox.open)}</Text>}
      {inbox && inbox.newest.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Caption>{texts.incomingCaption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {Object.values(texts.incomingColumns).map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inbox.newest.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Anchor component={Link} to={inboxHref(propertyId, invoice.id)}>
                      {invoice.file_name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{invoice.seller_name ?? '–'}</Table.Td>
                  <Table.Td>{money(invoice.gross_cents)}</Table.Td>
                  <Table.Td>{when(invoice.received_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <div>
        <Anchor component={Link} to={inboxHref(propertyId)}>
          {texts.inboxLink}
        </Anchor>
      </div>
    </Stack>
  );
}

function PostboxSections({ propertyId }: { propertyId: number }) {
  const [page, setPage] = useState(1);
  const list = useCustomerPostbox(propertyId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  return (
    <>
      <SentSection list={list} page={page} setPage={setPage} />
      <PrintSection propertyId={propertyId} />
      <IncomingSection propertyId={propertyId} list={list} />
    </>
  );
}

/**
 * The landlord's Postbox of a property (`?property_id=`): what went to the tenants with channel,
 * status and the tenant's first opening as proof of receipt, the letters to print, and what came in.
 */
export function CustomerPostboxPage() {
  const id = selectedId('property');
  const property = useProperty(id);
  return (
    <Container size="lg" py="xl">
      <BackButton
        to={
          id === null ? paths.customerDashboard : detailHref(paths.customerPropertyDetail, { property: id })
        }
        label={texts.back}
      />
      <PageHeader
        title={texts.title}
        description={property.data?.address ?? texts.description}
        tabTitle={documentTitle(texts.title)}
      />
      {id === null ? (
        <EmptyState message={texts.noProperty} />
      ) : (
        <Stack gap={40}>
          <Text>{texts.description}</Text>
          <div>
            <Anchor component={Link} to={paths.customerTemplates}>
              {texts.lettersLink}
            </Anchor>
          </div>
          <PostboxSections propertyId={id} />
        </Stack>
      )}
    </Container>
  );
}
