import type { CostLine, DraftContent, DraftTenantLine } from './draft.ts';

/** A small draft for the unit tests of the pure cost data rules. */
export function sampleDraft(
  costs: Array<Partial<CostLine>> = [],
  tenants: Array<Partial<DraftTenantLine>> = [],
): DraftContent {
  return {
    costs: costs.map((c, i) => ({
      key: `k${i}`,
      name: `Kosten ${i}`,
      allocation: 'm²',
      amount: null,
      note: '',
      group: 'general',
      ...c,
    })),
    tenants: tenants.map((t, i) => ({
      id: i + 1,
      name: `Mieter ${i + 1}`,
      move_in: '2025-01-01',
      move_out: '2025-12-31',
      monthly_advance: null,
      area_m2: null,
      default_area_m2: null,
      volume_m3: null,
      usage_units: null,
      ...t,
    })),
    metrics: { heating: { kwh: null, co2_emissions_kg: null, co2_amount_eur: null } },
    meta: { savedAt: '', mode: 'standard', removedCostIds: [] },
  };
}
