import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTimeDe } from '../../../../domain/dates.ts';
import { documentTitle, letterScreenTexts, postboxScreenTexts } from '../../../../domain/texts/index.ts';
import { useInvoices } from '../../../api/invoices.ts';
import { downloadLetterPdf, useLetters } from '../../../api/letters.ts';
import { useProperty } from '../../../api/get-property.ts';
import { useCustomerPostbox, type CustomerPostboxItem } from '../../../api/postbox.ts';
import { BackButton } from '../../../components/back-button.tsx';
import { EmptyState, ListStates } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useDownload } from '../../../components/use-download.ts';
import { inboxHref } from '../../../routing/invoice-links.ts';
import { paths } from '../../../routing/paths.ts';
import { detailHref, selectedId } from '../../../routing/selection.ts';
import { deliveryStatus, letterIdOf } from './postbox-rows.ts';

const texts = postboxScreenTexts.customer;
const PAGE_SIZE = 20;
/** The most post letters listed for printing at once; older ones are in the letters list. */
const PRINT_LIMIT = 100;

const when = (iso: string | null) => (iso === null ? '–' : formatDateTimeDe(new Date(iso)));

function PdfButton({ title, letterId }: { title: string; letterId: number | null }) {
  const { busy, error, download } = useDownload();
  if (letterId === null) return null;
  return (
    <>
      <Button
        variant="default"
        size="xs"
        loading={busy !== null}
        aria-label={texts.openPdf(title)}
        onClick={() => void download('pdf', () => downloadLetterPdf(letterId), `${title}.pdf`)}
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

function SentRow({ item }: { item: CustomerPostboxItem }) {
  return (
    <Table.Tr data-postbox={item.id}>
      <Table.Td>{texts.kinds[item.kind]}</Table.Td>
      <Table.Td>{item.title}</Table.Td>
      <Table.Td>{item.recipient_name ?? '–'}</Table.Td>
      <Table.Td>{item.channel ? postboxScreenTexts.channels[item.channel] : '–'}</Table.Td>
      <Table.Td>{deliveryStatus(item)}</Table.Td>
      <Table.Td>{when(item.sent_at)}</Table.Td>
      <Table.Td>
        {item.opened_at ? (
          postboxScreenTexts.opened(when(item.opened_at))
        ) : (
          <Badge color="gray" variant="light">
            {postboxScreenTexts.notOpened}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <PdfButton title={item.title} letterId={letterIdOf(item)} />
      </Table.Td>
    </Table.Tr>
  );
}

function SentSection({ propertyId }: { propertyId: number }) {
  const [page, setPage] = useState(1);
  const list = useCustomerPostbox(propertyId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
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
                  <PdfButton title={letter.title} letterId={letter.id} />
                </div>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </ListStates>
    </Stack>
  );
}

function IncomingSection({ propertyId }: { propertyId: number }) {
  const invoices = useInvoices(propertyId, { limit: 1, offset: 0 });
  return (
    <Stack gap="sm" component="section" aria-labelledby="postbox-incoming-heading">
      <Title order={2} size="h3" id="postbox-incoming-heading">
        {texts.incomingHeading}
      </Title>
      <Text size="sm" c="dimmed">
        {texts.incomingIntro}
      </Text>
      {invoices.status === 'success' && <Text>{texts.incomingCount(invoices.data.total)}</Text>}
      <div>
        <Anchor component={Link} to={inboxHref(propertyId)}>
          {texts.inboxLink}
        </Anchor>
      </div>
    </Stack>
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
          <SentSection propertyId={id} />
          <PrintSection propertyId={id} />
          <IncomingSection propertyId={id} />
        </Stack>
      )}
    </Container>
  );
}
