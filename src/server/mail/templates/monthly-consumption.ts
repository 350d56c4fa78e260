import { formatDecimalDe, parseDecimalPlain } from '../../../domain/decimal.ts';
import { consumptionInfoTexts as texts, monthNameDe } from '../../../domain/texts/consumption-information.ts';
import type { ConsumptionSeries } from '../../../domain/schemas/tenant-portal.ts';
import { renderMail, subjectPart, type Block, type MailConfig, type RenderedMail } from './layout.ts';
import { tenantGreeting, type StatementMailInput } from './statement-delivery.ts';

export interface MonthlyConsumptionMailInput {
  month: string;
  /** The property's address as one line, 'Musterstraße 1, 12345 Berlin'. */
  address: string;
  tenant: StatementMailInput['tenant'];
  tenantName: string;
  /** The month's series, one month each (as the portal answers them). */
  series: readonly ConsumptionSeries[];
  landlord: { name: string | null; email: string | null };
  portalLink: string | null;
}

/** '1234.500' → '1.234,5'; null → 'keine Angabe'. */
function amount(value: string | null, unit: string): string {
  if (value === null) return texts.noFigure;
  const milli = parseDecimalPlain(value, { places: 3, maxDecimals: 3 });
  return milli === null ? texts.noFigure : `${formatDecimalDe(milli, 3, 0)} ${unit}`;
}

/**
 * The monthly consumption information of §6a HeizkostenV: the month's consumption of each kind
 * with the comparisons §6a Abs. 2 names (previous month, same month of the previous year, the
 * average user of the property's comparable dwellings).
 */
export function monthlyConsumptionMail(config: MailConfig, input: MonthlyConsumptionMailInput): RenderedMail {
  const monthName = monthNameDe(input.month);
  const subject = texts.mailSubject(monthName, subjectPart(input.address));
  const blocks: Block[] = [{ kind: 'text', text: texts.mailIntro(monthName, input.address) }];
  let estimated = false;
  for (const series of input.series) {
    const m = series.months.find((x) => x.month === input.month);
    if (!m) continue;
    estimated ||= m.estimated;
    const label = texts.kindLabels[series.kind] ?? series.kind;
    blocks.push(
      { kind: 'text', text: `${label} (${series.unit})` },
      {
        kind: 'fields',
        rows: [
          [texts.rowMonth, `${amount(m.value, series.unit)}${m.estimated ? ' *' : ''}`],
          [texts.rowPreviousMonth, amount(m.previous_month, series.unit)],
          [texts.rowLastYear, amount(m.same_month_last_year, series.unit)],
          [texts.rowAverage, amount(m.property_average, series.unit)],
        ],
      },
    );
  }
  if (estimated) blocks.push({ kind: 'text', text: texts.mailEstimated });
  blocks.push(
    { kind: 'text', text: texts.mailAverageNote },
    { kind: 'text', text: texts.mailLandlord(input.landlord.name, input.landlord.email) },
  );
  if (input.portalLink)
    blocks.push(
      { kind: 'text', text: texts.mailPortal },
      { kind: 'link', label: texts.mailPortalLink, url: input.portalLink },
    );
  const greeting = tenantGreeting({ tenant: input.tenant, documentName: input.tenantName });
  return renderMail(config, subject, greeting, blocks);
}
