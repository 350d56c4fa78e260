import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import { downloadRefundsFile, type TenantWithIbans } from '../../../api/payments.ts';
import { useStatements, useStatementYears } from '../../../api/statements.ts';
import { ErrorState } from '../../../components/data-states.tsx';
import { useDownload } from '../../../components/use-download.ts';
import { refundsWithoutIban } from './payments-view.ts';

const texts = paymentsScreenTexts.refunds;

interface RefundsPanelProps {
  propertyId: number;
  year: number;
  tenants: readonly TenantWithIbans[];
}

/**
 * The refunds (Guthaben) of a finalized year as one SEPA transfer file; tenants with a refund but
 * no IBAN are named, since the file cannot carry them and the landlord pays them otherwise.
 */
export function RefundsPanel({ propertyId, year, tenants }: RefundsPanelProps) {
  const years = useStatementYears(propertyId);
  const finalized = years.data?.find((y) => y.year === year)?.status === 'finalized';
  const statements = useStatements(finalized ? propertyId : null, finalized ? year : null);
  const { busy, error, download } = useDownload();
  const missing = statements.data ? refundsWithoutIban(statements.data.statements, tenants) : [];

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payments-refunds-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="payments-refunds-heading">
          {texts.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {texts.text}
        </Text>
        {finalized ? (
          <Button
            variant="default"
            loading={busy === 'refunds'}
            onClick={() =>
              void download('refunds', () => downloadRefundsFile(propertyId, year), texts.file(year))
            }
          >
            {texts.download(year)}
          </Button>
        ) : (
          <Text size="sm">{texts.notFinalized(year)}</Text>
        )}
        {missing.length > 0 && (
          <Alert color="yellow" variant="light" data-testid="refunds-without-iban">
            {texts.withoutIban(missing.join(', '))}
          </Alert>
        )}
        {error && <ErrorState message={error} />}
      </Stack>
    </Paper>
  );
}
