import { Group, Select, Stack } from '@mantine/core';
import { paymentsScreenTexts as texts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { usePayments } from '../../../api/payments.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { BasisPanel } from './basis-panel.tsx';
import { PaymentsChart } from './payments-chart.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { nameOf } from './payments-view.ts';
import { RefundsPanel } from './refunds-panel.tsx';
import { UnmatchedList } from './unmatched-list.tsx';

/** The years offered: this one and the five before, the billing years a landlord still works on. */
const yearOptions = (current: number) => Array.from({ length: 6 }, (_, i) => String(current - i));

interface PaymentsYearProps {
  propertyId: number;
  year: number;
  currentYear: number;
  onYear: (year: number) => void;
}

/** One year of the property's payments: the basis, the tenants' rows, the chart, what is unmatched, refunds. */
export function PaymentsYear({ propertyId, year, currentYear, onYear }: PaymentsYearProps) {
  const payments = usePayments(propertyId, year);
  const years = yearOptions(currentYear);
  if (!years.includes(String(year))) years.push(String(year));

  let body: React.ReactNode;
  if (payments.status === 'pending') body = <LoadingState label={texts.loading} />;
  else if (payments.status === 'error')
    body = <ErrorState message={errorMessage(payments.error)} onRetry={() => void payments.refetch()} />;
  else {
    const data = payments.data;
    const nothingImported = data.unmatched.length === 0 && data.tenants.every((t) => t.received_cents === 0);
    body = (
      <Stack gap="xl">
        <BasisPanel propertyId={propertyId} year={year} basis={data.basis} />
        {nothingImported && <EmptyState message={texts.empty} />}
        <PaymentsTable propertyId={propertyId} year={year} tenants={data.tenants} />
        {data.tenants.length > 0 && <PaymentsChart year={year} tenants={data.tenants} />}
        <UnmatchedList
          propertyId={propertyId}
          year={year}
          unmatched={data.unmatched}
          tenants={data.tenants.map((t) => ({ id: t.tenant_id, name: nameOf(t) }))}
        />
        <RefundsPanel propertyId={propertyId} year={year} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group align="flex-end">
        <Select
          label={texts.year}
          w={160}
          allowDeselect={false}
          data={years}
          value={String(year)}
          onChange={(value) => value && onYear(Number(value))}
        />
      </Group>
      {body}
    </Stack>
  );
}
