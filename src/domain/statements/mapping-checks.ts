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
  // Costs by co-ownership shares need every dwelling's share.
  mea_missing: 'error',
  // The first recorded count is taken back to the start; said, not asked again.
  persons_start_missing: 'warning',
  settings_tenant_unknown: 'error',
  group_unit_missing: 'error',
  group_unit_twice: 'error',
  group_without_dwelling: 'warning',
  service_unit_missing: 'error',
  service_unit_twice: 'error',
  service_sum_mismatch: 'error',
  service_total_mismatch: 'error',
  heating_meters_missing: 'error',
  // An entered figure above the months of the tenancy (§556 Abs. 2 BGB) is credited, but checked.
  advance_above_share: 'warning',
  dwelling_area_differs: 'warning',
  // A unit without the quantity its fixed basis splits by cannot be billed (§7 Abs. 1 S. 5 HeizkostenV).
  fixed_basis_value_missing: 'error',
};

function fieldOf(note: MappingNote): string {
  if (note.meterId !== undefined) return `meters:${note.meterId}`;
  if (note.tenantId !== undefined) return `tenant:${note.tenantId}`;
  if (note.setting !== undefined) return `settings.${note.setting}`;
  switch (note.kind) {
    case 'group_unit_missing':
    case 'group_unit_twice':
    case 'group_without_dwelling':
      return 'settings.user_groups';
    case 'service_unit_missing':
    case 'service_unit_twice':
    case 'service_sum_mismatch':
    case 'service_total_mismatch':
      return 'settings.service_result';
    case 'heating_meters_missing':
      return 'meters';
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

/**
 * HeizkostenV §§7, 8: at least 50 and at most 70 % by consumption; 0 stands for costs billed without
 * consumption measurement, which the regulation answers with the tenants' 15 % cut (§12 Abs. 1 S. 1).
 */
const SHARE_MIN = 50;
const SHARE_MAX = 70;
const UNMEASURED = 0;

export function mappingChecks(
  stored: StoredBillingData,
  input: BillingInput,
  notes: readonly MappingNote[],
): StatementCheck[] {
  const byArea = input.costs.some((c) => c.key === 'area') || input.heating !== undefined;
  const byPersons = input.costs.some((c) => c.key === 'persons');
  const checks: StatementCheck[] = [];
  for (const note of notes) {
    let level = LEVEL[note.kind];
    if (note.kind === 'area_missing' && byArea) level = 'error';
    if (level) checks.push({ level, message: note.message, field: fieldOf(note) });
  }

  if (byPersons)
    for (const o of input.occupancies)
      if (!o.vacancy && o.persons === undefined && /^\d+$/.test(o.id))
        checks.push({ level: 'error', message: t.personsMissing(o.name), field: `tenant:${o.id}` });

  if (input.heating) {
    const { settings } = stored;
    const outside = (p: number) => p !== UNMEASURED && (p < SHARE_MIN || p > SHARE_MAX);
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
    else if (hotWaterUnmetered(input))
      checks.push({
        level: 'error',
        message: t.hotWaterMetersMissing,
        field: 'settings.hot_water_consumption_share_percent',
      });
    const hw = input.heating.hot_water;
    if (
      !input.heating.service_result &&
      hw.method === 'volume' &&
      hw.volume_m3 === undefined &&
      !hasHotWater(input)
    )
      checks.push({ level: 'error', message: t.hotWaterVolumeMissing, field: 'settings.hot_water' });
  }
  return checks;
}

const hasHotWater = (input: BillingInput) => (input.consumption ?? []).some((c) => c.kind === 'hot_water');

/**
 * The hot-water costs of a combined system are split 50–70 % by consumption (§8 Abs. 1 HeizkostenV), which
 * needs the dwellings' hot-water readings: water meters marked as hot water. Without any, a hot-water split
 * with a consumption share cannot be computed from stored data. Not so for a metering service's result,
 * which has split the costs already. A dwelling lacking only its own meter is named by the engine.
 */
export function hotWaterUnmetered(input: BillingInput): boolean {
  const heating = input.heating;
  if (!heating || heating.service_result || heating.hot_water.method === 'none') return false;
  const share = heating.hot_water_consumption_share_percent;
  return share !== 0 && share !== '0' && !hasHotWater(input);
}
