import { useId, useState } from 'react';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Button, Paper, Stack, Table, Title } from '@mantine/core';
import { formatMoneyDe } from '../../../../domain/money.ts';
import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import type { PaymentsTenant } from '../../../api/payments.ts';
import { chartRows, chartSummary, formatChartEuro, monthLabel, propertyMonths } from './payments-view.ts';

const texts = paymentsScreenTexts.chart;
const columns = paymentsScreenTexts.overview.columns;

/**
 * Due against received per month, summed over the property's tenants. To screen readers the
 * drawing is one image whose text names the sums and the months short of their due; the values
 * themselves are in the table behind the button.
 */
export function PaymentsChart({ year, tenants }: { year: number; tenants: readonly PaymentsTenant[] }) {
  const headingId = useId();
  const tableId = useId();
  const [table, setTable] = useState(false);
  const rows = propertyMonths(year, tenants);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {texts.heading}
        </Title>
        <div role="img" aria-label={chartSummary(year, rows)} data-testid="payments-chart">
          <BarChart
            h={260}
            data={chartRows(rows)}
            dataKey="label"
            series={[
              { name: 'due', label: texts.due, color: 'gray.6' },
              { name: 'received', label: texts.received, color: 'blue.6' },
            ]}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={formatChartEuro}
            tooltipAnimationDuration={0}
          />
        </div>
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={table}
            aria-controls={table ? tableId : undefined}
            onClick={() => setTable((shown) => !shown)}
          >
            {texts.tableToggle}
          </Button>
        </div>
        {table && (
          <Table.ScrollContainer minWidth={520}>
            <Table striped fz="sm" id={tableId}>
              <Table.Caption>{texts.tableCaption(year)}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{paymentsScreenTexts.overview.month}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {columns.due}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {columns.received}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {columns.difference}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Th scope="row" fw={500}>
                      {monthLabel(row.month)}
                    </Table.Th>
                    <Table.Td ta="right">{formatMoneyDe(row.due_cents)}</Table.Td>
                    <Table.Td ta="right">{formatMoneyDe(row.received_cents)}</Table.Td>
                    <Table.Td ta="right">{formatMoneyDe(row.difference_cents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
