import { Fragment, useState } from 'react';
import { Alert, Button, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateDe, todayIso } from '../../../domain/dates.ts';
import { formatMoneyDe } from '../../../domain/money.ts';
import { invoiceScreenTexts, receivedStatementTexts as texts } from '../../../domain/texts/index.ts';
import {
  downloadReceivedStatement,
  useReceivedStatements,
  type ReceivedStatement,
} from '../../api/statements.ts';
import { balanceOf } from '../../components/balance.ts';
import { ListStates } from '../../components/data-states.tsx';
import { useDownload } from '../../components/use-download.ts';
import { receivedFileName } from '../../../domain/statements/file-names.ts';
import { StatementReceipts } from './statement-receipts.tsx';

const receiptTexts = invoiceScreenTexts.tenantReceipts;

function balanceText(balanceCents: number): string {
  const { kind, cents } = balanceOf(balanceCents);
  return kind === 'settled' ? texts.settled : `${texts[kind]} ${formatMoneyDe(cents)}`;
}

interface ReceivedStatementsProps {
  /** Only these statements, e.g. those of one tenancy; all delivered ones without. */
  select?: (statements: readonly ReceivedStatement[]) => ReceivedStatement[];
  emptyMessage?: string;
  caption?: string;
  headingId?: string;
}

/** The statements delivered to the signed-in tenant, newest first, each as its PDF with its receipts. */
export function ReceivedStatements({
  select = (all) => [...all],
  emptyMessage = texts.empty,
  caption = texts.caption,
  headingId = 'tenant-statements-heading',
}: ReceivedStatementsProps) {
  const statements = useReceivedStatements();
  const { busy, error, download } = useDownload();
  const [shown, setShown] = useState<number | null>(null);
  const rows = select(statements.data ?? []).sort(
    (a, b) => b.year - a.year || b.delivered_at.localeCompare(a.delivered_at),
  );

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {texts.heading}
      </Title>
      <ListStates
        status={statements.status}
        count={rows.length}
        emptyMessage={emptyMessage}
        onRetry={() => void statements.refetch()}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.columns.year}</Table.Th>
                <Table.Th>{texts.columns.address}</Table.Th>
                <Table.Th>{texts.columns.period}</Table.Th>
                <Table.Th ta="right">{texts.columns.balance}</Table.Th>
                <Table.Th>{texts.columns.deliveredAt}</Table.Th>
                <Table.Th>{texts.columns.download}</Table.Th>
                <Table.Th>{receiptTexts.heading}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s) => (
                <Fragment key={s.id}>
                  <Table.Tr>
                    <Table.Td>{s.year}</Table.Td>
                    <Table.Td>{s.address}</Table.Td>
                    <Table.Td>
                      {formatDateDe(s.from)} – {formatDateDe(s.to)}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text
                        span
                        fw={600}
                        style={{ whiteSpace: 'nowrap' }}
                        c={s.balance_cents > 0 ? 'orange' : s.balance_cents < 0 ? 'teal' : undefined}
                      >
                        {balanceText(s.balance_cents)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateDe(todayIso(new Date(s.delivered_at)))}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        loading={busy === String(s.id)}
                        aria-label={texts.downloadLabel(s.year, s.address)}
                        onClick={() =>
                          void download(
                            String(s.id),
                            () => downloadReceivedStatement(s.id),
                            receivedFileName(s.year),
                          )
                        }
                      >
                        {texts.download}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-expanded={shown === s.id}
                        aria-controls={`receipts-${s.id}`}
                        onClick={() => setShown((current) => (current === s.id ? null : s.id))}
                      >
                        {shown === s.id ? receiptTexts.hide(s.year) : receiptTexts.show(s.year)}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {shown === s.id && (
                    <Table.Tr id={`receipts-${s.id}`}>
                      <Table.Td colSpan={7}>
                        <StatementReceipts statementId={s.id} year={s.year} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
