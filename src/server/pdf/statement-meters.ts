/** The tenant's meters with their readings (§9a HeizkostenV marks). */
import { formatDateDe } from '../../domain/dates.ts';
import type { OccupancyCalculation } from '../../domain/billing/schema.ts';
import type { MeterState } from '../../domain/schemas/statements.ts';
import { COLOR, CONTENT_WIDTH, Flow, SIZE, type Row } from './layout.ts';
import { Sections, type StatementDetailsShown, decimalText, t } from './statement-parts.ts';

function stateCell(state: MeterState | null, unit: string): string {
  if (!state) return t.meters.notRecorded;
  const mark =
    state.source === 'interpolated'
      ? `\n${t.meters.interpolated}`
      : state.source === 'estimated'
        ? `\n${t.meters.estimated}`
        : state.source === 'unchanged'
          ? `\n${t.meters.unchanged}`
          : '';
  return `${formatDateDe(state.date)}\n${decimalText(state.value)} ${unit}${mark}`;
}

/**
 * The tenant's meters with number, readings at the start and end of its use and the consumption
 * between, so each consumption figure of the statement can be checked against the meter. A value
 * converted linearly by days between two readings is marked "umgerechnet"; it is no estimate in
 * the sense of §9a HeizkostenV, which is marked "geschätzt".
 */

export function metersSection(
  flow: Flow,
  sections: Sections,
  details: StatementDetailsShown | undefined,
  occ: OccupancyCalculation,
): void {
  const meters = details?.meters ?? [];
  if (meters.length === 0) return;
  flow.section(sections.next(t.meters.title));
  const rows: Row[] = meters.map((m) => ({
    cells: [
      `${m.meter_number}\n${m.meter_type}`,
      stateCell(m.start, m.unit),
      stateCell(m.end, m.unit),
      (m.consumption === null ? t.meters.notDetermined : `${decimalText(m.consumption)} ${m.unit}`) +
        (m.exchange ? `\n${t.meters.exchange}` : ''),
    ],
  }));
  flow.table(
    [
      { header: t.meters.meter, width: 118 },
      { header: t.meters.start, width: 122, align: 'right' },
      { header: t.meters.end, width: 122, align: 'right' },
      { header: t.meters.consumption, width: CONTENT_WIDTH - 362, align: 'right' },
    ],
    rows,
  );
  const sources = new Set(meters.flatMap((m) => [m.start?.source, m.end?.source]));
  const legend: string[] = [t.meters.legendRead];
  if (sources.has('interpolated')) legend.push(t.meters.legendInterpolated);
  if (sources.has('unchanged')) legend.push(t.meters.legendUnchanged);
  if (sources.has('estimated')) legend.push(t.meters.legendEstimated);
  if (meters.some((m) => m.exchange)) legend.push(t.meters.legendExchange);
  flow.paragraph(legend.join(' '), { size: SIZE.note, color: COLOR.muted });
  const water = details?.water_meters ?? [];
  const byWater = occ.lines.some(
    (l) => l.key === 'consumption' && l.section === 'operating' && l.basis_unit === 'm³',
  );
  if (water.length > 0 && byWater) flow.paragraph(t.meters.waterFrom(water), { size: SIZE.note });
  flow.endSection();
}
