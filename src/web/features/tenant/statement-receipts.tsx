import { useState } from 'react';
import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { formatMoneyDe } from '../../../domain/money.ts';
import { invoiceScreenTexts } from '../../../domain/texts/index.ts';
import { errorMessage } from '../../api/api-error.ts';
import { downloadTenantReceipt, useTenantReceipts, type TenantReceipt } from '../../api/invoices.ts';
import { ListStates } from '../../components/data-states.tsx';
import { saveFile } from '../../components/save-file.ts';

const texts = invoiceScreenTexts.tenantReceipts;
const collator = new Intl.Collator('de');

/** Receipts in the order of the statement's cost lines: by cost type, then by file name. */
export function receiptsByCostLine(receipts: readonly TenantReceipt[]): TenantReceipt[] {
  return [...receipts].sort(
    (a, b) =>
      collator.compare(a.category_name, b.category_name) || collator.compare(a.file_name, b.file_name),
  );
}

/**
 * Opens a receipt in a new tab. The tab is opened at once, inside the click, since a tab opened
 * after the download would be blocked as a pop-up; the file follows as a blob address. Where no
 * tab may open at all, the file is saved instead.
 */
async function openReceipt(statementId: number, receipt: TenantReceipt): Promise<string | null> {
  const tab = window.open('', '_blank');
  const file = await downloadTenantReceipt(statementId, receipt.invoice_id).catch((error: unknown) => {
    tab?.close();
    throw error;
  });
  if (!tab) {
    saveFile(file.blob, file.filename ?? receipt.file_name);
    return texts.popupBlocked;
  }
  const url = URL.createObjectURL(file.blob);
  tab.location.href = url;
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}

/** The receipts behind a finalized statement's costs, which the tenant may inspect (§259 BGB). */
export function StatementReceipts({ statementId, year }: { statementId: number; year: number }) {
  const receipts = useTenantReceipts(statementId);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const rows = receiptsByCostLine(receipts.data ?? []);

  const open = async (receipt: TenantReceipt) => {
    setBusy(receipt.invoice_id);
    setMessage(null);
    try {
      const note = await openReceipt(statementId, receipt);
      if (note) setMessage({ error: false, text: note });
    } catch (error) {
      setMessage({ error: true, text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm">{texts.intro(year)}</Text>
      <ListStates
        status={receipts.status}
        count={rows.length}
        emptyMessage={texts.empty}
        onRetry={() => void receipts.refetch()}
      >
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Caption>{texts.caption(year)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.columns.category}</Table.Th>
                <Table.Th>{texts.columns.file}</Table.Th>
                <Table.Th ta="right">{texts.columns.amount}</Table.Th>
                <Table.Th>{texts.columns.open}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((receipt) => (
                <Table.Tr key={receipt.invoice_id}>
                  <Table.Td>{receipt.category_name}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{receipt.file_name}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {receipt.gross_cents === null ? '' : formatMoneyDe(receipt.gross_cents)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy === receipt.invoice_id}
                      aria-label={texts.openLabel(receipt.file_name, receipt.category_name)}
                      onClick={() => void open(receipt)}
                    >
                      {texts.open}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
      {message && (
        <Alert
          color={message.error ? 'red' : 'blue'}
          variant="light"
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
