import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateDe, formatTimeDe, todayIso } from '../../../../domain/dates.ts';
import { statementScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { draftKey } from '../../../api/billing-drafts.ts';
import {
  deliverStatements,
  finalizeStatements,
  reopenStatements,
  statementsKey,
  type Delivery,
  useDeliveries,
  deliveriesKey,
} from '../../../api/statements.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

const texts = statementScreenTexts;

type Dialog = 'finalize' | 'reopen' | 'resend' | null;

/** A moment in Germany: "15.03.2026, 11:00". */
const momentDe = (iso: string) => {
  const at = new Date(iso);
  return `${formatDateDe(todayIso(at))}, ${formatTimeDe(at)}`;
};

function DeliveryTable({ deliveries }: { deliveries: readonly Delivery[] }) {
  const columns = texts.deliver.columns;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="delivery-result">
        <Table.Caption>{texts.deliver.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.tenant}</Table.Th>
            <Table.Th>{columns.method}</Table.Th>
            <Table.Th>{columns.recipient}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
            <Table.Th>{columns.sentAt}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((d) => (
            <Table.Tr key={d.tenant_id}>
              <Table.Td>{d.name}</Table.Td>
              <Table.Td>{texts.deliver.methods[d.method]}</Table.Td>
              <Table.Td>{d.recipient ?? texts.deliver.notSent}</Table.Td>
              <Table.Td>
                <Text
                  span
                  c={d.status === 'failed' ? 'red' : undefined}
                  fw={d.status === 'failed' ? 600 : undefined}
                >
                  {texts.deliver.statuses[d.status]}
                </Text>
              </Table.Td>
              <Table.Td>{d.sent_at ? momentDe(d.sent_at) : texts.deliver.notSent}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface ClosingPanelProps {
  propertyId: number;
  year: number;
  finalized: boolean;
  errorCount: number;
  isAdmin: boolean;
  onDownloadAll: () => void;
  downloadingAll: boolean;
}

/**
 * Finalizing, delivering and (for admins) reopening. Each step is confirmed in a dialog where it
 * cannot be undone by the landlord; the server refuses the steps out of order with a 409 whose
 * message is shown as it is.
 */
export function ClosingPanel({
  propertyId,
  year,
  finalized,
  errorCount,
  isAdmin,
  onDownloadAll,
  downloadingAll,
}: ClosingPanelProps) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<'finalize' | 'reopen' | 'deliver' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [sent, setDeliveries] = useState<Delivery[] | null>(null);
  // After a reload the deliveries come from the server; a send shows its own answer at once.
  const stored = useDeliveries(propertyId, year, finalized);
  const deliveries = sent ?? (stored.data?.deliveries.length ? stored.data.deliveries : null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: statementsKey(propertyId, year), exact: true }),
      queryClient.invalidateQueries({ queryKey: deliveriesKey(propertyId, year) }),
      // Finalizing closes the year's draft and its billing year; the cost screens must see it.
      queryClient.invalidateQueries({ queryKey: draftKey(propertyId, year) }),
      queryClient.invalidateQueries({ queryKey: ['properties', propertyId, 'billing-years'] }),
    ]);

  const run = async (kind: 'finalize' | 'reopen' | 'deliver', action: () => Promise<string | null>) => {
    setBusy(kind);
    setNotice(null);
    try {
      const done = await action();
      if (done) setNotice({ ok: true, text: done });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
      // A refusal (409) usually means the data changed meanwhile: show the current checks.
      await refresh();
    } finally {
      setBusy(null);
      setDialog(null);
    }
  };

  const finalize = () =>
    run('finalize', async () => {
      await finalizeStatements(propertyId, year);
      await refresh();
      return texts.finalize.done;
    });
  const reopen = () =>
    run('reopen', async () => {
      await reopenStatements(propertyId, year);
      setDeliveries(null);
      await refresh();
      return texts.reopen.done;
    });
  const deliver = (resend: boolean) =>
    run('deliver', async () => {
      const answer = await deliverStatements(propertyId, year, resend);
      setDeliveries(answer.deliveries);
      return null;
    });

  const blocked = errorCount > 0;
  const queued = deliveries?.some((d) => d.status === 'queued') ?? false;
  const byPost = deliveries?.some((d) => d.method === 'post') ?? false;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="statement-closing-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="statement-closing-heading">
          {texts.closingHeading}
        </Title>
        <Group gap="sm" align="flex-start">
          {!finalized && (
            <Stack gap={4}>
              <Button onClick={() => setDialog('finalize')} disabled={blocked} loading={busy === 'finalize'}>
                {texts.finalize.button}
              </Button>
              {blocked && (
                <Text size="sm" c="red">
                  {texts.finalize.blocked}
                </Text>
              )}
            </Stack>
          )}
          {finalized && (
            <Button onClick={() => void deliver(false)} loading={busy === 'deliver' && dialog === null}>
              {texts.deliver.button}
            </Button>
          )}
          <Stack gap={4}>
            <Button variant="default" onClick={onDownloadAll} loading={downloadingAll}>
              {texts.statements.downloadAll}
            </Button>
            <Text size="xs" c="dimmed" maw={280}>
              {texts.statements.downloadAllHint}
            </Text>
          </Stack>
          {finalized && isAdmin && (
            <Button
              variant="default"
              color="red"
              onClick={() => setDialog('reopen')}
              loading={busy === 'reopen'}
            >
              {texts.reopen.button}
            </Button>
          )}
        </Group>
        {finalized && <Text c="dimmed">{texts.deliver.intro}</Text>}
        {notice && (
          <Alert color={notice.ok ? 'teal' : 'red'} variant="light" role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
        {finalized && deliveries && (
          <Stack gap="sm">
            <DeliveryTable deliveries={deliveries} />
            {byPost && <Text size="sm">{texts.deliver.postHint}</Text>}
            <Group gap="sm">
              {queued && (
                <Button variant="default" onClick={() => void deliver(false)} loading={busy === 'deliver'}>
                  {texts.deliver.refresh}
                </Button>
              )}
              <Button variant="default" onClick={() => setDialog('resend')} disabled={busy !== null}>
                {texts.deliver.resend}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>

      <ConfirmDialog
        opened={dialog === 'finalize'}
        title={texts.finalize.title}
        message={texts.finalize.message(year)}
        confirmLabel={texts.finalize.confirm}
        cancelLabel={texts.finalize.cancel}
        onConfirm={() => void finalize()}
        onCancel={() => setDialog(null)}
        loading={busy === 'finalize'}
      />
      <ConfirmDialog
        opened={dialog === 'reopen'}
        title={texts.reopen.title}
        message={texts.reopen.message}
        confirmLabel={texts.reopen.confirm}
        cancelLabel={texts.finalize.cancel}
        onConfirm={() => void reopen()}
        onCancel={() => setDialog(null)}
        loading={busy === 'reopen'}
        danger
      />
      <ConfirmDialog
        opened={dialog === 'resend'}
        title={texts.deliver.resendTitle}
        message={texts.deliver.resendMessage}
        confirmLabel={texts.deliver.resendConfirm}
        cancelLabel={texts.finalize.cancel}
        onConfirm={() => void deliver(true)}
        onCancel={() => setDialog(null)}
        loading={busy === 'deliver'}
      />
    </Paper>
  );
}
