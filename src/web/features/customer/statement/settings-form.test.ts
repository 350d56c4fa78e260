import { describe, expect, it } from 'vitest';
import { statementTexts } from '../../../../domain/texts/index.ts';
import { fromForm, toForm } from './settings-form.ts';

const record = {
  heating_consumption_share_percent: 70,
  hot_water_consumption_share_percent: 62.5,
  fixed_split: 'degree_days' as const,
  time_split: 'days' as const,
  vacancy_persons: null,
  remote_readable: true,
  monthly_information_given: null,
};

describe('settings form', () => {
  it('shows German decimals and "not stated" and saves them back unchanged', () => {
    const form = toForm(record);
    expect(form).toMatchObject({
      heating_consumption_share_percent: '70',
      hot_water_consumption_share_percent: '62,5',
      vacancy_persons: '',
      remote_readable: 'yes',
      monthly_information_given: 'unset',
    });
    expect(fromForm(form)).toEqual({ record });
  });

  it('takes a percent sign, persons and a no', () => {
    const form = {
      ...toForm(record),
      heating_consumption_share_percent: '55 %',
      vacancy_persons: '2',
      monthly_information_given: 'no' as const,
    };
    expect(fromForm(form)).toEqual({
      record: {
        ...record,
        heating_consumption_share_percent: 55,
        vacancy_persons: 2,
        monthly_information_given: false,
      },
    });
  });

  it('names each field it cannot read', () => {
    const result = fromForm({
      ...toForm(record),
      heating_consumption_share_percent: '120',
      hot_water_consumption_share_percent: 'viel',
      vacancy_persons: '1,5',
    });
    expect(result).toEqual({
      errors: {
        heating_consumption_share_percent: statementTexts.shareInvalid,
        hot_water_consumption_share_percent: statementTexts.shareInvalid,
        vacancy_persons: statementTexts.vacancyPersonsInvalid,
      },
    });
  });
});
