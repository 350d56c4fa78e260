import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Grid, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTimeDe } from '../../../../domain/dates.ts';
import { formatMoneyDe } from '../../../../domain/money.ts';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';
import { ApiError } from '../../../api/api-error.ts';
import {
  invoiceKey,
  invoicesKey,
  useInvoice,
  type InvoiceApproval,
  type InvoiceRecord,
} from '../../../api/invoices.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { inboxHref } from '../../../routing/invoice-links.ts';
import { ApprovedNotice, ApprovePanel } from './approve-panel.tsx';
import { StatusBadge } from './invoice-badges.tsx';
import { InvoiceFields } from './invoice-fields.tsx';
import { OriginalView } from './original-view.tsx';
import { ApprovedKeptNote, RejectPanel } from './reject-panel.tsx';

const texts = invoiceScreenTexts.detail;

interface InvoiceDetailProps {
  propertyId: number;
  invoiceId: number;
  onClose: () => void;
}

/** One invoice beside its original: the facts, the fields to correct, and the decision. */
export function InvoiceDetail({ propertyId, invoiceId, onClose }: InvoiceDetailProps) {
  const invoice = useInvoice(invoiceId);
  const queryClient = useQueryClient();
  const [approval, setApproval] = useState<InvoiceApproval | null>(null);

  const changed = (next: InvoiceRecord) => {
    queryClient.setQueryData(invoiceKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: invoicesKey(propertyId) });
  };
  const back = (
    <Button component={Link} to={inboxHref(propertyId)} variant="default" size="xs">
      {texts.back}
    </Button>
  );

  if (invoice.status === 'pending') return <LoadingState label={texts.loading} />;
  if (invoice.status === 'error') {
    const missing = invoice.error instanceof ApiError && invoice.error.status === 404;
    return (
      <Stack gap="sm" align="flex-start">
        <ErrorState
          message={missing ? texts.notFound : undefined}
          onRetry={missing ? undefined : () => void invoice.refetch()}
        />
        {back}
      </Stack>
    );
  }
  const record = invoice.data;
  return (
    <Stack gap="md" component="section" aria-labelledby="invoice-detail-heading">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h3" id="invoice-detail-heading" style={{ wordBreak: 'break-word' }}>
            {texts.heading(record.file_name)}
          </Title>
          <Facts invoice={record} />
        </Stack>
        {back}
      </Group>
      <Notices invoice={record} propertyId={propertyId} />
      {approval && <ApprovedNotice propertyId={propertyId} approval={approval} />}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {texts.original}
            </Title>
            <OriginalView invoice={record} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="lg">
            <InvoiceFields key={`${record.id}-${record.status}`} invoice={record} onSaved={changed} />
            <Lines invoice={record} />
            {record.status !== 'approved' && (
              <ApprovePanel
                key={`approve-${record.id}-${record.suggestion.year ?? ''}-${record.suggestion.cost_category_id ?? ''}`}
                invoice={record}
                onApproved={(result) => {
                  setApproval(result);
                  changed(result.invoice);
                }}
              />
            )}
            {record.status === 'approved' ? (
              <ApprovedKeptNote />
            ) : (
              <RejectPanel
                invoice={record}
                onRejected={changed}
                onDeleted={() => {
                  queryClient.removeQueries({ queryKey: invoiceKey(record.id) });
                  void queryClient.invalidateQueries({ queryKey: invoicesKey(propertyId) });
                  onClose();
                }}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Facts({ invoice }: { invoice: InvoiceRecord }) {
  return (
    <Group gap="sm" wrap="wrap">
      <StatusBadge status={invoice.status} />
      <Text size="sm" c="dimmed">
        {invoice.format ? texts.format(invoiceScreenTexts.formats[invoice.format]) : texts.noFormat}
      </Text>
      <Text size="sm" c="dimmed">
        {texts.received(texts.via[invoice.received_via], formatDateTimeDe(new Date(invoice.received_at)))}
      </Text>
    </Group>
  );
}

/** Problems, a duplicate, a cost that is no operating cost, a rejection: shown before the fields. */
function Notices({ invoice, propertyId }: { invoice: InvoiceRecord; propertyId: number }) {
  const { suggestion } = invoice;
  return (
    <>
      {invoice.status === 'approved' && invoice.approved_year !== null && (
        <Alert color="green" variant="light">
          {texts.approved(invoice.approved_year)}
        </Alert>
      )}
      {invoice.status === 'rejected' && invoice.rejection_reason && (
        <Alert color="gray" variant="light">
          {texts.rejected(invoice.rejection_reason)}
        </Alert>
      )}
      {!suggestion.allocatable && (
        <Alert color="orange" variant="filled" title={texts.notAllocatable}>
          {suggestion.reason ?? texts.notAllocatableText}
        </Alert>
      )}
      {invoice.duplicate_of !== null && (
        <Alert color="red" variant="light" title={texts.duplicate}>
          <Anchor component={Link} to={inboxHref(propertyId, invoice.duplicate_of)}>
            {texts.openOriginalOf}
          </Anchor>
        </Alert>
      )}
      {invoice.problems.length > 0 && (
        <Alert color="yellow" variant="light" title={texts.problems}>
          <List size="sm">
            {invoice.problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}

function Lines({ invoice }: { invoice: InvoiceRecord }) {
  if (invoice.lines.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="invoice-lines-heading">
      <Title order={3} size="h5" id="invoice-lines-heading">
        {texts.lines}
      </Title>
      <Table.ScrollContainer minWidth={360}>
        <Table>
          <Table.Caption>{texts.linesCaption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.lineDescription}</Table.Th>
              <Table.Th ta="right">{texts.lineNet}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line, i) => (
              <Table.Tr key={i}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {line.net_cents === null ? invoiceScreenTexts.list.unknown : formatMoneyDe(line.net_cents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
