import { useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DRAFT_ALLOCATION_CHOICES, type DraftAllocation } from '../../../../domain/catalog.ts';
import { HEATING_COST_SUGGESTIONS, OPERATING_COST_SUGGESTIONS } from '../../../../domain/costs/cost-types.ts';
import { formatMoneyDe } from '../../../../domain/money.ts';
import {
  allocationOptionLabel,
  costDataTexts,
  invoiceScreenTexts,
  validationTexts,
} from '../../../../domain/texts/index.ts';
import { errorMessage } from '../../../api/api-error.ts';
import { saveTenantAdvance, saveTenantArea } from '../../../api/customer-tenants.ts';
import { ArmedButton } from '../../../components/armed-button.tsx';
import { inboxHref } from '../../../routing/invoice-links.ts';
import {
  addCustomLine,
  addStandardLine,
  availableStandard,
  costNameProblem,
  linesOfGroup,
  removeLine,
  updateLine,
} from './cost-lines.ts';
import { fieldId, percent, type progress } from './completeness.ts';
import { useStatements } from '../../../api/statements.ts';
import { useSession } from '../../../session/use-session.ts';
import { ChecksCounts, ChecksList } from '../../../components/checks/checks-list.tsx';
import { ErrorState, LoadingState } from '../../../components/data-states.tsx';
import {
  HEATING_MAIN_KEY,
  type CostGroup,
  type CostLine,
  type DraftContent,
  type StandardCategory,
} from './draft.ts';
import { formatKwh } from './heating-kwh.ts';
import { isVacancyName } from '../../../../domain/costs/vacancy.ts';
import { SavedCheck, InlineField, useSavedCheck } from './fields.tsx';
import {
  formatStoredNumber,
  isInvoiceDateValid,
  maskDateInput,
  parseAdvanceInput,
  parseAmountInput,
  parseAreaInput,
  parseCo2EurInput,
  parseCo2KgInput,
  parseKwhInput,
} from './inputs.ts';
import type { DraftTotals } from './totals.ts';

const texts = costDataTexts;
/** On the cost screen an armed delete waits longer: the landlord may be reading an invoice. */
const DELETE_RESET_MS = 10_000;

type Update = (change: (draft: DraftContent) => DraftContent) => void;

export function SectionCard({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function ObjectSection(props: {
  address: string;
  heatingSystem: string | null;
  year: number;
  years: Array<{ value: string; label: string }>;
  closed: boolean;
  onYear: (year: number) => void;
}) {
  return (
    <SectionCard title={texts.sections.object} id="section-object">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <div>
          <Text size="sm" fw={500}>
            {texts.address}
          </Text>
          <Text>{props.address}</Text>
        </div>
        <Select
          label={texts.year}
          data={props.years}
          value={String(props.year)}
          allowDeselect={false}
          onChange={(value) => value && props.onYear(Number(value))}
          rightSection={props.closed ? <Badge size="xs">{texts.closedYear}</Badge> : undefined}
        />
        <div>
          <Text size="sm" fw={500}>
            {texts.heatingSystem}
          </Text>
          <Text>{props.heatingSystem ?? texts.heatingSystemNone}</Text>
        </div>
      </SimpleGrid>
    </SectionCard>
  );
}

/** Focuses a field of the screen (open points, links back from the summary). */
export function focusField(id: string) {
  const element = document.getElementById(id);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}

/**
 * The open points: the server's one list of checks for the year, the same the summary and the
 * statement screen show, each leading to its fix; "Keine offenen Punkte" only when it is empty.
 */
export function OpenPointsPanel({ propertyId, year }: { propertyId: number; year: number }) {
  const statements = useStatements(propertyId, year);
  const role = useSession()?.user.role ?? 'customer';
  const checks = statements.data?.checks ?? [];
  return (
    <SectionCard title={texts.sections.openPoints} id="section-open-points">
      {statements.status === 'pending' ? (
        <LoadingState />
      ) : statements.status === 'error' ? (
        <ErrorState onRetry={() => void statements.refetch()} />
      ) : (
        <Stack gap="xs">
          {checks.length === 0 ? (
            <Text c="teal">{texts.noOpenPoints}</Text>
          ) : (
            <>
              <ChecksCounts checks={checks} />
              <ChecksList checks={checks} role={role} propertyId={propertyId} year={year} screen="costs" />
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

function CostLineRow({
  line,
  draft,
  update,
  readOnly,
  propertyId,
}: {
  line: CostLine;
  draft: DraftContent;
  update: Update;
  readOnly: boolean;
  propertyId: number;
}) {
  const [allocationCheck, showAllocationCheck] = useSavedCheck();
  const isMain = line.key === HEATING_MAIN_KEY;
  return (
    <Paper withBorder radius="sm" p="sm" data-cost-key={line.key}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" verticalSpacing="xs">
        <InlineField
          id={`cost-name-${line.key}`}
          label={texts.costName}
          shown={line.name}
          inputMode="text"
          disabled={readOnly}
          hint={isMain ? texts.heatingMainHint : undefined}
          parse={(text) => {
            const problem = costNameProblem(draft, line.group, text, line.key);
            return problem ? { error: problem } : { text: text.trim() };
          }}
          onCommit={(name) => update((d) => updateLine(d, line.key, { name: String(name) }))}
        />
        <InlineField
          id={fieldId({ kind: 'cost-amount', key: line.key })}
          label={texts.amount}
          shown={formatStoredNumber(line.amount, 2)}
          disabled={readOnly}
          hint={line.amount === null || line.amount === 0 ? validationTexts.amountMissing : undefined}
          parse={parseAmountInput}
          onCommit={(amount) => update((d) => updateLine(d, line.key, { amount: amount as number | null }))}
        />
        {line.group === 'general' && (
          <InlineField
            id={`cost-labour-${line.key}`}
            label={texts.labour}
            shown={formatStoredNumber(line.labour ?? null, 2)}
            disabled={readOnly}
            hint={texts.labourHint}
            parse={parseAmountInput}
            onCommit={(labour) =>
              update((d) =>
                updateLine(d, line.key, {
                  labour: labour as number | null,
                  labour_kind: labour === null ? null : (line.labour_kind ?? 'services'),
                }),
              )
            }
          />
        )}
        {line.group === 'general' && (line.labour ?? 0) > 0 && (
          <Select
            label={texts.labourKind}
            data={(['services', 'craft'] as const).map((value) => ({
              value,
              label: texts.labourKinds[value],
            }))}
            value={line.labour_kind ?? 'services'}
            disabled={readOnly}
            allowDeselect={false}
            onChange={(value) =>
              value && update((d) => updateLine(d, line.key, { labour_kind: value as 'services' | 'craft' }))
            }
          />
        )}
        <InlineField
          id={fieldId({ kind: 'cost-date', key: line.key })}
          label={texts.invoiceDate}
          placeholder={texts.datePlaceholder}
          shown={line.note}
          inputMode="numeric"
          disabled={readOnly}
          mask={maskDateInput}
          storedError={isInvoiceDateValid(line.note) ? null : validationTexts.dateInvalid}
          parse={(text) => (isInvoiceDateValid(text) ? { text } : { error: validationTexts.dateInvalid })}
          onCommit={(note) => update((d) => updateLine(d, line.key, { note: String(note) }))}
        />
        <div>
          <Select
            label={texts.allocation}
            data={DRAFT_ALLOCATION_CHOICES.map((value) => ({ value, label: allocationOptionLabel(value) }))}
            value={line.allocation}
            disabled={readOnly}
            allowDeselect={false}
            onChange={(value) => {
              if (!value || value === line.allocation) return;
              update((d) => updateLine(d, line.key, { allocation: value as DraftAllocation }));
              showAllocationCheck();
            }}
          />
          <SavedCheck shown={allocationCheck} />
        </div>
        <Stack gap={4} justify="flex-end">
          {typeof line.invoice_id === 'number' && (
            <Anchor
              component={Link}
              to={inboxHref(propertyId, line.invoice_id)}
              aria-label={invoiceScreenTexts.receipt.label(line.name)}
              data-receipt={line.invoice_id}
            >
              {invoiceScreenTexts.receipt.link}
            </Anchor>
          )}
          {!isMain && !readOnly && (
            <ArmedButton
              steps={[texts.delete, texts.deleteConfirm]}
              aria-label={texts.deleteLabel(line.name)}
              resetMs={DELETE_RESET_MS}
              onConfirm={() => update((d) => removeLine(d, line.key))}
            />
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

export function CostGroupSection(props: {
  group: CostGroup;
  draft: DraftContent;
  update: Update;
  standard: StandardCategory[];
  readOnly: boolean;
  total: number;
  propertyId: number;
}) {
  const { group, draft, update, readOnly, propertyId } = props;
  const [error, setError] = useState<string | null>(null);
  const lines = linesOfGroup(draft, group);
  const available = availableStandard(draft, props.standard, group);
  const suggestions = group === 'heating' ? HEATING_COST_SUGGESTIONS : OPERATING_COST_SUGGESTIONS;
  const title = group === 'heating' ? texts.sections.heating : texts.sections.general;
  const id = `section-${group}`;

  const add = (category: StandardCategory | { id: null; name: string }) => {
    const result = addStandardLine(draft, group, category, Date.now());
    if ('error' in result) setError(result.error);
    else {
      setError(null);
      update(() => result.draft);
    }
  };

  return (
    <SectionCard title={title} id={id}>
      <Stack gap="sm">
        {lines.length === 0 && <Text c="dimmed">{texts.noCosts}</Text>}
        {lines.map((line) => (
          <CostLineRow
            key={line.key}
            line={line}
            draft={draft}
            update={update}
            readOnly={readOnly}
            propertyId={propertyId}
          />
        ))}
        {!readOnly && (
          <Group align="flex-end" gap="sm">
            <Select
              label={texts.addStandard}
              placeholder={texts.addStandardPlaceholder}
              data={available.map((c) => ({ value: c.name, label: c.name }))}
              value={null}
              onChange={(value) => {
                const category = available.find((c) => c.name === value);
                if (category) add(category);
              }}
              w={240}
            />
            <Select
              label={texts.addSuggested}
              placeholder={texts.addSuggestedPlaceholder}
              data={[...suggestions]}
              searchable
              value={null}
              onChange={(value) => value && add({ id: null, name: value })}
              w={280}
            />
            <Button
              variant="light"
              onClick={() => {
                setError(null);
                update((d) => addCustomLine(d, group, Date.now()));
              }}
            >
              {texts.addCustom}
            </Button>
          </Group>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Text fw={600} ta="right">
          {group === 'heating' ? texts.heatingTotal : texts.generalTotal}: {formatMoneyDe(props.total)}
        </Text>
      </Stack>
    </SectionCard>
  );
}

export function TenantsSection({
  draft,
  update,
  readOnly,
}: {
  draft: DraftContent;
  update: Update;
  readOnly: boolean;
}) {
  const [failures, setFailures] = useState<Record<number, string>>({});
  /**
   * The year's draft takes the value, and the tenant's record too, through the tenant screen's
   * calls (annual advance in euros, area in m²), so both screens show the same figures. A cleared
   * field changes the draft only: the tenant keeps its last value.
   */
  const change = (id: number, field: 'monthly_advance' | 'area_m2', value: number | null) => {
    update((d) => ({ ...d, tenants: d.tenants.map((t) => (t.id === id ? { ...t, [field]: value } : t)) }));
    if (value === null) return;
    const saved =
      field === 'monthly_advance'
        ? saveTenantAdvance(id, value.toFixed(2))
        : saveTenantArea(id, value.toFixed(2));
    saved.then(
      () => setFailures(({ [id]: _done, ...rest }) => rest),
      (error: unknown) => setFailures((current) => ({ ...current, [id]: errorMessage(error) })),
    );
  };
  return (
    <SectionCard title={texts.sections.tenants} id="section-tenants">
      {draft.tenants.length === 0 ? (
        <Text c="dimmed">{texts.noTenants}</Text>
      ) : (
        <Stack gap="sm">
          {draft.tenants.map((tenant) => (
            <Paper withBorder radius="sm" p="sm" key={tenant.id}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
                <div>
                  <Text size="sm" fw={500}>
                    {texts.tenantName}
                  </Text>
                  <Text>{tenant.name}</Text>
                </div>
                <div>
                  <Text size="sm" fw={500}>
                    {texts.period}
                  </Text>
                  <Text>
                    {[tenant.move_in, tenant.move_out]
                      .map((d) => (d ? `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}` : '–'))
                      .join(' – ')}
                  </Text>
                </div>
                <InlineField
                  id={fieldId({ kind: 'tenant-advance', id: tenant.id })}
                  label={texts.annualAdvance}
                  shown={formatStoredNumber(tenant.monthly_advance, 2)}
                  disabled={readOnly}
                  hint={
                    tenant.monthly_advance === null && !isVacancyName(tenant.name)
                      ? validationTexts.advanceMissing
                      : undefined
                  }
                  parse={parseAdvanceInput}
                  onCommit={(value) => change(tenant.id, 'monthly_advance', value as number | null)}
                />
                <InlineField
                  id={fieldId({ kind: 'tenant-area', id: tenant.id })}
                  label={texts.area}
                  shown={formatStoredNumber(tenant.area_m2, 2)}
                  disabled={readOnly}
                  hint={!tenant.area_m2 ? validationTexts.areaMissing : undefined}
                  parse={parseAreaInput}
                  onCommit={(value) => change(tenant.id, 'area_m2', value as number | null)}
                />
              </SimpleGrid>
              {failures[tenant.id] !== undefined && (
                <Text c="red" size="sm" role="alert" mt="xs">
                  {texts.tenantSaveFailed(failures[tenant.id]!)}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

export function Co2Section(props: {
  draft: DraftContent;
  update: Update;
  readOnly: boolean;
  autoKwh: { kwh: number; warnings: string[] } | null;
}) {
  const { draft, update, readOnly, autoKwh } = props;
  const heating = draft.metrics.heating;
  const set = (field: keyof typeof heating, value: number | null) =>
    update((d) => ({ ...d, metrics: { heating: { ...d.metrics.heating, [field]: value } } }));
  return (
    <SectionCard title={texts.sections.co2} id="section-co2">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <InlineField
            id={fieldId({ kind: 'kwh' })}
            label={texts.kwh}
            shown={formatStoredNumber(heating.kwh, 3, 0)}
            disabled={readOnly}
            hint={autoKwh ? texts.kwhAuto(formatKwh(autoKwh.kwh)) : undefined}
            parse={parseKwhInput}
            onCommit={(value) => set('kwh', value as number | null)}
          />
          <InlineField
            id="heating-co2-kg"
            label={texts.co2Kg}
            shown={formatStoredNumber(heating.co2_emissions_kg, 3, 0)}
            disabled={readOnly}
            parse={parseCo2KgInput}
            onCommit={(value) => set('co2_emissions_kg', value as number | null)}
          />
          <InlineField
            id="heating-co2-eur"
            label={texts.co2Eur}
            shown={formatStoredNumber(heating.co2_amount_eur, 2)}
            disabled={readOnly}
            parse={parseCo2EurInput}
            onCommit={(value) => set('co2_amount_eur', value as number | null)}
          />
        </SimpleGrid>
        {autoKwh && autoKwh.kwh > 0 && heating.kwh !== autoKwh.kwh && !readOnly && (
          <Group>
            <Button variant="light" size="xs" onClick={() => set('kwh', autoKwh.kwh)}>
              {texts.kwhApply}
            </Button>
          </Group>
        )}
        {autoKwh && autoKwh.warnings.length > 0 && (
          <Alert color="yellow" variant="light" title={texts.kwhMeterWarning}>
            <List size="sm">
              {autoKwh.warnings.map((w) => (
                <List.Item key={w}>{w}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}

export function TotalsSection({ totals }: { totals: DraftTotals }) {
  const rows: Array<[string, number]> = [
    [texts.heatingTotal, totals.heating],
    [texts.generalTotal, totals.general],
    [texts.costsTotal, totals.costs],
    [texts.advancesTotal, totals.advances],
  ];
  return (
    <SectionCard title={texts.sections.summary} id="section-summary">
      <Stack gap={4}>
        {rows.map(([label, cents]) => (
          <Group key={label} justify="space-between">
            <Text>{label}</Text>
            <Text fw={600}>{formatMoneyDe(cents)}</Text>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}

export function StatusSidebar(props: {
  progress: ReturnType<typeof progress>;
  totals: DraftTotals;
  onSummary: () => void;
  onBack: () => void;
}) {
  const bars: Array<[string, { done: number; all: number }]> = [
    [texts.redesign.costsProgress, props.progress.costs],
    [texts.redesign.tenantsProgress, props.progress.tenants],
  ];
  return (
    <Paper withBorder radius="md" p="lg" component="aside" aria-labelledby="status-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="status-heading">
          {texts.redesign.status}
        </Title>
        {bars.map(([label, value]) => (
          <div key={label}>
            <Group justify="space-between">
              <Text size="sm" id={`progress-${label}`}>
                {label}
              </Text>
              <Text size="sm">{texts.redesign.progressValue(value.done, value.all)}</Text>
            </Group>
            <Progress value={percent(value)} aria-labelledby={`progress-${label}`} />
          </div>
        ))}
        <Group justify="space-between">
          <Text>{texts.costsTotal}</Text>
          <Text fw={600}>{formatMoneyDe(props.totals.costs)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>{texts.advancesTotal}</Text>
          <Text fw={600}>{formatMoneyDe(props.totals.advances)}</Text>
        </Group>
        <Button onClick={props.onSummary}>{texts.redesign.toSummary}</Button>
        <Button variant="default" onClick={props.onBack}>
          {texts.redesign.backToOverview}
        </Button>
      </Stack>
    </Paper>
  );
}
