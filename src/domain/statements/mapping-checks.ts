/**
 * What the mapping from stored data noticed, as checks with a level and the place to fix it, plus
 * the inputs a key needs: persons where costs are split by persons, areas where by area, and
 * consumption shares inside the range HeizkostenV allows.
 */
import type { BillingInput } from '../billing/schema.ts';
import type { StatementCheck } from '../schemas/statements.ts';
import { statementCheckTexts as t } from '../texts/statement-checks.ts';
import type { MappingNote, MappingNoteKind, StoredBillingData } from './engine-input.ts';

const LEVEL: Record<MappingNoteKind, StatementCheck['level'] | null> = {
  draft_missing: 'error',
  draft_tenant_unknown: 'warning',
  vacancy_added: 'warning',
  area_missing: 'warning',
  area_differs: 'warning',
  persons_not_whole: 'error',
  // Shown with the meter's states on the statement ("umgerechnet"); nothing to fix.
  interpolated: null,
  meter_exchange: 'warning',
  reading_missing: 'error',
  no_interim_reading: 'warning',
  mixed_units: 'error',
  meter_kind_guessed: 'warning',
  // Without emissions or fuel the CO2 split cannot be made, and tenants may cut 3 % (§7 Abs. 4 CO2KostAufG).
  co2_without_basis: 'error',
};

function fieldOf(note: MappingNote): string {
  if (note.meterId !== undefined) return `meters:${note.meterId}`;
  if (note.tenantId !== undefined) return `tenant:${note.tenantId}`;
  switch (note.kind) {
    case 'draft_missing':
    case 'draft_tenant_unknown':
    case 'meter_kind_guessed':
    case 'co2_without_basis':
      return 'costs';
    case 'mixed_units':
      return 'meters';
    default:
      return 'tenants';
  }
}

/** HeizkostenV §§7, 8: at least 50 and at most 70 % by consumption. */
const SHARE_MIN = 50;
const SHARE_MAX = 70;

export function mappingChecks(
  stored: StoredBillingData,
  input: BillingInput,
  notes: readonly MappingNote[],
): StatementCheck[] {
  const byArea = input.costs.some((c) => c.key === 'area') || input.heating !== undefined;
  const checks: StatementCheck[] = [];
  for (const note of notes) {
    let level = LEVEL[note.kind];
    if (note.kind === 'area_missing' && byArea) level = 'error';
    if (level) checks.push({ level, message: note.message, field: fieldOf(note) });
  }

  if (input.costs.some((c) => c.key === 'persons'))
    for (const o of input.occupancies)
      if (!o.vacancy && o.persons === undefined && /^\d+$/.test(o.id))
        checks.push({ level: 'error', message: t.personsMissing(o.name), field: `tenant:${o.id}` });

  if (input.heating) {
    const { settings } = stored;
    const outside = (p: number) => p < SHARE_MIN || p > SHARE_MAX;
    if (outside(settings.heatingConsumptionSharePercent))
      checks.push({
        level: 'error',
        message: t.shareOutOfRange(t.heatingShareLabel, settings.heatingConsumptionSharePercent),
        field: 'settings.heating_consumption_share_percent',
      });
    if ((settings.hotWater?.method ?? 'none') !== 'none' && outside(settings.hotWaterConsumptionSharePercent))
      checks.push({
        level: 'error',
        message: t.shareOutOfRange(t.hotWaterShareLabel, settings.hotWaterConsumptionSharePercent),
        field: 'settings.hot_water_consumption_share_percent',
      });
  }
  return checks;
}
