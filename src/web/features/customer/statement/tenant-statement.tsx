import { Fragment, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { daysBetweenInclusive, formatDateDe } from '../../../../domain/dates.ts';
import { formatMoneyDe } from '../../../../domain/money.ts';
import type { FixedBasis } from '../../../../domain/schemas/statements.ts';
import {
  billingTexts,
  statementPdfTexts,
  statementScreenTexts,
  statementTexts,
} from '../../../../domain/texts/index.ts';
import type { TenantStatement } from '../../../api/statements.ts';
import { balanceOf } from '../../../components/balance.ts';
import {
  appliedReductions,
  decimalText,
  linesBySection,
  percentText,
  shareText,
  sharesTotal,
  timeShareText,
} from './statement-view.ts';

const texts = statementScreenTexts.statements;

type MeterState = TenantStatement['details']['meters'][number]['start'];

function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Title order={4} size="h5" mt="xs">
      {children}
    </Title>
  );
}

/** The fixed costs of heating and hot water are split by the basis the year chose, not always by area. */
function keyLabel(line: TenantStatement['lines'][number], fixedBasis: FixedBasis | undefined): string {
  const fixed = line.cost.startsWith('heating_fixed') || line.cost === 'hot_water_fixed';
  return fixed && fixedBasis ? billingTexts.fixedBases[fixedBasis].name : texts.keys[line.key];
}

function LinesTable({ statement, fixedBasis }: { statement: TenantStatement; fixedBasis?: FixedBasis }) {
  if (statement.lines.length === 0) return <Text c="dimmed">{texts.noLines}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={6}>
        <Table.Caption>{texts.linesCaption(statement.name)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.columns.cost}</Table.Th>
            <Table.Th ta="right">{texts.columns.total}</Table.Th>
            <Table.Th>{texts.columns.key}</Table.Th>
            <Table.Th>{texts.columns.share}</Table.Th>
            <Table.Th ta="right">{texts.columns.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {linesBySection(statement.lines).map(({ section, lines }) => (
            <Fragment key={section}>
              <Table.Tr>
                <Table.Th colSpan={5} scope="colgroup">
                  {texts.sections[section]}
                </Table.Th>
              </Table.Tr>
              {lines.map((line, index) => {
                const nonAllocable = line.amount_cents - line.total_cents;
                const time = timeShareText(line);
                return (
                  <Fragment key={`${line.cost}-${index}`}>
                    <Table.Tr style={{ borderBottom: 0 }}>
                      <Table.Td>
                        {line.name}
                        {nonAllocable > 0 && (
                          <Text size="xs" c="dimmed">
                            {texts.nonAllocable(formatMoneyDe(nonAllocable))}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatMoneyDe(line.total_cents)}</Table.Td>
                      <Table.Td>{keyLabel(line, fixedBasis)}</Table.Td>
                      <Table.Td>
                        {shareText(line)}
                        {time && <Text size="xs">{time}</Text>}
                        {line.estimated && (
                          <Badge size="xs" color="yellow" variant="light">
                            {texts.estimated}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatMoneyDe(line.share_cents)}
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td colSpan={5} pt={0}>
                        <Text size="xs" c="dimmed">
                          {texts.path}: {line.path}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  </Fragment>
                );
              })}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HeatingCosts({ details }: { details: TenantStatement['details'] }) {
  const heating = details.heating_costs;
  if (!heating || (heating.items.length === 0 && heating.fuel_kwh === null)) return null;
  const fuel = decimalText(heating.fuel_kwh);
  return (
    <Stack gap={4}>
      <SubHeading>{texts.heatingCosts}</SubHeading>
      {heating.items.map((item, index) => (
        <Group key={`${item.name}-${index}`} justify="space-between" maw={520}>
          <Text size="sm">{item.name}</Text>
          <Text size="sm">{formatMoneyDe(item.amount_cents)}</Text>
        </Group>
      ))}
      {fuel && (
        <Text size="sm" c="dimmed">
          {texts.fuel(fuel)}
        </Text>
      )}
    </Stack>
  );
}

function State({ state, unit }: { state: MeterState; unit: string }) {
  if (!state) return <>–</>;
  return (
    <>
      {texts.meterState(decimalText(state.value) ?? state.value, unit, formatDateDe(state.date))}{' '}
      <Tooltip label={texts.sourceHints[state.source]} multiline w={260} withArrow>
        <Badge
          size="xs"
          variant="light"
          color={
            state.source === 'read' || state.source === 'unchanged'
              ? 'gray'
              : state.source === 'interpolated'
                ? 'blue'
                : 'yellow'
          }
          tabIndex={0}
          aria-label={`${texts.sources[state.source]}: ${texts.sourceHints[state.source]}`}
        >
          {texts.sources[state.source]}
        </Badge>
      </Tooltip>
    </>
  );
}

function Meters({ details, name }: { details: TenantStatement['details']; name: string }) {
  return (
    <Stack gap={4}>
      <SubHeading>{texts.meters}</SubHeading>
      {details.meters.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noMeters}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Caption>{`${texts.meters}: ${name}`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.meterColumns.number}</Table.Th>
                <Table.Th>{texts.meterColumns.type}</Table.Th>
                <Table.Th>{texts.meterColumns.start}</Table.Th>
                <Table.Th>{texts.meterColumns.end}</Table.Th>
                <Table.Th ta="right">{texts.meterColumns.consumption}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {details.meters.map((meter) => (
                <Table.Tr key={meter.meter_id}>
                  <Table.Td>{meter.meter_number}</Table.Td>
                  <Table.Td>{meter.meter_type}</Table.Td>
                  <Table.Td>
                    <State state={meter.start} unit={meter.unit} />
                  </Table.Td>
                  <Table.Td>
                    <State state={meter.end} unit={meter.unit} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {meter.consumption === null ? '–' : `${decimalText(meter.consumption)} ${meter.unit}`}
                    {meter.exchange && (
                      <Badge size="xs" color="orange" variant="light" ml={6}>
                        {texts.exchange}
                      </Badge>
                    )}
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

function Comparison({ details }: { details: TenantStatement['details'] }) {
  if (details.comparison.length === 0) return null;
  const value = (v: string | null, unit: string) => (v === null ? '–' : `${decimalText(v)} ${unit}`);
  return (
    <Stack gap={4}>
      <SubHeading>{texts.comparison}</SubHeading>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.comparisonColumns.kind}</Table.Th>
              <Table.Th ta="right">{texts.comparisonColumns.current}</Table.Th>
              <Table.Th ta="right">{texts.comparisonColumns.previous}</Table.Th>
              <Table.Th ta="right">{texts.comparisonColumns.average}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {details.comparison.map((row) => (
              <Table.Tr key={row.kind}>
                <Table.Td>{statementTexts.kindLabels[row.kind]}</Table.Td>
                <Table.Td ta="right">{value(row.current, row.unit)}</Table.Td>
                <Table.Td ta="right">{value(row.previous_year, row.unit)}</Table.Td>
                <Table.Td ta="right">{value(row.property_average, row.unit)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Reductions({ statement }: { statement: TenantStatement }) {
  if (statement.reductions.length === 0) return null;
  return (
    <Stack gap={4}>
      <SubHeading>{texts.reductions}</SubHeading>
      {statement.reductions.map((r) => (
        <Text size="sm" key={r.rule}>
          {texts.reductionRules[r.rule]} ({r.law}):{' '}
          {texts.reduction(
            percentText(r.percent),
            formatMoneyDe(r.base_cents),
            formatMoneyDe(r.amount_cents),
          )}{' '}
          <Badge size="xs" variant="light" color={r.applied ? 'teal' : 'gray'}>
            {r.applied ? texts.reductionApplied : texts.reductionRight}
          </Badge>
        </Text>
      ))}
    </Stack>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" maw={520} wrap="nowrap">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The advances with the months credited (§556 Abs. 2 BGB), as the PDF names them. */
function advancesLabel(statement: TenantStatement): string {
  const a = statement.details.advance;
  if (a === undefined) return texts.advances;
  const pdf = statementPdfTexts.totals;
  const how =
    a === null ? pdf.advanceEntered : pdf.advanceMonths(a.whole_months, a.monthly_cents, a.partial_months);
  return `${texts.advances} (${how})`;
}

function Totals({ statement }: { statement: TenantStatement }) {
  const balance = balanceOf(statement.balance_cents);
  const reductions = appliedReductions(statement);
  const previous = statement.details.previous_monthly_advance_cents;
  const next = statement.new_monthly_advance_cents;
  return (
    <Stack gap={4} data-testid="statement-totals">
      <Row label={texts.sharesSum} value={formatMoneyDe(sharesTotal(statement))} />
      {statement.co2_credit_cents > 0 && (
        <Row label={texts.co2Credit} value={`− ${formatMoneyDe(statement.co2_credit_cents)}`} />
      )}
      {reductions > 0 && <Row label={texts.reductionsTotal} value={`− ${formatMoneyDe(reductions)}`} />}
      <Row label={texts.total} value={formatMoneyDe(statement.total_cents)} strong />
      <Row label={advancesLabel(statement)} value={`− ${formatMoneyDe(statement.advance_payments_cents)}`} />
      <Row label={texts[balance.kind]} value={formatMoneyDe(balance.cents)} strong />
      <Row
        label={texts.previousAdvance}
        value={previous === null ? texts.notGiven : formatMoneyDe(previous)}
      />
      <Row label={texts.newAdvance} value={next === null ? texts.advanceEnds : formatMoneyDe(next)} />
      {next !== null && statement.new_advance_basis && (
        <Text size="sm" c="dimmed" maw={520} data-testid="new-advance-basis">
          {statementPdfTexts.advance.basisDegreeDays(
            statement.new_advance_basis.heating_cents,
            statement.new_advance_basis.heating_permille,
            statement.new_advance_basis.other_cents,
            daysBetweenInclusive(statement.from, statement.to),
          )}
        </Text>
      )}
    </Stack>
  );
}

interface TenantStatementProps {
  statement: TenantStatement;
  /** The year's basis of the fixed heating and hot-water costs. */
  fixedBasis?: FixedBasis;
  onDownload: () => void;
  downloading: boolean;
}

/** One tenant's statement as it will be printed: the same lines and sums as the PDF. */
export function TenantStatementCard({
  statement,
  fixedBasis,
  onDownload,
  downloading,
}: TenantStatementProps) {
  const headingId = `statement-tenant-${statement.tenant_id}`;
  const balance = balanceOf(statement.balance_cents);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h4" id={headingId}>
              {statement.name}
            </Title>
            <Text size="sm" c="dimmed">
              {statement.details.unit_label ? `${statement.details.unit_label} · ` : ''}
              {texts.usage(formatDateDe(statement.from), formatDateDe(statement.to))} ·{' '}
              {texts.delivery[statement.delivery_method]}
            </Text>
          </div>
          <Group gap="sm">
            <Badge
              size="lg"
              variant="light"
              color={balance.kind === 'backPayment' ? 'orange' : balance.kind === 'credit' ? 'teal' : 'gray'}
            >
              {balance.kind === 'settled'
                ? texts.settled
                : `${texts[balance.kind]} ${formatMoneyDe(balance.cents)}`}
            </Badge>
            <Button
              variant="default"
              size="xs"
              onClick={onDownload}
              loading={downloading}
              aria-label={texts.downloadLabel(statement.name)}
            >
              {texts.download}
            </Button>
          </Group>
        </Group>
        <LinesTable statement={statement} fixedBasis={fixedBasis} />
        <HeatingCosts details={statement.details} />
        <Meters details={statement.details} name={statement.name} />
        <Comparison details={statement.details} />
        <Reductions statement={statement} />
        <Totals statement={statement} />
      </Stack>
    </Paper>
  );
}
