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
  hot_water: null,
  water_basis: 'total' as const,
  heating_exempt: false,
  fixed_basis: 'area' as const,
  recording_defect: null,
};

describe('settings form', () => {
  it('carries the §11 exemption, the fixed basis and a recording defect both ways', () => {
    const form = toForm({
      ...record,
      heating_exempt: true,
      fixed_basis: 'heated_volume',
      recording_defect: 'hot_water',
    });
    expect(form).toMatchObject({
      heating_exempt: true,
      fixed_basis: 'heated_volume',
      recording_defect: 'hot_water',
    });
    expect(toForm(record).recording_defect).toBe('none');
    expect(fromForm({ ...form, recording_defect: 'none' })).toMatchObject({
      record: { heating_exempt: true, fixed_basis: 'heated_volume', recording_defect: null },
    });
  });

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

  it('reads the hot-water split back and forth, with only the fields its method uses', () => {
    const volume = {
      ...record,
      hot_water: {
        method: 'volume' as const,
        volume_m3: '147.200',
        fuel_kwh_total: '66000.000',
        heat_pump: true,
      },
    };
    const form = toForm(volume);
    expect(form).toMatchObject({
      hot_water_method: 'volume',
      hot_water_volume_m3: '147,2',
      hot_water_temperature_c: '',
      hot_water_fuel_kwh_total: '66.000',
      hot_water_heat_pump: true,
      hot_water_gross_calorific: false,
    });
    expect(fromForm(form)).toEqual({ record: volume });
    // A heat meter measures the heat itself: what belongs to the formulas is not saved with it.
    expect(fromForm({ ...form, hot_water_method: 'heat_meter', hot_water_heat_kwh: '12.500,5 kWh' })).toEqual(
      {
        record: {
          ...record,
          hot_water: { method: 'heat_meter', heat_kwh: '12500.500', fuel_kwh_total: '66000.000' },
        },
      },
    );
    expect(fromForm({ ...form, hot_water_method: 'none' })).toEqual({ record });
  });

  it.each([
    [{ hot_water_method: 'heat_meter' as const }, statementScreenTexts.settings.hotWaterHeatMissing],
    [{ hot_water_fuel_kwh_total: '' }, statementScreenTexts.settings.hotWaterFuelMissing],
    [{ hot_water_fuel_kwh_total: '0' }, statementScreenTexts.settings.hotWaterFuelMissing],
    [{ hot_water_temperature_c: '10' }, statementScreenTexts.settings.hotWaterTemperatureTooLow],
    [{ hot_water_volume_m3: 'viel' }, statementScreenTexts.settings.hotWaterNumberInvalid],
    [{ hot_water_gross_calorific: true }, statementScreenTexts.settings.heatPumpWithGrossCalorific],
    [{ hot_water_district_heat: true }, statementScreenTexts.settings.heatPumpWithDistrictHeat],
  ])('names a hot-water split that cannot be computed (%o)', (change, message) => {
    const form = {
      ...toForm(record),
      hot_water_method: 'volume' as const,
      hot_water_fuel_kwh_total: '50.000',
      hot_water_heat_pump: true,
      ...change,
    };
    expect(fromForm(form)).toEqual({ errors: { hot_water: message } });
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
