import { describe, expect, it } from 'vitest';
import type { StoredBillingData } from './stored-data.ts';
import { buildStatements } from './build-statements.ts';
import { deviceVerdict, remoteDutyApplies } from './remote-reading.ts';
import {
  hotWaterMeter,
  meter,
  reading,
  stored,
  tenant,
} from '../../../tests/fixtures/statements/stored-data.ts';

describe('remote-reading duty of a device (§5 Abs. 2 HeizkostenV)', () => {
  it('holds for devices installed after 1 December 2021, not on or before it, until 2026', () => {
    expect(remoteDutyApplies('2021-11-30', '2026-12-31')).toBe(false);
    expect(remoteDutyApplies('2021-12-01', '2026-12-31')).toBe(false);
    expect(remoteDutyApplies('2021-12-02', '2026-12-31')).toBe(true);
    expect(remoteDutyApplies(null, '2026-12-31')).toBe(false);
  });

  it('holds for every device in a period with a day from 1 January 2027 (retrofit by 31.12.2026)', () => {
    expect(remoteDutyApplies('2015-05-01', '2027-12-31')).toBe(true);
    expect(remoteDutyApplies(null, '2027-01-01')).toBe(true);
    expect(remoteDutyApplies('2015-05-01', '2026-12-31')).toBe(false);
  });

  it('lets the device’s own facts win and leaves devices that state nothing to the year’s setting', () => {
    const m = (extra: Partial<Parameters<typeof meter>[0]>) =>
      meter({
        id: 1,
        tenantId: 1,
        meterType: 'Heizkostenverteiler',
        meterNumber: 'H',
        readings: [],
        ...extra,
      });
    expect(deviceVerdict(m({ remoteReadable: true, installedOn: '2023-01-01' }), '2025-12-31')).toBe('ok');
    expect(deviceVerdict(m({ remoteReadable: false, installedOn: '2023-01-01' }), '2025-12-31')).toBe(
      'breach',
    );
    expect(deviceVerdict(m({ remoteReadable: false, installedOn: '2021-11-30' }), '2026-12-31')).toBe('ok');
    expect(deviceVerdict(m({ remoteReadable: false, installedOn: '2021-11-30' }), '2027-12-31')).toBe(
      'breach',
    );
    expect(deviceVerdict(m({ sourceType: 'gateway' }), '2027-12-31')).toBe('ok');
    expect(deviceVerdict(m({ sourceType: 'manual' }), '2025-12-31')).toBe('by_year_setting');
    expect(deviceVerdict(m({ sourceType: 'manual' }), '2027-12-31')).toBe('breach');
  });
});

/** Two flats heated by allocators; 2.000,00 € heating costs split 60 : 40 by area and consumption. */
function house(year: number, meters: Partial<Parameters<typeof meter>[0]>[]): StoredBillingData {
  const prev = `${year - 1}-12-31`;
  const end = `${year}-12-31`;
  return stored({
    year,
    draft: {
      costs: [{ key: 'heating_main', name: 'Gas', allocation: 'Verbrauch', amount: 2000, group: 'heating' }],
      tenants: [],
      metrics: { heating: { kwh: 20000 } },
    },
    dwellings: [
      { id: 11, label: 'EG links', areaM2: '60', mea: null, volumeM3: null },
      { id: 12, label: 'EG rechts', areaM2: '40', mea: null, volumeM3: null },
    ],
    tenants: [
      tenant({
        id: 1,
        lastName: 'Schneider',
        areaM2: '60',
        moveIn: '2020-01-01',
        dwellingId: 11,
        annualAdvanceCents: 120_000,
      }),
      tenant({
        id: 2,
        lastName: 'Yilmaz',
        areaM2: '40',
        moveIn: '2020-01-01',
        dwellingId: 12,
        annualAdvanceCents: 80_000,
      }),
    ],
    meters: [
      meter({
        id: 1,
        tenantId: 1,
        meterType: 'Heizkostenverteiler',
        meterNumber: 'HKV-1',
        readings: [reading(prev, '0'), reading(end, '100')],
        ...meters[0],
      }),
      meter({
        id: 2,
        tenantId: 2,
        meterType: 'Heizkostenverteiler',
        meterNumber: 'HKV-2',
        readings: [reading(prev, '0'), reading(end, '100')],
        ...meters[1],
      }),
    ],
  });
}

const remoteChecks = (data: StoredBillingData, today: string) =>
  buildStatements(data, today).response.checks.filter((c) => /fernablesbar/.test(c.message));

describe('the 3 % warning for missing remote reading (§12 Abs. 1 with §5 Abs. 2 HeizkostenV)', () => {
  it('names only the device installed after 1 December 2021, its dwelling and its tenants’ 3 %', () => {
    const data = house(2026, [
      { remoteReadable: false, installedOn: '2021-12-02' },
      { remoteReadable: false, installedOn: '2021-12-01' },
    ]);
    const checks = remoteChecks(data, '2027-02-01');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ level: 'warning', field: 'meters:1' });
    const calc = buildStatements(data, '2027-02-01').calculation!;
    const schneider = calc.occupancies.find((o) => o.id === '1')!;
    const cents = Math.round(
      ((schneider.heating.heating_cents + schneider.heating.hot_water_cents) * 3) / 100,
    );
    expect(checks[0]!.message).toBe(
      'Nicht fernablesbar in „EG links“: Zähler HKV-1 (eingebaut am 02.12.2021). §5 Abs. 2 HeizkostenV ' +
        'verlangt fernablesbare Geräte für Geräte, die nach dem 1. Dezember 2021 eingebaut wurden. Die Mieter ' +
        'dieser Wohnung können ihren Anteil an den Heiz- und Warmwasserkosten deshalb um 3 % kürzen (§12 Abs. 1 ' +
        `HeizkostenV), zusammen ${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€.`,
    );
  });

  it('says nothing for old devices in 2026, however the year’s setting was left', () => {
    const data = house(2026, [
      { remoteReadable: false, installedOn: '2021-11-30', sourceType: 'manual' },
      { remoteReadable: false, installedOn: '2018-01-01', sourceType: 'manual' },
    ]);
    expect(remoteChecks(data, '2027-02-01')).toEqual([]);
  });

  it('names every device not remotely readable from 2027, each dwelling once', () => {
    const data = house(2027, [
      { remoteReadable: false, installedOn: '2021-11-30' },
      { remoteReadable: false, installedOn: '2018-01-01' },
    ]);
    data.meters.push(
      hotWaterMeter({
        id: 3,
        tenantId: 1,
        meterNumber: 'WW-1',
        remoteReadable: false,
        installedOn: '2019-05-01',
        readings: [reading('2026-12-31', '1'), reading('2027-12-31', '20')],
      }),
    );
    const checks = remoteChecks(data, '2028-02-01');
    expect(checks.map((c) => c.field)).toEqual(['meters:1', 'meters:2']);
    expect(checks[0]!.message).toContain('„EG links“: Zähler HKV-1 (eingebaut am 30.11.2021), Zähler WW-1');
    expect(checks[0]!.message).toContain('ab dem 1. Januar 2027 für alle Geräte');
    expect(checks[1]!.message).toContain('„EG rechts“: Zähler HKV-2');
  });

  it('keeps the year’s setting for devices that state nothing', () => {
    const data = house(2025, [{ sourceType: 'manual' }, { sourceType: 'manual' }]);
    const legacy = remoteChecks(data, '2026-02-01');
    expect(legacy).toHaveLength(1);
    expect(legacy[0]).toMatchObject({ field: 'settings.remote_readable' });
    data.settings = { ...data.settings, duties: { remote_readable: true } };
    expect(remoteChecks(data, '2026-02-01')).toEqual([]);
    // Stated facts win over the setting: a remotely readable device needs no warning whatever it says.
    const stated = house(2025, [{ remoteReadable: true }, { remoteReadable: true }]);
    stated.settings = { ...stated.settings, duties: { remote_readable: false } };
    expect(remoteChecks(stated, '2026-02-01')).toEqual([]);
  });
});
