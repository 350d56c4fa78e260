import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { printedIban } from '../../../../domain/bank/iban.ts';
import { formatMoneyDe } from '../../../../domain/money.ts';
import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { downloadRefundsFile, useRefunds } from '../../../api/payments.ts';
import { useStatementYears } from '../../../api/statements.ts';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { useDownload } from '../../../components/use-download.ts';
import { refundsWithoutIban } from './payments-view.ts';

const texts = paymentsScreenTexts.refunds;

/**
 * The refunds (Guthaben) of a finalized year as one SEPA transfer file; tenants with a refund but
 * no IBAN are named, since the file cannot carry them and the landlord pays them otherwise.
 */
export function RefundsPanel({ propertyId, year }: { propertyId: number; year: number }) {
  const years = useStatementYears(propertyId);
  const finalized = years.data?.find((y) => y.year === year)?.status === 'finalized';
  const refunds = useRefunds(propertyId, year, finalized);
  const { busy, error, download } = useDownload();
  const list = refunds.data?.refunds ?? [];
  const missing = refundsWithoutIban(list);
  const payable = list.length - missing.length;

  let body: React.ReactNode;
  if (!finalized) body = <Text size="sm">{texts.notFinalized(year)}</Text>;
  else if (refunds.status === 'pending') body = <LoadingState />;
  else if (refunds.status === 'error')
    body = <ErrorState message={errorMessage(refunds.error)} onRetry={() => void refunds.refetch()} />;
  else if (list.length === 0) body = <Text size="sm">{texts.none(year)}</Text>;
  else
    body = (
      <>
        <Table.ScrollContainer minWidth={520} w="100%">
          <Table striped fz="sm" data-testid="refunds-table">
            <Table.Caption>{texts.caption(year)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{texts.columns.tenant}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {texts.columns.amount}
                </Table.Th>
                <Table.Th scope="col">{texts.columns.iban}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((refund) => (
                <Table.Tr key={refund.tenant_id}>
                  <Table.Th scope="row" fw={500}>
                    {refund.name}
                  </Table.Th>
                  <Table.Td ta="right">{formatMoneyDe(refund.cents)}</Table.Td>
                  <Table.Td>{refund.iban ? printedIban(refund.iban) : texts.noIban}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {missing.length > 0 && (
          <Alert color="yellow" variant="light" data-testid="refunds-without-iban">
            {texts.withoutIban(missing.join(', '))}
          </Alert>
        )}
        {payable > 0 && (
          <Button
            variant="default"
            loading={busy === 'refunds'}
            onClick={() =>
              void download('refunds', () => downloadRefundsFile(propertyId, year), texts.file(year))
            }
          >
            {texts.download(year)}
          </Button>
        )}
      </>
    );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payments-refunds-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="payments-refunds-heading">
          {texts.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.text}
        </Text>
        {body}
        {error && <ErrorState message={error} />}
      </Stack>
    </Paper>
  );
}
