import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateDe, todayIso } from '../../../../domain/dates.ts';
import { formatMoneyDe } from '../../../../domain/money.ts';
import { documentTitle, statementScreenTexts } from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { useDraft } from '../../../api/billing-drafts.ts';
import { useProperty } from '../../../api/get-property.ts';
import {
  downloadStatementPdf,
  downloadStatementsZip,
  useStatements,
  type StatementsResponse,
} from '../../../api/statements.ts';
import { paths } from '../../../routing/paths.ts';
import { isPathAllowed } from '../../../routing/route-access.ts';
import { selectId } from '../../../routing/selection.ts';
import { useSession } from '../../../session/use-session.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDownload } from '../../../components/use-download.ts';
import { costLink, useCostSelection } from '../costs/index.ts';
import { ChecksPanel } from './checks-panel.tsx';
import { ClosingPanel } from './closing-panel.tsx';
import { deadlineState } from './deadline.ts';
import { DEADLINE_ID } from '../../../components/checks/fix-target.ts';
import { focusFieldWhenShown } from '../../../components/checks/focus-field.ts';
import { SettingsPanel } from './settings-panel.tsx';
import { TenantStatementCard } from './tenant-statement.tsx';
import { fileNameOf, zipFileName } from '../../../../domain/statements/file-names.ts';

const texts = statementScreenTexts;

/** The moment's calendar day in Germany, for a timestamp from the server. */
const dayDe = (iso: string) => formatDateDe(todayIso(new Date(iso)));

function Deadline({ deadline, finalized }: { deadline: string; finalized: boolean }) {
  const state = deadlineState(deadline, todayIso());
  // Once finalized the deadline is the landlord's to keep by delivering; it stays shown, but calm.
  const color = finalized
    ? undefined
    : state.kind === 'past'
      ? 'red'
      : state.kind === 'today' || state.kind === 'near'
        ? 'orange'
        : undefined;
  const note =
    state.kind === 'past'
      ? texts.deadline.past
      : state.kind === 'today'
        ? texts.deadline.today
        : texts.deadline.remaining(state.days);
  return (
    <Stack gap={2} id={DEADLINE_ID} tabIndex={-1} data-deadline={state.kind}>
      <Text size="sm" c="dimmed">
        {texts.deadline.label} ({texts.deadline.law})
      </Text>
      <Text fw={700} c={color}>
        {texts.deadline.value(formatDateDe(deadline))}
      </Text>
      <Text size="sm" c={color} fw={color ? 600 : undefined}>
        {note}
      </Text>
    </Stack>
  );
}

function Overview({ data }: { data: StatementsResponse }) {
  const finalized = data.status === 'finalized';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={texts.status.label}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {texts.status.label}
          </Text>
          <Group gap="xs">
            <Badge
              color={finalized ? 'teal' : 'gray'}
              variant="light"
              size="lg"
              data-testid="statement-status"
            >
              {finalized ? texts.status.finalized : texts.status.open}
            </Badge>
          </Group>
          {finalized && data.finalized_at && (
            <Text size="sm">{texts.status.finalizedAt(dayDe(data.finalized_at))}</Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {texts.period(formatDateDe(data.period.from), formatDateDe(data.period.to))}
          </Text>
          <Text size="sm">
            {texts.landlord.entered}: {formatMoneyDe(data.entered_cents)}
          </Text>
          <Text size="sm">
            {texts.landlord.allocated}: {formatMoneyDe(data.allocated_cents)}
          </Text>
        </Stack>
        <Deadline deadline={data.deadline} finalized={finalized} />
      </SimpleGrid>
    </Paper>
  );
}

function LandlordShare({ landlord }: { landlord: StatementsResponse['landlord'] }) {
  const rows = [
    [texts.landlord.vacancy, landlord.vacancy_cents],
    [texts.landlord.co2, landlord.co2_cents],
    [texts.landlord.nonAllocable, landlord.non_allocable_cents],
    [texts.landlord.reductions, landlord.reductions_cents],
  ] as const;
  if (rows.every(([, cents]) => cents === 0)) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="statement-landlord-heading">
      <Title order={2} size="h4" id="statement-landlord-heading" mb="xs">
        {texts.landlord.heading}
      </Title>
      <Stack gap={2} maw={520}>
        {rows
          .filter(([, cents]) => cents !== 0)
          .map(([label, cents]) => (
            <Group key={label} justify="space-between">
              <Text size="sm">{label}</Text>
              <Text size="sm">{formatMoneyDe(cents)}</Text>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}

interface BodyProps {
  propertyId: number;
  year: number;
  data: StatementsResponse;
}

function StatementBody({ propertyId, year, data }: BodyProps) {
  const session = useSession();
  const role = session?.user.role ?? 'customer';
  const { busy, error, download } = useDownload();
  const finalized = data.status === 'finalized';
  const errorCount = data.checks.filter((c) => c.level === 'error').length;
  // A check on the cost screens links to its setting here by the address's `#id`.
  const { hash } = useLocation();
  useEffect(() => (hash ? focusFieldWhenShown(decodeURIComponent(hash.slice(1))) : undefined), [hash]);

  return (
    <Stack gap="xl">
      <Overview data={data} />
      <ChecksPanel checks={data.checks} role={role} propertyId={propertyId} year={year} />
      <SettingsPanel propertyId={propertyId} year={year} locked={finalized} />
      <ClosingPanel
        propertyId={propertyId}
        year={year}
        finalized={finalized}
        errorCount={errorCount}
        isAdmin={role === 'admin'}
        downloadingAll={busy === 'zip'}
        onDownloadAll={() =>
          void download('zip', () => downloadStatementsZip(propertyId, year), zipFileName(year, propertyId))
        }
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Stack gap="md" component="section" aria-labelledby="statement-tenants-heading">
        <Title order={2} size="h3" id="statement-tenants-heading">
          {texts.statements.heading}
        </Title>
        {data.statements.length === 0 ? (
          <EmptyState message={errorCount > 0 ? texts.notCalculated : texts.noTenants} />
        ) : (
          data.statements.map((statement) => (
            <TenantStatementCard
              key={statement.tenant_id}
              statement={statement}
              fixedBasis={data.heating_fixed_basis}
              downloading={busy === `pdf-${statement.tenant_id}`}
              onDownload={() =>
                void download(
                  `pdf-${statement.tenant_id}`,
                  () => downloadStatementPdf(propertyId, statement.tenant_id, year),
                  fileNameOf(year, statement.tenant_id, statement.name),
                )
              }
            />
          ))
        )}
      </Stack>
      <LandlordShare landlord={data.landlord} />
    </Stack>
  );
}

/**
 * The step after the cost summary: the year's statements checked, previewed per tenant,
 * finalized and delivered. Opened with `?property_id=&year=`; without a year the cost screens'
 * default year applies.
 */
export function StatementPage() {
  const { propertyId, year, yearsSettled } = useCostSelection();
  const role = useSession()?.user.role ?? 'customer';
  // The cost screens are the landlord's and the employee's; an admin comes here from elsewhere.
  const costScreens = isPathAllowed(role, paths.customerCostsSummary);
  const property = useProperty(propertyId);
  const selectedYear = yearsSettled ? year : null;
  const draft = useDraft(propertyId, selectedYear);
  const statements = useStatements(propertyId, selectedYear);
  const title = texts.title(year);

  useEffect(() => {
    if (propertyId !== null) selectId('property', propertyId);
  }, [propertyId]);

  let body: React.ReactNode;
  if (propertyId === null) body = <EmptyState message={texts.noProperty} />;
  else if (statements.status === 'pending' || draft.status === 'pending') body = <LoadingState />;
  // Without cost data there is nothing to check yet; say so rather than list every missing cost.
  else if (draft.data === null && statements.data?.status !== 'finalized')
    body = (
      <Stack>
        <EmptyState message={texts.noDraft} />
        {costScreens && (
          <Group>
            <Button
              component={Link}
              to={costLink(paths.customerCostsData, propertyId, year)}
              variant="default"
            >
              {texts.backToData}
            </Button>
          </Group>
        )}
      </Stack>
    );
  else if (statements.status === 'error')
    body = <ErrorState message={errorMessage(statements.error)} onRetry={() => void statements.refetch()} />;
  else body = <StatementBody propertyId={propertyId} year={year} data={statements.data} />;

  return (
    <Container size="lg" py="xl">
      <PageHeader title={title} description={property.data?.address} tabTitle={documentTitle(title)} />
      {body}
      {propertyId !== null && costScreens && (
        <Group mt="xl">
          <Button
            component={Link}
            to={costLink(paths.customerCostsSummary, propertyId, year)}
            variant="default"
          >
            {texts.backToSummary}
          </Button>
        </Group>
      )}
    </Container>
  );
}
