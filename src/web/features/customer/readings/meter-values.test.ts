import { describe, expect, it } from 'vitest';
import type { MeterRecord } from '../../../api/meters.ts';
import { BUILDING, emptyMeterValues, meterBody, meterValuesOf } from './meter-values.ts';

const meter: MeterRecord = {
  id: 7,
  property_id: 1,
  meter_type: 'Wasserzähler',
  meter_number: 'WZ-1',
  unit: 'm³',
  tenant_id: 4,
  dwelling_id: null,
  dwelling_label: null,
  assignment_label: null,
  source_type: 'manual',
  gateway_id: null,
  gateway_channel: null,
  auto_sync: false,
  hot_water: true,
  last_sync_at: null,
  last_gateway_status: null,
  has_aes_key: false,
  installed_on: null,
  remote_readable: null,
};

describe('meter form values', () => {
  it('start in the first dwelling, or the building where there is none', () => {
    expect(emptyMeterValues([{ id: 3 }, { id: 5 }]).place).toBe('3');
    expect(emptyMeterValues([]).place).toBe(BUILDING);
  });

  it('place a stored meter where the table counts it (its tenant’s dwelling)', () => {
    expect(meterValuesOf(meter, 9)).toEqual({
      type: 'Wasserzähler',
      number: 'WZ-1',
      unit: 'm³',
      place: '9',
      assignment: null,
      hotWater: true,
      installedOn: '',
      remoteReadable: false,
    });
    expect(meterValuesOf(meter, null).place).toBe(BUILDING);
  });

  it('send a dwelling without assignment, the building with one, hot water only for water', () => {
    const values = { ...meterValuesOf(meter, 9), number: '  WZ-1a ' };
    expect(meterBody(values)).toEqual({
      meter_type: 'Wasserzähler',
      meter_number: 'WZ-1a',
      unit: 'm³',
      dwelling_id: 9,
      assignment_label: null,
      hot_water: true,
      installed_on: null,
      remote_readable: false,
    });
    expect(meterBody({ ...values, installedOn: '01.03.2022', remoteReadable: true })).toMatchObject({
      installed_on: '2022-03-01',
      remote_readable: true,
    });
    expect(
      meterBody({ ...values, type: 'Stromzähler', place: BUILDING, assignment: 'Allgemeinstrom' }),
    ).toMatchObject({ dwelling_id: null, assignment_label: 'Allgemeinstrom', hot_water: false });
    expect(meterBody({ ...values, number: ' ' }).meter_number).toBeNull();
  });
});
