import { describe, expect, it } from 'vitest';
import {
  defaultDraft,
  fillAreasFromPrevious,
  normalizeDraft,
  snapshotOf,
  standardCategories,
  tenantsOfYear,
  toPayload,
} from './draft.ts';
import { sampleDraft } from './test-draft.ts';

describe('normalizeDraft', () => {
  it('reads older drafts that keep cents and kWh as a decimal string', () => {
    const draft = normalizeDraft({
      costs: [
        {
          key: 'heating_main',
          name: 'Gas',
          allocation: 'Verbrauch',
          amount_cents: 784_218,
          note: '15.01.2026',
          group: 'heating',
        },
      ],
      tenants: [
        {
          id: 3,
          name: 'Anna',
          move_in: '2025-01-01',
          move_out: '2025-12-31',
          annual_advance_cents: 216_000,
          area_m2: 68.5,
        },
      ],
      metrics: { heating: { kwh: '76130.000', co2_emissions_kg: '15302.130', co2_amount_cents: 68_860 } },
      meta: { savedAt: 'x', mode: 'standard', removedCostIds: [4] },
    });
    expect(draft.costs[0]).toMatchObject({ amount: 7842.18, note: '15.01.2026' });
    expect(draft.costs[0]).not.toHaveProperty('amount_cents');
    expect(draft.tenants[0]).toMatchObject({ monthly_advance: 2160, area_m2: 68.5 });
    expect(draft.metrics.heating).toEqual({ kwh: 76130, co2_emissions_kg: 15302.13, co2_amount_eur: 688.6 });
    expect(draft.meta.removedCostIds).toEqual([4]);
  });

  it('prefers the euro fields and survives garbage', () => {
    expect(
      normalizeDraft({ costs: [{ key: 'a', name: 'A', amount: 12.5, amount_cents: 1 }] }).costs[0]!.amount,
    ).toBe(12.5);
    expect(normalizeDraft(null)).toMatchObject({ costs: [], tenants: [] });
  });

  it('keeps the receipt of a line approved from the inbox, and drops ids that are none', () => {
    const draft = normalizeDraft({
      costs: [
        { key: 'inv_12', name: 'Wasser', allocation: 'm²', amount: 512.4, group: 'general', invoice_id: 12 },
        { key: 'a', name: 'A', amount: 1, invoice_id: '12' },
        { key: 'b', name: 'B', amount: 1, invoice_id: -3 },
      ],
    });
    expect(draft.costs.map((c) => c.invoice_id)).toEqual([12, undefined, undefined]);
    const saved = JSON.parse(JSON.stringify(toPayload(draft, 'standard', new Date(0)))) as typeof draft;
    expect(normalizeDraft(saved).costs[0]).toMatchObject({ key: 'inv_12', invoice_id: 12, amount: 512.4 });
  });
});

describe('defaults', () => {
  it('uses the built-in categories when the server has none', () => {
    expect(standardCategories([]).map((c) => c.name)).toEqual([
      'Heizung',
      'Warmwasser',
      'Wasser',
      'Abwasser',
      'Müllabfuhr',
      'Hausstrom',
      'Hausreinigung',
      'Winterdienst',
    ]);
    expect(standardCategories(null)[4]).toMatchObject({ allocation: 'Personen', group: 'general', id: null });
  });

  it('starts with the heating line and one line per category', () => {
    const draft = defaultDraft(standardCategories([]), [], 1000);
    expect(draft.costs[0]).toMatchObject({ key: 'heating_main', name: 'Heizung', allocation: 'Verbrauch' });
    expect(draft.costs).toHaveLength(8);
    expect(draft.costs[1]!.key).toBe('custom_std_heating_1000');
    const server = defaultDraft(
      standardCategories([{ id: 9, name: 'Grundsteuer', allocation: 'm²', category_group: 'general' }]),
      [],
      0,
    );
    expect(server.costs.map((c) => c.key)).toEqual(['heating_main', '9']);
  });

  it('takes the tenants of the year, the year’s edges for missing dates and last year’s area', () => {
    const previous = sampleDraft([], [{ id: 2, area_m2: 55 }]);
    const base = {
      first_name: 'A',
      company: null,
      annual_advance_cents: 120_000,
      area_m2: null,
      volume_m3: null,
      usage_units: null,
    };
    const rows = tenantsOfYear(
      [
        { ...base, id: 1, last_name: 'Alt', move_in: '2010-01-01', move_out: '2024-06-30' },
        { ...base, id: 2, last_name: 'Neu', move_in: '2025-07-01', move_out: null },
        { ...base, id: 3, last_name: 'LEERSTAND', move_in: null, move_out: null, area_m2: 40 },
      ],
      2025,
      previous,
    );
    expect(rows.map((r) => [r.id, r.name, r.move_in, r.move_out, r.monthly_advance, r.area_m2])).toEqual([
      [2, 'A Neu', '2025-07-01', '2025-12-31', 1200, 55],
      [3, 'LEERSTAND', '2025-01-01', '2025-12-31', 1200, 40],
    ]);
    expect(fillAreasFromPrevious(sampleDraft([], [{ id: 2 }]), previous, 2025).tenants[0]!.area_m2).toBe(55);
    expect(
      fillAreasFromPrevious(sampleDraft([], [{ id: 2 }]), previous, 2000).tenants[0]!.area_m2,
    ).toBeNull();
  });
});

describe('snapshotOf', () => {
  it('ignores the time of the last save and sees every other change', () => {
    const a = sampleDraft([{ amount: 1 }]);
    expect(snapshotOf({ ...a, meta: { ...a.meta, savedAt: 'later' } })).toBe(snapshotOf(a));
    expect(snapshotOf(sampleDraft([{ amount: 2 }]))).not.toBe(snapshotOf(a));
  });
});
