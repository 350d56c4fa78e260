import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { deleteInvoice, rejectInvoice, type InvoiceRecord } from '../../../api/invoices.ts';
import { ArmedButton } from '../../../components/armed-button.tsx';

const texts = invoiceScreenTexts;

interface RejectPanelProps {
  invoice: InvoiceRecord;
  onRejected: (invoice: InvoiceRecord) => void;
  onDeleted: () => void;
}

/** Rejecting with a reason, and deleting: both only while the invoice is not approved. */
export function RejectPanel({ invoice, onRejected, onDeleted }: RejectPanelProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canReject = invoice.status !== 'rejected';

  const reject = async () => {
    if (reason.trim() === '') return setError(texts.reject.reasonRequired);
    setError(null);
    setBusy(true);
    setFailure(null);
    try {
      onRejected(await rejectInvoice(invoice.id, reason.trim()));
      setReason('');
    } catch (failed) {
      setFailure(errorMessage(failed));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setFailure(null);
    try {
      await deleteInvoice(invoice.id);
      onDeleted();
    } catch (failed) {
      setFailure(errorMessage(failed));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoice-reject-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="invoice-reject-heading">
          {texts.reject.heading}
        </Title>
        {canReject && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void reject();
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={texts.reject.reason}
                value={reason}
                error={error}
                autosize
                minRows={2}
                maxLength={500}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
              <Group>
                <Button type="submit" color="red" variant="light" loading={busy}>
                  {texts.reject.submit}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <Group>
          <ArmedButton
            steps={texts.remove.steps}
            aria-label={texts.remove.label(invoice.file_name)}
            onConfirm={() => void remove()}
          />
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** Why an approved invoice offers no delete: it is the receipt of a cost line. */
export function ApprovedKeptNote() {
  return (
    <Text size="sm" c="dimmed">
      {texts.remove.approvedKept}
    </Text>
  );
}
