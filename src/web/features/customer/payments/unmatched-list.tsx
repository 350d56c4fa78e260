import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateDe } from '../../../../domain/dates.ts';
import { formatMoneyDe } from '../../../../domain/money.ts';
import { paymentsScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import {
  assignTransaction,
  paymentsKey,
  unassignTransaction,
  type UnmatchedCredit,
} from '../../../api/payments.ts';

const texts = paymentsScreenTexts.unmatched;

interface UnmatchedListProps {
  propertyId: number;
  year: number;
  unmatched: readonly UnmatchedCredit[];
  /** The tenants a credit may be assigned to: the year's tenancies, vacancies left out. */
  tenants: ReadonlyArray<{ id: number; name: string }>;
}

/** The last assignment, which can be undone until the next one. */
interface Assigned {
  transactionId: number;
  amount: string;
  name: string;
}

/**
 * Credits of the year no tenant is assigned to, with a tenant select and „Zuordnen“ per row. An
 * assignment leaves the list (the year's figures are read again) and can be undone right after.
 */
export function UnmatchedList({ propertyId, year, unmatched, tenants }: UnmatchedListProps) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Record<number, string | null>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ id: number | null; message: string } | null>(null);
  const [assigned, setAssigned] = useState<Assigned | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentsKey(propertyId) }),
      queryClient.invalidateQueries({ queryKey: ['statements', propertyId] }),
    ]);

  const assign = async (credit: UnmatchedCredit) => {
    const tenantId = choice[credit.id];
    if (!tenantId) return setProblem({ id: credit.id, message: texts.chooseTenant });
    setBusy(credit.id);
    setProblem(null);
    setNote(null);
    try {
      await assignTransaction(credit.id, Number(tenantId));
      const name = tenants.find((t) => String(t.id) === tenantId)?.name ?? '';
      setAssigned({ transactionId: credit.id, amount: formatMoneyDe(credit.amount_cents), name });
      await reload();
    } catch (error) {
      setProblem({ id: credit.id, message: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const undo = async (last: Assigned) => {
    setBusy(last.transactionId);
    setProblem(null);
    try {
      await unassignTransaction(last.transactionId);
      setAssigned(null);
      setNote(texts.undone(last.amount));
      await reload();
    } catch (error) {
      setProblem({ id: null, message: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const options = tenants.map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-unmatched-heading">
      <Title order={2} size="h4" id="payments-unmatched-heading">
        {texts.heading}
      </Title>
      {assigned && (
        <Alert color="teal" variant="light" role="status" p="xs">
          <Group gap="sm">
            <Text size="sm">{texts.assigned(assigned.amount, assigned.name)}</Text>
            <Button
              size="compact-xs"
              variant="default"
              loading={busy === assigned.transactionId}
              onClick={() => void undo(assigned)}
            >
              {texts.undo}
            </Button>
          </Group>
        </Alert>
      )}
      {note && (
        <Text size="sm" role="status">
          {note}
        </Text>
      )}
      {problem?.id === null && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem.message}
        </Alert>
      )}
      {unmatched.length === 0 ? (
        <Text c="dimmed">{texts.none}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {texts.intro}
          </Text>
          <Table.ScrollContainer minWidth={860}>
            <Table striped data-testid="unmatched-table">
              <Table.Caption>{texts.caption(year)}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{texts.columns.date}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {texts.columns.amount}
                  </Table.Th>
                  <Table.Th scope="col">{texts.columns.payer}</Table.Th>
                  <Table.Th scope="col">{texts.columns.text}</Table.Th>
                  <Table.Th scope="col">{texts.columns.action}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {unmatched.map((credit) => {
                  const amount = formatMoneyDe(credit.amount_cents);
                  const date = formatDateDe(credit.booking_date);
                  return (
                    <Table.Tr key={credit.id} data-transaction={credit.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{date}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {amount}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{credit.payer_name ?? texts.noPayer}</Text>
                        {credit.payer_iban && (
                          <Text size="xs" c="dimmed">
                            {credit.payer_iban}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {credit.text}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" align="flex-start">
                          <Select
                            aria-label={texts.tenantLabel(amount, date)}
                            placeholder={texts.tenantPlaceholder}
                            data={options}
                            value={choice[credit.id] ?? null}
                            onChange={(value) => {
                              setChoice((c) => ({ ...c, [credit.id]: value }));
                              setProblem(null);
                            }}
                            size="xs"
                            w={200}
                            error={problem?.id === credit.id ? problem.message : undefined}
                            errorProps={{ role: 'alert' }}
                          />
                          <Button
                            size="xs"
                            aria-label={texts.assignLabel(amount, date)}
                            loading={busy === credit.id}
                            onClick={() => void assign(credit)}
                          >
                            {texts.assign}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
