import { describe, expect, it } from 'vitest';
import { statementScreenTexts, statementTexts } from '../../../../domain/texts/index.ts';
import { fromForm, toForm } from './settings-form.ts';

const record = {
  heating_consumption_share_percent: 70,
  hot_water_consumption_share_percent: 62.5,
  fixed_split: 'degree_days' as const,
  time_split: 'days' as const,
  vacancy_persons: null,
  remote_readable: true,
  monthly_information_given: null,
  building: null,
  co2_building_type: 'residential' as const,
  co2_restriction: 'none' as const,
  co2_information_given: null,
  apply_tenant_reductions: true,
  user_groups: null,
  service_result: null,
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

  it('reads the building, CO2, reductions, user groups and the metering service back and forth', () => {
    const full = {
      ...record,
      building: {
        insulation_standard_1994_met: false,
        fuel: 'gas' as const,
        exposed_pipes_mostly_insulated: true,
      },
      co2_building_type: 'non_residential' as const,
      co2_restriction: 'building_and_supply' as const,
      co2_information_given: false,
      apply_tenant_reductions: false,
      user_groups: [{ name: 'Vorderhaus', tenant_ids: [3, 4], heat_kwh: '12500.500' }],
      service_result: {
        total_cents: 123_456,
        units: [
          { tenant_id: 3, amount_cents: 100_000, labour_cents: 5_050 },
          { tenant_id: 4, amount_cents: 23_456, labour_cents: null },
        ],
      },
    };
    const form = toForm(full);
    expect(form).toMatchObject({
      building_insulation: 'no',
      building_fuel: 'gas',
      building_pipes: 'yes',
      apply_tenant_reductions: 'no',
      groups: [{ name: 'Vorderhaus', tenant_ids: [3, 4], heat_kwh: '12.500,5' }],
      service_enabled: true,
      service_total: '1.234,56',
      service_rows: { 3: { amount: '1.000,00', labour: '50,50' }, 4: { amount: '234,56', labour: '' } },
    });
    expect(fromForm(form)).toEqual({ record: full });
  });

  it('wants all three building facts or none, complete groups and readable amounts', () => {
    const result = fromForm({
      ...toForm(record),
      building_fuel: 'oil',
      groups: [{ name: 'Hinterhaus', tenant_ids: [], heat_kwh: '100' }],
      service_enabled: true,
      service_total: 'viel',
    });
    expect(result).toEqual({
      errors: {
        building: statementScreenTexts.settings.buildingIncomplete,
        user_groups: statementScreenTexts.settings.groupIncomplete,
        service_result: statementScreenTexts.settings.serviceInvalid,
      },
    });
  });
});
