/**
 * The stored rows behind the HeizkostenV cases beyond the default, as the engine's input: a dwelling
 * without central hot water (§8 Abs. 1, §9 Abs. 2 S. 4), its heated area or volume where the fixed
 * costs are split by them (§7 Abs. 1 S. 5, §8 Abs. 1), a §11 exemption and a recording against the
 * regulation (§12 Abs. 1 S. 1). Each field is given only where it departs from the default, so the
 * input of every other property stays as it was.
 */
import { describe, expect, it } from 'vitest';
import type { DraftPayload } from '../schemas/billing-drafts.ts';
import { DEFAULT_STATEMENT_SETTINGS, toEngineInput, type StatementSettings } from './engine-input.ts';
import type { StoredDwelling } from './stored-data.ts';
import { statementTexts } from '../texts/statements.ts';
import { meter, reading, stored, tenant } from '../../../tests/fixtures/statements/stored-data.ts';

const dwelling = (d: Partial<StoredDwelling> & Pick<StoredDwelling, 'id' | 'label'>): StoredDwelling => ({
  areaM2: '50.00',
  mea: null,
  volumeM3: null,
  ...d,
});
/** A shop with its own boiler (W1) and a flat on the central plant (W2). */
const dwellings = [
  dwelling({
    id: 1,
    label: 'Laden',
    volumeM3: '150.000',
    hotWaterSupplied: false,
    heatedAreaM2: '40.00',
    heatedVolumeM3: '120.000',
  }),
  dwelling({
    id: 2,
    label: 'OG',
    volumeM3: '160.000',
    hotWaterSupplied: true,
    heatedAreaM2: '50.00',
    heatedVolumeM3: '135.500',
  }),
];
const tenants = [
  tenant({ id: 1, lastName: 'Laden GmbH', dwellingId: 1, areaM2: '50.00', moveIn: '2020-01-01' }),
  tenant({ id: 2, lastName: 'Berg', dwellingId: 2, areaM2: '50.00', moveIn: '2020-01-01' }),
];
const allocators = [1, 2].map((id) =>
  meter({
    id,
    tenantId: id,
    dwellingId: id,
    meterType: 'Heizkostenverteiler',
    meterNumber: `HKV-${id}`,
    readings: [reading('2024-12-31', '0'), reading('2025-12-31', String(100 * id))],
  }),
);
const draft: DraftPayload = {
  costs: [{ key: 'heating_main', name: 'Heizung', allocation: 'Verbrauch', amount: 1000, group: 'heating' }],
  tenants: [],
};
const inputWith = (s: Partial<StatementSettings>) =>
  toEngineInput(
    stored({
      tenants,
      dwellings,
      meters: allocators,
      draft,
      settings: { ...DEFAULT_STATEMENT_SETTINGS, ...s },
    }),
  ).input;
const unit = (input: ReturnType<typeof inputWith>, id: string) =>
  input.units.find((u) => u.id === id) as Record<string, unknown>;

describe('engine input of the stored heating settings and dwelling fields', () => {
  it('leaves every new field out at the defaults, except a dwelling not on the central hot water', () => {
    const input = inputWith({});
    expect(unit(input, 'W1')).toEqual({
      id: 'W1',
      area_m2: '50.000',
      volume_m3: '150.000',
      hot_water_supplied: false,
    });
    expect(unit(input, 'W2')).toEqual({ id: 'W2', area_m2: '50.000', volume_m3: '160.000' });
    expect(input.heating).toBeDefined();
    for (const key of ['exempt', 'fixed_basis', 'recording_defect'])
      expect(input.heating).not.toHaveProperty(key);
    expect(input.heating?.consumption_share_percent).toBe(70);
  });

  it('sends the heated area or volume only where the fixed basis asks for it (§7 Abs. 1 S. 5)', () => {
    const byArea = inputWith({ fixedBasis: 'heated_area' });
    expect(byArea.heating).toMatchObject({ fixed_basis: 'heated_area' });
    expect(unit(byArea, 'W1')).toMatchObject({ heated_area_m2: '40.000' });
    expect(unit(byArea, 'W2')).toMatchObject({ heated_area_m2: '50.000' });
    expect(unit(byArea, 'W2')).not.toHaveProperty('heated_volume_m3');

    const byVolume = inputWith({ fixedBasis: 'heated_volume' });
    expect(byVolume.heating).toMatchObject({ fixed_basis: 'heated_volume' });
    expect(unit(byVolume, 'W2')).toMatchObject({ heated_volume_m3: '135.500' });
    expect(unit(byVolume, 'W1')).not.toHaveProperty('heated_area_m2');

    // Umbauter Raum: the volume every unit already carries.
    const byRoom = inputWith({ fixedBasis: 'volume' });
    expect(byRoom.heating).toMatchObject({ fixed_basis: 'volume' });
    expect(unit(byRoom, 'W1')).not.toHaveProperty('heated_volume_m3');
    expect(unit(byRoom, 'W1')).toMatchObject({ volume_m3: '150.000' });
  });

  it('names each dwelling without the quantity its fixed basis splits by, at the setting', () => {
    const { notes } = toEngineInput(
      stored({
        tenants,
        dwellings: [dwellings[0]!, { ...dwellings[1]!, heatedAreaM2: null }],
        meters: allocators,
        draft,
        settings: { ...DEFAULT_STATEMENT_SETTINGS, fixedBasis: 'heated_area' },
      }),
    );
    expect(notes.filter((n) => n.kind === 'fixed_basis_value_missing')).toEqual([
      {
        kind: 'fixed_basis_value_missing',
        message: statementTexts.fixedBasisValueMissing('OG', 'heated_area'),
        setting: 'fixed_basis',
      },
    ]);
    const room = toEngineInput(
      stored({
        tenants,
        dwellings,
        meters: allocators,
        draft,
        settings: { ...DEFAULT_STATEMENT_SETTINGS, fixedBasis: 'volume' },
      }),
    );
    expect(room.notes.map((n) => n.kind)).not.toContain('fixed_basis_value_missing');
  });

  it('bills an exempt building’s heating (§11) by the fixed basis alone: 0 % by consumption, no meters needed', () => {
    const { input, notes } = toEngineInput(
      stored({
        tenants,
        dwellings,
        meters: [],
        draft,
        settings: { ...DEFAULT_STATEMENT_SETTINGS, heatingExempt: true },
      }),
    );
    expect(input.heating).toMatchObject({
      exempt: true,
      consumption_share_percent: 0,
      hot_water_consumption_share_percent: DEFAULT_STATEMENT_SETTINGS.hotWaterConsumptionSharePercent,
    });
    expect(notes.map((n) => n.kind)).not.toContain('heating_meters_missing');
  });

  it('names the pot recorded against the regulation (§12 Abs. 1 S. 1)', () => {
    for (const defect of ['heating', 'hot_water', 'both'] as const)
      expect(inputWith({ recordingDefect: defect }).heating).toMatchObject({ recording_defect: defect });
  });
});
