import { addressWithoutCountry } from '../../../../domain/address.ts';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Badge, Button, Container, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDecimalDe } from '../../../../domain/decimal.ts';
import { costDataTexts, documentTitle, invoiceScreenTexts } from '../../../../domain/texts/index.ts';
import { paths } from '../../../routing/paths.ts';
import { inboxHref } from '../../../routing/invoice-links.ts';
import { selectId } from '../../../routing/selection.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data-states.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { autosaveMessage } from './autosave-status.ts';
import { progress } from './completeness.ts';
import {
  Co2Section,
  CostGroupSection,
  focusField,
  ObjectSection,
  OpenPointsPanel,
  SectionCard,
  StatusSidebar,
  TenantsSection,
  TotalsSection,
} from './sections.tsx';
import { draftTotals } from './totals.ts';
import { useCostDataStart, useCostSelection } from './use-cost-data-start.ts';
import { useCostDraft, type DraftStart } from './use-cost-draft.ts';

const texts = costDataTexts;
type Mode = 'standard' | 'redesign';

export const costLink = (path: string, propertyId: number, year: number) =>
  `${path}?property_id=${propertyId}&year=${year}`;

/** Kostendaten, in the standard layout or the redesign with cards and the status sidebar. */
export function CostDataPage({ mode }: { mode: Mode }) {
  const selection = useCostSelection();
  const { propertyId, year } = selection;
  useEffect(() => {
    if (propertyId !== null) selectId('property', propertyId);
  }, [propertyId]);

  if (propertyId === null)
    return (
      <Container size="lg" py="xl">
        <PageHeader title={texts.title} tabTitle={documentTitle(texts.title)} />
        <EmptyState message={texts.noProperty} />
      </Container>
    );
  if (!selection.yearsSettled)
    return (
      <Container size="lg" py="xl">
        <PageHeader title={texts.title} tabTitle={documentTitle(texts.title)} />
        <LoadingState />
      </Container>
    );
  return (
    <CostDataLoader
      key={`${propertyId}-${year}`}
      mode={mode}
      propertyId={propertyId}
      year={year}
      years={selection.yearChoices}
      closed={selection.closed}
    />
  );
}

interface LoaderProps {
  mode: Mode;
  propertyId: number;
  year: number;
  years: Array<{ value: string; label: string }>;
  closed: boolean;
}

function CostDataLoader(props: LoaderProps) {
  const data = useCostDataStart(props.propertyId, props.year);
  return (
    <Container size="xl" py="xl">
      <PageHeader title={texts.title} tabTitle={documentTitle(texts.title)} />
      {data.loading ? (
        <LoadingState />
      ) : data.error || !data.start ? (
        <ErrorState onRetry={data.retry} />
      ) : (
        <CostDataEditor {...props} data={data} start={data.start} />
      )}
    </Container>
  );
}

function CostDataEditor(
  props: LoaderProps & { data: ReturnType<typeof useCostDataStart>; start: DraftStart },
) {
  const { mode, propertyId, year, data } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const { draft, setDraft, status, notice, readOnly } = useCostDraft({
    propertyId,
    year,
    mode,
    start: props.start,
    readOnly: props.closed,
    reload: data.build,
  });

  // A link from the summary names the field to fill in.
  useEffect(() => {
    if (location.hash) focusField(decodeURIComponent(location.hash.slice(1)));
  }, [location.hash]);

  const totals = draftTotals(draft);
  const address = addressWithoutCountry(data.property?.address);
  const statusText = autosaveMessage(status);
  const toSummary = () => void navigate(costLink(paths.customerCostsSummary, propertyId, year));
  const toProperty = () => void navigate(paths.customerPropertyDetail);
  const onYear = (next: number) => void navigate(costLink(location.pathname, propertyId, next));

  const hero = (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          {address && (
            <Badge variant="light" size="lg">
              {texts.addressChip(address)}
            </Badge>
          )}
          <Badge variant="outline" size="lg">
            {texts.year}: {year}
          </Badge>
        </Group>
        <Text
          size="sm"
          role="status"
          aria-live="polite"
          aria-label={texts.statusLabel}
          c={status.kind === 'error' ? 'red' : 'dimmed'}
        >
          {statusText ?? texts.idle}
        </Text>
      </Group>
      <Anchor component={Link} to={inboxHref(propertyId)} size="sm" mt="xs" display="inline-block">
        {invoiceScreenTexts.costDataLink}
      </Anchor>
      {mode === 'standard' && (
        <Group mt="sm">
          <Button onClick={toSummary}>{texts.toSummary}</Button>
          <Button variant="default" onClick={toProperty}>
            {texts.backToProperty}
          </Button>
        </Group>
      )}
    </Paper>
  );

  const notices = (
    <>
      {notice && (
        <Alert color="blue" variant="light" role="status">
          {notice}
        </Alert>
      )}
      {readOnly && !notice && <Alert color="yellow">{texts.closedYear}</Alert>}
    </>
  );

  const update = setDraft;
  const objectSection = (
    <ObjectSection
      address={address}
      heatingSystem={data.property?.heating_system ?? null}
      year={year}
      years={props.years}
      closed={props.closed}
      onYear={onYear}
    />
  );
  const costSections = (['heating', 'general'] as const).map((group) => (
    <CostGroupSection
      key={group}
      group={group}
      draft={draft}
      update={update}
      standard={data.standard}
      readOnly={readOnly}
      total={group === 'heating' ? totals.heating : totals.general}
      propertyId={propertyId}
    />
  ));
  const tenants = <TenantsSection draft={draft} update={update} readOnly={readOnly} />;
  const co2 = (
    <Co2Section
      draft={draft}
      update={update}
      readOnly={readOnly}
      autoKwh={data.consumptionLoaded ? data.autoKwh : null}
    />
  );

  if (mode === 'standard')
    return (
      <Stack gap="lg">
        {hero}
        {notices}
        {objectSection}
        <OpenPointsPanel propertyId={propertyId} year={year} />
        {costSections}
        {tenants}
        {co2}
        <TotalsSection totals={totals} />
      </Stack>
    );

  const areaTotal = draft.tenants.reduce((sum, t) => sum + Math.round((t.area_m2 ?? 0) * 100), 0);
  return (
    <Stack gap="lg">
      {hero}
      {notices}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {objectSection}
            <OpenPointsPanel propertyId={propertyId} year={year} />
            {costSections}
            {tenants}
            <SectionCard title={texts.redesign.areasCard} id="section-areas">
              <Group justify="space-between">
                <Text>{texts.redesign.areasTotal}</Text>
                <Text fw={600}>{formatDecimalDe(areaTotal, 2)}</Text>
              </Group>
            </SectionCard>
            {co2}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <StatusSidebar
            progress={progress(draft)}
            totals={totals}
            onSummary={toSummary}
            onBack={toProperty}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
