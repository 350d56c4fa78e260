import { describe, expect, it } from 'vitest';
import type { MeterRecord } from '../../../api/meters.ts';
import type { Tenant } from '../../../api/types.ts';
import { dwellingMeters, tenantName, tenantOptions } from './recipients.ts';

const tenant = (over: Partial<Tenant>): Tenant =>
  ({
    id: 1,
    first_name: 'Erika',
    last_name: 'Muster',
    company: null,
    is_vacancy: false,
    dwelling_id: 5,
    dwelling_label: '1. OG links',
    ...over,
  }) as Tenant;
const meter = (over: Partial<MeterRecord>): MeterRecord =>
  ({
    id: 10,
    meter_number: 'W-1',
    meter_type: 'Wasserzähler',
    unit: 'm³',
    dwelling_id: 5,
    tenant_id: null,
    ...over,
  }) as MeterRecord;

describe('letter recipients', () => {
  it('names the tenant as stored and leaves vacancies out', () => {
    expect(tenantName(tenant({}))).toBe('Erika Muster');
    expect(tenantName(tenant({ company: 'Bäckerei Korn GmbH' }))).toBe('Bäckerei Korn GmbH');
    expect(tenantOptions([tenant({}), tenant({ id: 2, is_vacancy: true, last_name: 'Leerstand' })])).toEqual([
      { value: '1', label: 'Erika Muster – 1. OG links' },
    ]);
  });

  it('offers the meters of the tenant’s dwelling only', () => {
    const meters = [
      meter({}),
      meter({ id: 11, dwelling_id: 6, meter_number: 'W-2' }),
      meter({
        id: 12,
        dwelling_id: null,
        tenant_id: 1,
        meter_type: 'Heizkostenverteiler',
        meter_number: 'H-7',
        unit: 'Einheiten',
      }),
      meter({ id: 13, dwelling_id: null, meter_number: 'Haus' }),
    ];
    expect(dwellingMeters(meters, { id: 1, dwelling_id: 5 })).toEqual([
      { value: '10', label: 'Wasserzähler W-1 (m³)' },
      { value: '12', label: 'Heizkostenverteiler H-7 (Einheiten)' },
    ]);
  });
});
