import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatDateDe, formatTimeDe, todayIso } from '../../../../domain/dates.ts';
import {
  documentTitle,
  statementScreenTexts,
  statementsOverviewTexts,
} from '../../../../domain/texts/index.ts';
import { fileNameOf, zipFileName } from '../../../../domain/statements/file-names.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { useProperties } from '../../../api/get-properties.ts';
import {
  deliverStatements,
  deliveriesKey,
  downloadStatementPdf,
  downloadStatementsZip,
  statementYearsKey,
  useDeliveries,
  useStatements,
  useStatementYears,
  type StatementYearRecord,
} from '../../../api/statements.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDownload } from '../../../components/use-download.ts';
import { paths } from '../../../routing/paths.ts';
import { detailId, selectId } from '../../../routing/selection.ts';
import { costLink, yearFromQuery } from '../costs/index.ts';

const texts = statementsOverviewTexts;
const screen = statementScreenTexts;

/** A moment in Germany: "15.03.2026, 11:00". */
const momentDe = (iso: string) => {
  const at = new Date(iso);
  return `${formatDateDe(todayIso(at))}, ${formatTimeDe(at)}`;
};

const overviewLink = (propertyId: number, year?: number) =>
  `${paths.customerStatements}?property_id=${propertyId}${year ? `&year=${year}` : ''}`;

function StatusBadge({ year }: { year: StatementYearRecord }) {
  const finalized = year.status === 'finalized';
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={finalized ? 'teal' : 'gray'} variant="light">
        {finalized ? screen.status.finalized : screen.status.open}
      </Badge>
      {finalized && year.finalized_at && (
        <Text size="xs">
          {screen.status.finalizedAt(formatDateDe(todayIso(new Date(year.finalized_at))))}
        </Text>
      )}
    </Stack>
  );
}

function YearsTable(props: { propertyId: number; years: StatementYearRecord[]; selected: number }) {
  const columns = texts.columns;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="statement-years">
        <Table.Caption>{texts.yearsCaption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{columns.year}</Table.Th>
            <Table.Th scope="col">{columns.status}</Table.Th>
            <Table.Th scope="col">{columns.emailSent}</Table.Th>
            <Table.Th scope="col">{columns.post}</Table.Th>
            <Table.Th scope="col">{columns.opened}</Table.Th>
            <Table.Th scope="col">{columns.details}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.years.map((y) => (
            <Table.Tr key={y.year} data-year={y.year} data-status={y.status}>
              <Table.Th scope="row">{y.year}</Table.Th>
              <Table.Td>
                <StatusBadge year={y} />
              </Table.Td>
              <Table.Td>{y.deliveries.email_sent}</Table.Td>
              <Table.Td>{y.deliveries.post}</Table.Td>
              <Table.Td>{y.deliveries.opened ?? texts.unknown}</Table.Td>
              <Table.Td>
                {y.year === props.selected ? (
                  <Text size="sm" c="dimmed">
                    {texts.shown}
                  </Text>
                ) : (
                  <Anchor component={Link} to={overviewLink(props.propertyId, y.year)} replace>
                    {texts.showYear(y.year)}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OpenYear({ propertyId, year }: { propertyId: number; year: number }) {
  return (
    <Stack gap="sm" data-testid="next-step">
      <Title order={3} size="h4">
        {texts.nextStep.heading}
      </Title>
      <Text>{texts.nextStep.text}</Text>
      <Group gap="sm">
        <Button component={Link} to={costLink(paths.customerCostsData, propertyId, year)}>
          {texts.nextStep.costs}
        </Button>
        <Button component={Link} to={costLink(paths.customerStatement, propertyId, year)} variant="default">
          {texts.nextStep.statement}
        </Button>
      </Group>
    </Stack>
  );
}

/** A finalized year: each tenant's delivery, its PDF, the ZIP, sending and resending. */
function FinalizedYear({ propertyId, year }: { propertyId: number; year: number }) {
  const queryClient = useQueryClient();
  const statements = useStatements(propertyId, year);
  const deliveries = useDeliveries(propertyId, year, true);
  const { busy, error, download } = useDownload();
  const [confirm, setConfirm] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  if (statements.status === 'pending' || deliveries.status === 'pending') return <LoadingState />;
  if (statements.status === 'error')
    return <ErrorState message={errorMessage(statements.error)} onRetry={() => void statements.refetch()} />;
  if (deliveries.status === 'error')
    return <ErrorState message={errorMessage(deliveries.error)} onRetry={() => void deliveries.refetch()} />;

  const byTenant = new Map(deliveries.data.deliveries.map((d) => [d.tenant_id, d]));
  const delivered = deliveries.data.deliveries.length > 0;
  const send = async (resend: boolean) => {
    setSending(true);
    setSendError(null);
    try {
      await deliverStatements(propertyId, year, resend);
    } catch (failure) {
      setSendError(errorMessage(failure));
    } finally {
      setSending(false);
      setConfirm(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveriesKey(propertyId, year) }),
        queryClient.invalidateQueries({ queryKey: statementYearsKey(propertyId) }),
      ]);
    }
  };
  const columns = texts.delivery;

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant="default"
          loading={busy === 'zip'}
          onClick={() =>
            void download('zip', () => downloadStatementsZip(propertyId, year), zipFileName(year, propertyId))
          }
        >
          {texts.downloadAll}
        </Button>
        {delivered ? (
          <Button variant="default" onClick={() => setConfirm(true)} disabled={sending}>
            {texts.resend}
          </Button>
        ) : (
          <Button onClick={() => void send(false)} loading={sending}>
            {texts.deliver}
          </Button>
        )}
        <Button component={Link} to={costLink(paths.customerStatement, propertyId, year)} variant="subtle">
          {texts.toStatement}
        </Button>
      </Group>
      {(error ?? sendError) && (
        <Alert color="red" variant="light" role="alert">
          {error ?? sendError}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="statement-deliveries">
          <Table.Caption>{columns.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{columns.tenant}</Table.Th>
              <Table.Th scope="col">{columns.method}</Table.Th>
              <Table.Th scope="col">{columns.recipient}</Table.Th>
              <Table.Th scope="col">{columns.status}</Table.Th>
              <Table.Th scope="col">{columns.sentAt}</Table.Th>
              <Table.Th scope="col">{columns.opened}</Table.Th>
              <Table.Th scope="col">{columns.pdf}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statements.data.statements.map((s) => {
              const d = byTenant.get(s.tenant_id);
              return (
                <Table.Tr key={s.tenant_id}>
                  <Table.Th scope="row">{s.name}</Table.Th>
                  <Table.Td>{d ? screen.deliver.methods[d.method] : screen.deliver.notSent}</Table.Td>
                  <Table.Td>{d?.recipient ?? screen.deliver.notSent}</Table.Td>
                  <Table.Td>
                    <Text span size="sm" c={d?.status === 'failed' ? 'red' : undefined}>
                      {d ? screen.deliver.statuses[d.status] : columns.notDelivered}
                    </Text>
                  </Table.Td>
                  <Table.Td>{d?.sent_at ? momentDe(d.sent_at) : screen.deliver.notSent}</Table.Td>
                  <Table.Td>{texts.unknown}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={texts.downloadLabel(s.name)}
                      loading={busy === `pdf-${s.tenant_id}`}
                      onClick={() =>
                        void download(
                          `pdf-${s.tenant_id}`,
                          () => downloadStatementPdf(propertyId, s.tenant_id, year),
                          fileNameOf(year, s.tenant_id, s.name),
                        )
                      }
                    >
                      {texts.download}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={confirm}
        title={screen.deliver.resendTitle}
        message={screen.deliver.resendMessage}
        confirmLabel={screen.deliver.resendConfirm}
        cancelLabel={screen.finalize.cancel}
        onConfirm={() => void send(true)}
        onCancel={() => setConfirm(false)}
        loading={sending}
      />
    </Stack>
  );
}

function PropertyYears({ propertyId, queryYear }: { propertyId: number; queryYear: number | null }) {
  const years = useStatementYears(propertyId);
  if (years.status === 'pending') return <LoadingState />;
  if (years.status === 'error')
    return <ErrorState message={errorMessage(years.error)} onRetry={() => void years.refetch()} />;
  if (years.data.length === 0)
    return (
      <Stack align="flex-start">
        <EmptyState message={texts.noYears} />
        <Button
          component={Link}
          to={costLink(paths.customerCostsData, propertyId, new Date().getFullYear() - 1)}
        >
          {texts.toCosts}
        </Button>
      </Stack>
    );
  const selected = years.data.find((y) => y.year === queryYear) ?? years.data[0]!;
  return (
    <Stack gap="xl">
      <YearsTable propertyId={propertyId} years={years.data} selected={selected.year} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="statements-year-heading">
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} size="h3" id="statements-year-heading">
              {texts.yearHeading(selected.year)}
            </Title>
            <StatusBadge year={selected} />
          </Group>
          {selected.status === 'finalized' ? (
            <FinalizedYear key={selected.year} propertyId={propertyId} year={selected.year} />
          ) : (
            <OpenYear propertyId={propertyId} year={selected.year} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * After finalizing: every billing year of a property with its status and delivery proof, the
 * PDFs and the ZIP, resending, and the open year's next step. The property comes from `?id=` or
 * `?property_id=` (deep link), else the one chosen last, else the select.
 */
export function StatementsOverviewPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const properties = useProperties();
  const chosen = detailId('property', location.search);
  const only = properties.data?.length === 1 ? properties.data[0]!.id : null;
  const propertyId = chosen ?? only;
  const property = properties.data?.find((p) => p.id === propertyId);

  useEffect(() => {
    if (propertyId !== null) selectId('property', propertyId);
  }, [propertyId]);

  let body: React.ReactNode;
  if (properties.status === 'pending') body = <LoadingState />;
  else if (properties.status === 'error')
    body = <ErrorState message={errorMessage(properties.error)} onRetry={() => void properties.refetch()} />;
  else if (properties.data.length === 0) body = <EmptyState message={texts.noProperties} />;
  else
    body = (
      <Stack gap="xl">
        <Select
          label={texts.property}
          placeholder={texts.propertyPlaceholder}
          data={properties.data.map((p) => ({ value: String(p.id), label: p.address }))}
          value={propertyId !== null ? String(propertyId) : null}
          allowDeselect={false}
          searchable
          maw={520}
          onChange={(value) => value && void navigate(overviewLink(Number(value)))}
        />
        {propertyId === null ? (
          <EmptyState message={texts.noProperty} />
        ) : (
          <PropertyYears propertyId={propertyId} queryYear={yearFromQuery(location.search)} />
        )}
      </Stack>
    );

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={texts.title}
        description={property?.address ?? texts.intro}
        tabTitle={documentTitle(texts.title)}
      />
      {body}
    </Container>
  );
}
