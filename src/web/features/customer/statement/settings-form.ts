import {
  formatDecimalDe,
  parseDecimalDe,
  parseDecimalPlain,
  toPlainDecimal,
} from '../../../../domain/decimal.ts';
import { formatMoneyInputDe, parseMoneyDe } from '../../../../domain/money.ts';
import { statementScreenTexts } from '../../../../domain/texts/index.ts';
import type { StatementSettingsRecord } from '../../../api/statements.ts';
import type { SettingField } from '../../../components/checks/fix-target.ts';

const texts = statementScreenTexts.settings;

export type YesNo = 'unset' | 'yes' | 'no';
type Building = NonNullable<StatementSettingsRecord['building']>;
export type FuelChoice = '' | Building['fuel'];
type HotWater = NonNullable<StatementSettingsRecord['hot_water']>;
export type HotWaterMethod = HotWater['method'];

/** A user group as typed: its name, the tenants of its dwellings and the group meter's kWh. */
export interface GroupForm {
  name: string;
  tenant_ids: number[];
  heat_kwh: string;
}

/** One dwelling's metering-service amount, entered at one of its tenants; empty = none. */
export interface ServiceRowForm {
  amount: string;
  labour: string;
}

/** The form as typed: German decimals as text, "not stated" as its own choice beside yes and no. */
export interface SettingsForm {
  heating_consumption_share_percent: string;
  hot_water_consumption_share_percent: string;
  fixed_split: StatementSettingsRecord['fixed_split'];
  time_split: StatementSettingsRecord['time_split'];
  vacancy_persons: string;
  remote_readable: YesNo;
  monthly_information_given: YesNo;
  building_insulation: YesNo;
  building_fuel: FuelChoice;
  building_pipes: YesNo;
  co2_building_type: StatementSettingsRecord['co2_building_type'];
  co2_restriction: StatementSettingsRecord['co2_restriction'];
  co2_information_given: YesNo;
  apply_tenant_reductions: 'yes' | 'no';
  groups: GroupForm[];
  service_enabled: boolean;
  service_total: string;
  /** By tenant id. */
  service_rows: Record<number, ServiceRowForm>;
  /** The §9 HeizkostenV split: "none" for a system without central hot water. */
  hot_water_method: HotWaterMethod;
  hot_water_heat_kwh: string;
  hot_water_volume_m3: string;
  hot_water_temperature_c: string;
  hot_water_area_m2: string;
  hot_water_fuel_kwh_total: string;
  hot_water_gross_calorific: boolean;
  hot_water_district_heat: boolean;
  hot_water_heat_pump: boolean;
  water_basis: StatementSettingsRecord['water_basis'];
  /** §11 HeizkostenV exemption. */
  heating_exempt: boolean;
  fixed_basis: StatementSettingsRecord['fixed_basis'];
  /** "none" for no recording defect (§12 Abs. 1 S. 1 HeizkostenV). */
  recording_defect: NonNullable<StatementSettingsRecord['recording_defect']> | 'none';
}

const yesNo = (value: boolean | null): YesNo => (value === null ? 'unset' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo): boolean | null => (value === 'unset' ? null : value === 'yes');

/** Percentages are exact to three places (62,5 %); the text shows only the decimals they have. */
const percentText = (value: number) => formatDecimalDe(Math.round(value * 1000), 3, 0);
const kwhText = (plain: string) => {
  const milli = parseDecimalPlain(plain, { places: 3, maxDecimals: 3 });
  return milli === null ? plain : formatDecimalDe(milli, 3, 0);
};
/** A quantity of the hot-water split (number or plain decimal text) as German text; empty when not given. */
const quantityText = (value: number | string | undefined) =>
  value === undefined ? '' : kwhText(String(value));

export function toForm(record: StatementSettingsRecord): SettingsForm {
  const rows: Record<number, ServiceRowForm> = {};
  for (const u of record.service_result?.units ?? [])
    rows[u.tenant_id] = {
      amount: formatMoneyInputDe(u.amount_cents),
      labour: u.labour_cents === null ? '' : formatMoneyInputDe(u.labour_cents),
    };
  return {
    heating_consumption_share_percent: percentText(record.heating_consumption_share_percent),
    hot_water_consumption_share_percent: percentText(record.hot_water_consumption_share_percent),
    fixed_split: record.fixed_split,
    time_split: record.time_split,
    water_basis: record.water_basis,
    vacancy_persons: record.vacancy_persons === null ? '' : String(record.vacancy_persons),
    remote_readable: yesNo(record.remote_readable),
    monthly_information_given: yesNo(record.monthly_information_given),
    building_insulation: yesNo(record.building?.insulation_standard_1994_met ?? null),
    building_fuel: record.building?.fuel ?? '',
    building_pipes: yesNo(record.building?.exposed_pipes_mostly_insulated ?? null),
    co2_building_type: record.co2_building_type,
    co2_restriction: record.co2_restriction,
    co2_information_given: yesNo(record.co2_information_given),
    apply_tenant_reductions: record.apply_tenant_reductions ? 'yes' : 'no',
    groups: (record.user_groups ?? []).map((g) => ({
      name: g.name,
      tenant_ids: [...g.tenant_ids],
      heat_kwh: kwhText(g.heat_kwh),
    })),
    service_enabled: record.service_result !== null,
    service_total: record.service_result ? formatMoneyInputDe(record.service_result.total_cents) : '',
    service_rows: rows,
    hot_water_method: record.hot_water?.method ?? 'none',
    hot_water_heat_kwh: quantityText(record.hot_water?.heat_kwh),
    hot_water_volume_m3: quantityText(record.hot_water?.volume_m3),
    hot_water_temperature_c: quantityText(record.hot_water?.temperature_c),
    hot_water_area_m2: quantityText(record.hot_water?.area_m2),
    hot_water_fuel_kwh_total: quantityText(record.hot_water?.fuel_kwh_total),
    hot_water_gross_calorific: record.hot_water?.gross_calorific === true,
    hot_water_district_heat: record.hot_water?.district_heat === true,
    hot_water_heat_pump: record.hot_water?.heat_pump === true,
    heating_exempt: record.heating_exempt,
    fixed_basis: record.fixed_basis,
    recording_defect: record.recording_defect ?? 'none',
  };
}

export type SettingsErrors = Partial<Record<SettingField, string>>;

function percent(text: string): number | null {
  const milli = parseDecimalDe(text.replace('%', ''), { places: 3, maxDecimals: 3 });
  return milli === null || milli < 0 || milli > 100_000 ? null : milli / 1000;
}

/** A German decimal with at most three places, in thousandths; undefined when empty, null when unreadable. */
function quantityMilli(text: string): number | null | undefined {
  const trimmed = text.replace(/kwh|m³|m3|m²|m2|°c/gi, '').trim();
  if (trimmed === '') return undefined;
  const milli = parseDecimalDe(trimmed, { places: 3, maxDecimals: 3 });
  return milli === null || milli < 0 ? null : milli;
}

const kwh = (text: string): string | null => {
  const milli = quantityMilli(text);
  return milli === null || milli === undefined ? null : toPlainDecimal(milli, 3);
};
const money = (text: string): number | null => {
  const cents = parseMoneyDe(text);
  return cents === null || cents < 0 ? null : cents;
};

function buildingOf(form: SettingsForm): { building: Building | null } | { error: string } {
  const given = [
    form.building_insulation !== 'unset',
    form.building_fuel !== '',
    form.building_pipes !== 'unset',
  ];
  if (given.every((g) => !g)) return { building: null };
  if (!given.every(Boolean) || form.building_fuel === '') return { error: texts.buildingIncomplete };
  return {
    building: {
      insulation_standard_1994_met: form.building_insulation === 'yes',
      fuel: form.building_fuel,
      exposed_pipes_mostly_insulated: form.building_pipes === 'yes',
    },
  };
}

function groupsOf(
  form: SettingsForm,
): { groups: StatementSettingsRecord['user_groups'] } | { error: string } {
  if (form.groups.length === 0) return { groups: null };
  const groups: NonNullable<StatementSettingsRecord['user_groups']> = [];
  for (const g of form.groups) {
    const heat = kwh(g.heat_kwh);
    if (g.name.trim() === '' || g.tenant_ids.length === 0 || heat === null)
      return { error: texts.groupIncomplete };
    groups.push({ name: g.name.trim(), tenant_ids: g.tenant_ids, heat_kwh: heat });
  }
  return { groups };
}

/**
 * The hot-water split to save: only the fields its method uses, the formula factors only for the formulas
 * (a heat meter measures the heat itself). What can never be computed is named here already, in the
 * server's words.
 */
function hotWaterOf(
  form: SettingsForm,
): { hotWater: StatementSettingsRecord['hot_water'] } | { error: string } {
  const method = form.hot_water_method;
  if (method === 'none') return { hotWater: null };
  const formula = method !== 'heat_meter';
  const fields = {
    heat_kwh: method === 'heat_meter' ? form.hot_water_heat_kwh : '',
    volume_m3: method === 'volume' ? form.hot_water_volume_m3 : '',
    temperature_c: method === 'volume' ? form.hot_water_temperature_c : '',
    area_m2: method === 'area' ? form.hot_water_area_m2 : '',
    fuel_kwh_total: form.hot_water_fuel_kwh_total,
  };
  const milli: Partial<Record<keyof typeof fields, number>> = {};
  const values: Partial<Record<keyof typeof fields, string>> = {};
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
    const value = quantityMilli(fields[key]);
    if (value === null) return { error: texts.hotWaterNumberInvalid };
    if (value === undefined) continue;
    milli[key] = value;
    values[key] = toPlainDecimal(value, 3);
  }
  if (method === 'heat_meter' && milli.heat_kwh === undefined) return { error: texts.hotWaterHeatMissing };
  if (milli.fuel_kwh_total === undefined || milli.fuel_kwh_total <= 0)
    return { error: texts.hotWaterFuelMissing };
  if (milli.temperature_c !== undefined && milli.temperature_c <= 10_000)
    return { error: texts.hotWaterTemperatureTooLow };
  const gross = formula && form.hot_water_gross_calorific;
  const district = formula && form.hot_water_district_heat;
  const heatPump = formula && form.hot_water_heat_pump;
  if (heatPump && gross) return { error: texts.heatPumpWithGrossCalorific };
  if (heatPump && district) return { error: texts.heatPumpWithDistrictHeat };
  return {
    hotWater: {
      method,
      ...values,
      ...(gross ? { gross_calorific: true } : {}),
      ...(district ? { district_heat: true } : {}),
      ...(heatPump ? { heat_pump: true } : {}),
    },
  };
}

function serviceOf(
  form: SettingsForm,
): { service: StatementSettingsRecord['service_result'] } | { error: string } {
  if (!form.service_enabled) return { service: null };
  const total = money(form.service_total);
  if (total === null) return { error: texts.serviceInvalid };
  const units: NonNullable<StatementSettingsRecord['service_result']>['units'] = [];
  for (const [id, row] of Object.entries(form.service_rows)) {
    if (row.amount.trim() === '' && row.labour.trim() === '') continue;
    const amount = money(row.amount);
    const labour = row.labour.trim() === '' ? null : money(row.labour);
    if (amount === null || (row.labour.trim() !== '' && labour === null))
      return { error: texts.serviceInvalid };
    units.push({ tenant_id: Number(id), amount_cents: amount, labour_cents: labour });
  }
  if (units.length === 0) return { error: texts.serviceInvalid };
  return { service: { total_cents: total, units } };
}

/**
 * The record to save, or what is wrong with the form. Only the form's own limits are checked
 * here; whether a share is within the legal 50–70 % and whether the metering service's amounts add
 * up are the server's checks, which name the consequence.
 */
export function fromForm(
  form: SettingsForm,
): { record: StatementSettingsRecord } | { errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const heating = percent(form.heating_consumption_share_percent);
  const hotWater = percent(form.hot_water_consumption_share_percent);
  if (heating === null) errors.heating_consumption_share_percent = texts.invalidShare;
  if (hotWater === null) errors.hot_water_consumption_share_percent = texts.invalidShare;
  const personsText = form.vacancy_persons.trim();
  const persons = personsText === '' ? null : /^\d{1,2}$/.test(personsText) ? Number(personsText) : undefined;
  if (persons === undefined) errors.vacancy_persons = texts.invalidPersons;
  const building = buildingOf(form);
  if ('error' in building) errors.building = building.error;
  const groups = groupsOf(form);
  if ('error' in groups) errors.user_groups = groups.error;
  const service = serviceOf(form);
  if ('error' in service) errors.service_result = service.error;
  const hotWaterSplit = hotWaterOf(form);
  if ('error' in hotWaterSplit) errors.hot_water = hotWaterSplit.error;
  if (
    heating === null ||
    hotWater === null ||
    persons === undefined ||
    'error' in building ||
    'error' in groups ||
    'error' in service ||
    'error' in hotWaterSplit
  )
    return { errors };
  return {
    record: {
      heating_consumption_share_percent: heating,
      hot_water_consumption_share_percent: hotWater,
      fixed_split: form.fixed_split,
      time_split: form.time_split,
      water_basis: form.water_basis,
      vacancy_persons: persons,
      remote_readable: fromYesNo(form.remote_readable),
      monthly_information_given: fromYesNo(form.monthly_information_given),
      building: building.building,
      co2_building_type: form.co2_building_type,
      co2_restriction: form.co2_restriction,
      co2_information_given: fromYesNo(form.co2_information_given),
      apply_tenant_reductions: form.apply_tenant_reductions === 'yes',
      user_groups: groups.groups,
      service_result: service.service,
      hot_water: hotWaterSplit.hotWater,
      heating_exempt: form.heating_exempt,
      fixed_basis: form.fixed_basis,
      recording_defect: form.recording_defect === 'none' ? null : form.recording_defect,
    },
  };
}
