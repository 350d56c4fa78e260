import type { Role } from '../../../domain/roles.ts';
import { statementScreenTexts } from '../../../domain/texts/index.ts';
import { paths } from '../../routing/paths.ts';
import { isPathAllowed } from '../../routing/route-access.ts';

const targets = statementScreenTexts.checks.targets;

/** The settings a check can name as `settings.<name>`; each has a form field with this id on the screen. */
export const SETTING_FIELDS = [
  'heating_consumption_share_percent',
  'hot_water_consumption_share_percent',
  'fixed_split',
  'time_split',
  'vacancy_persons',
  'remote_readable',
  'monthly_information_given',
  'building',
  'co2_building_type',
  'co2_restriction',
  'co2_information_given',
  'apply_tenant_reductions',
  'user_groups',
  'service_result',
  'hot_water',
  'hot_water_fuel_kwh_total',
  'hot_water_volume_m3',
  'hot_water_heat_kwh',
  'water_basis',
  'heating_exempt',
  'fixed_basis',
  'recording_defect',
] as const;
export type SettingField = (typeof SETTING_FIELDS)[number];

export const settingFieldId = (name: SettingField) => `statement-setting-${name}`;

/**
 * The element ids of the cost screen's inputs, shared by its fields and by the checks that name
 * them (`costs:amount:<line key>`, `costs:date:<line key>`, `costs:advance:<tenant id>`,
 * `costs:area:<tenant id>`, `costs:kwh`).
 */
export const costFieldId = {
  amount: (key: string) => `cost-amount-${key}`,
  date: (key: string) => `cost-date-${key}`,
  advance: (id: number | string) => `tenant-advance-${id}`,
  area: (id: number | string) => `tenant-area-${id}`,
  kwh: 'heating-kwh',
} as const;

/** The cost screen's element id a `costs:<input>:<id>` check names, or null. */
function costInputId(field: string): string | null {
  const [, input, id] = /^costs:(amount|date|advance|area|kwh)(?::(.+))?$/.exec(field) ?? [];
  if (input === 'kwh') return costFieldId.kwh;
  if (!input || !id) return null;
  return costFieldId[input as 'amount' | 'date' | 'advance' | 'area'](id);
}
export const SETTINGS_SECTION_ID = 'statement-settings';
export const DEADLINE_ID = 'statement-deadline';

/** Where a check is fixed: another screen, or a field on this one (focused instead of navigated to). */
export type FixTarget =
  { kind: 'route'; to: string; label: string } | { kind: 'field'; id: string; label: string };

interface Where {
  role: Role;
  propertyId: number;
  year: number;
  /** The screen the list is on: off the statement screen its fields are reached by a link to it. */
  screen?: 'statement' | 'costs';
}

const isSetting = (name: string): name is SettingField =>
  (SETTING_FIELDS as readonly string[]).includes(name);
const positiveId = (raw: string) => (/^[1-9]\d*$/.test(raw) ? raw : null);

/**
 * The fix of a check's `field`, or null when it points nowhere this role may go: the meter
 * detail is the admin's; an employee fixes readings on the property detail, a customer in the
 * readings table (meters and their readings of the year); the admin has no screen for cost data.
 * `meters` alone (several meters) leads to the property's meter list.
 */
export function fixTarget(
  field: string | undefined,
  { role, propertyId, year, screen = 'statement' }: Where,
): FixTarget | null {
  if (!field) return null;
  const route = (to: string, label: string): FixTarget | null =>
    isPathAllowed(role, to.split('?')[0]!) ? { kind: 'route', to, label } : null;
  const statementField = (id: string, label: string): FixTarget | null =>
    screen === 'statement'
      ? { kind: 'field', id, label }
      : route(`${paths.customerStatement}?property_id=${propertyId}&year=${year}#${id}`, label);
  const tenants = (tenantId?: string) =>
    route(
      `${paths.customerTenants}?property_id=${propertyId}${tenantId ? `&tenant_id=${tenantId}` : ''}`,
      targets.tenants,
    );

  if (field.startsWith('costs:')) {
    const input = costInputId(field);
    const costs = `${paths.customerCostsData}?property_id=${propertyId}&year=${year}`;
    return (
      route(input ? `${costs}#${input}` : costs, targets.costs) ??
      route(`${paths.adminPropertyDetail}?property_id=${propertyId}`, targets.property)
    );
  }
  if (field === 'costs')
    return (
      route(`${paths.customerCostsData}?property_id=${propertyId}&year=${year}`, targets.costs) ??
      route(`${paths.adminPropertyDetail}?property_id=${propertyId}`, targets.property)
    );
  if (field === 'tenants') return tenants();
  if (field.startsWith('tenant:')) {
    const id = positiveId(field.slice('tenant:'.length));
    return id ? tenants(id) : tenants();
  }
  if (field === 'meters' || field.startsWith('meters:')) {
    const id = positiveId(field.slice('meters:'.length));
    return (
      (id ? route(`${paths.adminMeterDetail}?id=${id}`, targets.meter) : null) ??
      route(`${paths.adminPropertyDetail}?property_id=${propertyId}`, targets.property) ??
      // A landlord keeps the meters and their readings in the readings table.
      route(`${paths.customerReadings}?property_id=${propertyId}&year=${year}`, targets.readings)
    );
  }
  if (field.startsWith('settings.')) {
    const name = field.slice('settings.'.length);
    return statementField(isSetting(name) ? settingFieldId(name) : SETTINGS_SECTION_ID, targets.settings);
  }
  if (field === 'duties') return statementField(SETTINGS_SECTION_ID, targets.settings);
  if (field === 'deadline') return statementField(DEADLINE_ID, targets.deadline);
  return null;
}
