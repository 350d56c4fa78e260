import { addressWithoutCountry } from '../../../../domain/address.ts';
import { Link, useNavigate } from 'react-router';
import { Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoneyDe } from '../../../../domain/money.ts';
import {
  costSummaryTexts,
  documentTitle,
  statementScreenTexts,
  validationTexts,
} from '../../../../domain/texts/index.ts';
import { useDraft } from '../../../api/billing-drafts.ts';
import { useProperty } from '../../../api/get-property.ts';
import { useStatements } from '../../../api/statements.ts';
import { useSession } from '../../../session/use-session.ts';
import { ChecksCounts, ChecksList } from '../../../components/checks/checks-list.tsx';
import { paths } from '../../../routing/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { linesOfGroup } from './cost-lines.ts';
import { costLink } from './cost-data-page.tsx';
import { normalizeDraft, type CostGroup, type DraftContent } from './draft.ts';
import { formatNumberDe } from '../../../../domain/decimal.ts';
import { isInvoiceDateValid } from './inputs.ts';
import { draftTotals } from './totals.ts';
import { useCostSelection } from './use-cost-data-start.ts';
import { isVacancyName } from '../../../../domain/costs/vacancy.ts';

const texts = costSummaryTexts;

/** Saldo with its sign: + when the tenants pay back (zero included), − for a refund. */
export const formatBalance = (cents: number) => `${cents >= 0 ? '+' : ''}${formatMoneyDe(cents)}`;

function StatusBadge({ problem }: { problem: string | null }) {
  return problem ? (
    <Badge color="red" variant="light">
      {problem}
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      {texts.complete}
    </Badge>
  );
}

function CostTable({ draft, group, title }: { draft: DraftContent; group: CostGroup; title: string }) {
  const lines = linesOfGroup(draft, group);
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text c="dimmed">{texts.noRows}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.costName}</Table.Th>
                <Table.Th ta="right">{texts.amount}</Table.Th>
                <Table.Th>{texts.date}</Table.Th>
                <Table.Th>{texts.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.key}>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td ta="right">
                    {line.amount === null ? '–' : `${formatNumberDe(line.amount, 2)} €`}
                  </Table.Td>
                  <Table.Td>{line.note || '–'}</Table.Td>
                  <Table.Td>
                    <StatusBadge
                      problem={
                        !line.amount
                          ? validationTexts.amountMissing
                          : isInvoiceDateValid(line.note)
                            ? null
                            : validationTexts.dateInvalid
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function TenantTable({ draft }: { draft: DraftContent }) {
  return (
    <Stack gap="xs" component="section" aria-label={texts.tenantsTable}>
      <Title order={2} size="h3">
        {texts.tenantsTable}
      </Title>
      {draft.tenants.length === 0 ? (
        <Text c="dimmed">{texts.noRows}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.tenant}</Table.Th>
                <Table.Th ta="right">{texts.annualAdvance}</Table.Th>
                <Table.Th ta="right">{texts.area}</Table.Th>
                <Table.Th>{texts.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.tenants.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td ta="right">
                    {t.monthly_advance === null ? '–' : `${formatNumberDe(t.monthly_advance, 2)} €`}
                  </Table.Td>
                  <Table.Td ta="right">{t.area_m2 === null ? '–' : formatNumberDe(t.area_m2, 2)}</Table.Td>
                  <Table.Td>
                    <StatusBadge
                      problem={
                        !isVacancyName(t.name) && !t.monthly_advance
                          ? validationTexts.advanceMissing
                          : !t.area_m2
                            ? texts.areaMissing
                            : null
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Zusammenfassung der Betriebskosten: the draft's tables, totals and what is still missing. */
export function CostSummaryPage() {
  const navigate = useNavigate();
  const { propertyId, year, yearsSettled } = useCostSelection();
  const property = useProperty(propertyId);
  const draft = useDraft(propertyId, yearsSettled ? year : null);
  // The one list of checks, the same the cost screen and the statement screen show.
  const statements = useStatements(propertyId, yearsSettled ? year : null);
  const role = useSession()?.user.role ?? 'customer';
  const title = texts.title(year);

  let body: React.ReactNode;
  if (propertyId === null) body = <EmptyState message={texts.noDraft} />;
  else if (draft.status === 'pending') body = <LoadingState />;
  else if (draft.status === 'error') body = <ErrorState onRetry={() => void draft.refetch()} />;
  else if (!draft.data)
    body = (
      <Stack>
        <EmptyState message={texts.noDraft} />
        <Group>
          <Button component={Link} to={costLink(paths.customerCostsData, propertyId, year)} variant="default">
            {texts.backToData}
          </Button>
        </Group>
      </Stack>
    );
  else {
    const content = normalizeDraft(draft.data.payload);
    const totals = draftTotals(content);
    const dataLink = costLink(paths.customerCostsData, propertyId, year);
    const checks = statements.data?.checks ?? [];
    const errors = checks.filter((c) => c.level === 'error').length;
    body = (
      <Stack gap="xl">
        {statements.status === 'pending' ? (
          <LoadingState />
        ) : statements.status === 'error' ? (
          <ErrorState onRetry={() => void statements.refetch()} />
        ) : (
          checks.length > 0 && (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="missing-heading">
              <Title order={2} size="h4" id="missing-heading" mb="xs">
                {texts.missingHeading}
              </Title>
              <Stack gap="xs">
                <ChecksCounts checks={checks} />
                <ChecksList checks={checks} role={role} propertyId={propertyId} year={year} screen="costs" />
              </Stack>
            </Paper>
          )
        )}
        <CostTable draft={content} group="heating" title={texts.heatingTable} />
        <CostTable draft={content} group="general" title={texts.generalTable} />
        <TenantTable draft={content} />
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="overview-heading">
          <Title order={2} size="h3" id="overview-heading" mb="sm">
            {texts.overview}
          </Title>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text>{texts.costsTotal}</Text>
              <Text fw={600}>{formatMoneyDe(totals.costs)}</Text>
            </Group>
            <Group justify="space-between">
              <Text>{texts.advancesTotal}</Text>
              <Text fw={600}>{formatMoneyDe(totals.advances)}</Text>
            </Group>
            <Group justify="space-between">
              <Text>{texts.balance}</Text>
              <Text fw={700} data-testid="balance">
                {formatBalance(totals.balance)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text>{totals.balance < 0 ? texts.refunds : texts.backPayments}</Text>
              <Text fw={600}>{formatMoneyDe(Math.abs(totals.balance))}</Text>
            </Group>
          </Stack>
        </Paper>
        <Group align="flex-start">
          <Stack gap={4}>
            <Button
              disabled={statements.status !== 'success' || errors > 0}
              onClick={() => void navigate(costLink(paths.customerStatement, propertyId, year))}
            >
              {texts.proceed}
            </Button>
            <Text size="sm" c="dimmed">
              {statements.status === 'success' &&
                (errors > 0
                  ? texts.missingCount(errors)
                  : checks.length > 0
                    ? statementScreenTexts.checks.warnings(checks.length)
                    : texts.allComplete)}
            </Text>
          </Stack>
          <Button component={Link} to={dataLink} variant="default">
            {texts.backToData}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={title}
        description={property.data ? addressWithoutCountry(property.data.address) : undefined}
        tabTitle={documentTitle(title)}
      />
      {body}
    </Container>
  );
}
