import { Fragment, useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoneyDe } from '../../../../domain/money.ts';
import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import { downloadReminder, type PaymentsTenant } from '../../../api/payments.ts';
import { ErrorState } from '../../../components/data-states.tsx';
import { useDownload } from '../../../components/use-download.ts';
import {
  balanceStatus,
  monthLabel,
  monthRows,
  nameOf,
  tenancyLine,
  yearTotals,
  type BalanceStatus,
} from './payments-view.ts';

const texts = paymentsScreenTexts.overview;

const STATUS: Record<BalanceStatus, { color: string; label: string }> = {
  arrears: { color: 'red', label: texts.arrears },
  overpaid: { color: 'blue', label: texts.overpaid },
  settled: { color: 'teal', label: texts.settled },
};

/** Arrears in colour and in words: the badge names the state, so colour is never the only sign. */
function StatusBadge({ difference }: { difference: number }) {
  const status = STATUS[balanceStatus(difference)];
  return (
    <Badge color={status.color} variant="light" data-status={balanceStatus(difference)}>
      {status.label}
    </Badge>
  );
}

const ARREARS_EDGE = { borderLeft: '4px solid var(--mantine-color-red-filled)' };

const Money = ({ cents, strong }: { cents: number; strong?: boolean }) => (
  <Text span size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
    {formatMoneyDe(cents)}
  </Text>
);

/** The twelve months of one tenant: due, received, difference. */
function MonthTable({ tenant, name, year }: { tenant: PaymentsTenant; name: string; year: number }) {
  return (
    <Table withTableBorder striped fz="sm" data-testid={`months-${tenant.tenant_id}`}>
      <Table.Caption>{texts.monthsCaption(name, year)}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{texts.month}</Table.Th>
          <Table.Th scope="col" ta="right">
            {texts.columns.due}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {texts.columns.received}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {texts.columns.difference}
          </Table.Th>
          <Table.Th scope="col">{texts.columns.status}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {monthRows(year, tenant.months).map((row) => (
          <Table.Tr key={row.month} data-month={row.month}>
            <Table.Th scope="row" fw={500}>
              {monthLabel(row.month)}
            </Table.Th>
            <Table.Td ta="right">
              <Money cents={row.due_cents} />
            </Table.Td>
            <Table.Td ta="right">
              <Money cents={row.received_cents} />
            </Table.Td>
            <Table.Td ta="right">
              <Money cents={row.difference_cents} />
            </Table.Td>
            <Table.Td>
              {(row.due_cents !== 0 || row.received_cents !== 0) && (
                <StatusBadge difference={row.difference_cents} />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface PaymentsTableProps {
  propertyId: number;
  year: number;
  tenants: readonly PaymentsTenant[];
}

/**
 * Per tenant the year's due, received and difference with a status in words, the twelve months
 * behind a button, and the payment reminder of a tenant in arrears.
 */
export function PaymentsTable({ propertyId, year, tenants }: PaymentsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const { busy, error, download } = useDownload();
  const totals = yearTotals(tenants);
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-overview-heading">
      <Title order={2} size="h4" id="payments-overview-heading">
        {texts.heading(year)}
      </Title>
      {error && <ErrorState message={error} />}
      {tenants.length === 0 ? (
        <Text c="dimmed">{texts.noTenants}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table data-testid="payments-table">
            <Table.Caption>{texts.caption(year)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{texts.columns.tenant}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {texts.columns.due}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {texts.columns.received}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {texts.columns.difference}
                </Table.Th>
                <Table.Th scope="col">{texts.columns.status}</Table.Th>
                <Table.Th scope="col">{texts.columns.months}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tenants.map((tenant) => {
                const name = nameOf(tenant);
                const expanded = open.has(tenant.tenant_id);
                const panelId = `payments-months-${tenant.tenant_id}`;
                const arrears = tenant.difference_cents > 0;
                return (
                  <Fragment key={tenant.tenant_id}>
                    <Table.Tr data-tenant={tenant.tenant_id}>
                      {/* A red edge marks the row; the badge says it in words. */}
                      <Table.Th scope="row" style={arrears ? ARREARS_EDGE : undefined}>
                        <Text span size="sm" fw={700} display="block">
                          {name}
                        </Text>
                        <Text span size="xs" c="dimmed" fw={400} display="block">
                          {tenancyLine(tenant)}
                        </Text>
                      </Table.Th>
                      <Table.Td ta="right">
                        <Money cents={tenant.due_cents} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Money cents={tenant.received_cents} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Money cents={tenant.difference_cents} strong={arrears} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <StatusBadge difference={tenant.difference_cents} />
                          {arrears && (
                            <Button
                              size="compact-xs"
                              variant="default"
                              aria-label={texts.reminderLabel(name)}
                              loading={busy === `reminder-${tenant.tenant_id}`}
                              onClick={() =>
                                void download(
                                  `reminder-${tenant.tenant_id}`,
                                  () => downloadReminder(propertyId, year, tenant.tenant_id),
                                  texts.reminderFile(year, tenant.tenant_id),
                                )
                              }
                            >
                              {texts.reminder}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-expanded={expanded}
                          aria-controls={expanded ? panelId : undefined}
                          aria-label={expanded ? texts.hideMonths(name) : texts.showMonths(name)}
                          onClick={() => toggle(tenant.tenant_id)}
                        >
                          {texts.monthsButton}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr id={panelId}>
                        <Table.Td colSpan={6}>
                          <MonthTable tenant={tenant} name={name} year={year} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{texts.total}</Table.Th>
                <Table.Td ta="right">
                  <Money cents={totals.due_cents} strong />
                </Table.Td>
                <Table.Td ta="right">
                  <Money cents={totals.received_cents} strong />
                </Table.Td>
                <Table.Td ta="right">
                  <Money cents={totals.difference_cents} strong />
                </Table.Td>
                <Table.Td>
                  <StatusBadge difference={totals.difference_cents} />
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
