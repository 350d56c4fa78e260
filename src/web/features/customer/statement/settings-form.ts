import { formatDecimalDe, parseDecimalDe } from '../../../../domain/decimal.ts';
import { statementScreenTexts } from '../../../../domain/texts/index.ts';
import type { StatementSettingsRecord } from '../../../api/statements.ts';
import type { SettingField } from './fix-target.ts';

const texts = statementScreenTexts.settings;

export type YesNo = 'unset' | 'yes' | 'no';

/** The form as typed: German decimals as text, "not stated" as its own choice beside yes and no. */
export interface SettingsForm {
  heating_consumption_share_percent: string;
  hot_water_consumption_share_percent: string;
  fixed_split: StatementSettingsRecord['fixed_split'];
  time_split: StatementSettingsRecord['time_split'];
  vacancy_persons: string;
  remote_readable: YesNo;
  monthly_information_given: YesNo;
}

const yesNo = (value: boolean | null): YesNo => (value === null ? 'unset' : value ? 'yes' : 'no');
const fromYesNo = (value: YesNo): boolean | null => (value === 'unset' ? null : value === 'yes');

/** Percentages are exact to three places (62,5 %); the text shows only the decimals they have. */
const percentText = (value: number) => formatDecimalDe(Math.round(value * 1000), 3, 0);

export function toForm(record: StatementSettingsRecord): SettingsForm {
  return {
    heating_consumption_share_percent: percentText(record.heating_consumption_share_percent),
    hot_water_consumption_share_percent: percentText(record.hot_water_consumption_share_percent),
    fixed_split: record.fixed_split,
    time_split: record.time_split,
    vacancy_persons: record.vacancy_persons === null ? '' : String(record.vacancy_persons),
    remote_readable: yesNo(record.remote_readable),
    monthly_information_given: yesNo(record.monthly_information_given),
  };
}

export type SettingsErrors = Partial<Record<SettingField, string>>;

function percent(text: string): number | null {
  const milli = parseDecimalDe(text.replace('%', ''), { places: 3, maxDecimals: 3 });
  return milli === null || milli < 0 || milli > 100_000 ? null : milli / 1000;
}

/**
 * The record to save, or what is wrong with the form. Only the form's own limits are checked
 * here; whether a share is within the legal 50–70 % is one of the server's checks, which names
 * the consequence.
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
  if (heating === null || hotWater === null || persons === undefined) return { errors };
  return {
    record: {
      heating_consumption_share_percent: heating,
      hot_water_consumption_share_percent: hotWater,
      fixed_split: form.fixed_split,
      time_split: form.time_split,
      vacancy_persons: persons,
      remote_readable: fromYesNo(form.remote_readable),
      monthly_information_given: fromYesNo(form.monthly_information_given),
    },
  };
}
