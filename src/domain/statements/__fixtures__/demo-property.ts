/**
 * The seeded demo property (Lindenstraße, Berlin) as `StoredBillingData`, built from the demo data
 * the way `seed-demo.ts` writes it into the database, with the ids a fresh database gives it.
 * Test fixture, not production code.
 */
import { DEFAULT_COST_CATEGORIES } from '../../catalog.ts';
import { addDays, daysInMonth } from '../../dates.ts';
import { toPlainDecimal } from '../../decimal.ts';
import type { DraftPayload } from '../../schemas/billing-drafts.ts';
import {
  FLAT_PROFILE,
  GENERAL_COSTS,
  HEATING_COSTS,
  HEATING_PROFILE,
  LINDENSTRASSE,
} from '../../../server/bootstrap/demo-data.ts';
import {
  DEFAULT_STATEMENT_SETTINGS,
  type StoredBillingData,
  type StoredCostCategory,
  type StoredMeter,
  type StoredReading,
  type StoredTenant,
} from '../engine-input.ts';

export function demoProperty(year: number): StoredBillingData {
  let readingId = 0;
  const tenants: StoredTenant[] = [];
  for (const [index, t] of LINDENSTRASSE.tenants.entries()) {
    const moveIn = t.moveIn(year);
    const predecessor = LINDENSTRASSE.tenants.findIndex(
      (s) => s.floor === t.floor && 'moveOut' in s && s.moveOut && addDays(s.moveOut(year), 1) === moveIn,
    );
    tenants.push({
      id: index + 1,
      firstName: t.firstName,
      lastName: t.lastName,
      company: null,
      floor: t.floor,
      areaM2: t.areaM2,
      volumeM3: null,
      usageUnits: String(t.persons),
      moveIn,
      moveOut: 'moveOut' in t && t.moveOut ? t.moveOut(year) : null,
      annualAdvanceCents: t.annualAdvanceCents,
      predecessorId: predecessor >= 0 && predecessor < index ? predecessor + 1 : null,
    });
  }

  /** Month-end readings over the whole year from a start reading on 1 January (as seeded). */
  const readingsFor = (start: number, yearly: number, profile: number[]): StoredReading[] => {
    const rows: StoredReading[] = [
      {
        id: ++readingId,
        readingDate: `${year}-01-01`,
        readingValue: toPlainDecimal(start * 1000, 3),
        isEstimated: false,
      },
    ];
    let milli = start * 1000;
    for (let m = 1; m <= 12; m++) {
      milli += Math.round((yearly * 1000 * (profile[m - 1] ?? 0)) / 1000);
      const readingDate = `${year}-${String(m).padStart(2, '0')}-${daysInMonth(year, m)}`;
      rows.push({ id: ++readingId, readingDate, readingValue: toPlainDecimal(milli, 3), isEstimated: false });
    }
    return rows;
  };

  const meters: StoredMeter[] = [
    {
      id: 1,
      tenantId: null,
      meterType: 'Gaszähler',
      meterNumber: 'G-1-4711',
      unit: 'm³',
      readings: readingsFor(21_350, 6_480, HEATING_PROFILE),
    },
    {
      id: 2,
      tenantId: null,
      meterType: 'Stromzähler',
      meterNumber: 'S-1-2201',
      unit: 'kWh',
      readings: readingsFor(48_120, 1_870, FLAT_PROFILE),
    },
  ];
  // One allocator and one water meter per flat, assigned to its latest tenant.
  const seenFloors = new Set<string>();
  for (const flat of [...tenants].reverse()) {
    if (seenFloors.has(flat.floor!)) continue;
    seenFloors.add(flat.floor!);
    const sameFlat = LINDENSTRASSE.tenants.filter((t) => t.floor === flat.floor);
    const heatUnits = sameFlat.reduce((s, t) => s + t.heatUnits, 0);
    const water = sameFlat.reduce((s, t) => s + t.waterM3, 0);
    meters.push({
      id: meters.length + 1,
      tenantId: flat.id,
      meterType: 'Heizkostenverteiler',
      meterNumber: `HKV-1-${flat.id}`,
      unit: 'Einheiten',
      readings: readingsFor(0, heatUnits, HEATING_PROFILE),
    });
    meters.push({
      id: meters.length + 1,
      tenantId: flat.id,
      meterType: 'Wasserzähler',
      meterNumber: `WZ-1-${flat.id}`,
      unit: 'm³',
      readings: readingsFor(100 + flat.id, water, FLAT_PROFILE),
    });
  }

  const costCategories: StoredCostCategory[] = [
    { id: 1, name: 'Heizung', allocation: 'Verbrauch', categoryGroup: 'heating' },
    { id: 2, name: 'Warmwasser', allocation: 'Verbrauch', categoryGroup: 'heating' },
    ...DEFAULT_COST_CATEGORIES.map((c, i) => ({
      id: i + 3,
      name: c.name,
      allocation: c.allocation,
      categoryGroup: 'general' as const,
    })),
  ];

  const gasKwh = Math.round(6_480 * 10.3);
  const co2Grams = gasKwh * 201;
  const draft: DraftPayload = {
    costs: [
      ...HEATING_COSTS.map((c, i) => ({
        key: i === 0 ? 'heating_main' : `custom_std_heating_${Date.UTC(year, 11, 31) + i}`,
        name: c.name,
        allocation: i === 0 ? ('Verbrauch' as const) : ('m²' as const),
        amount_cents: c.amountCents,
        note: c.note(year),
        group: 'heating' as const,
        category_id: i === 0 ? 1 : null,
      })),
      ...costCategories
        .filter((c) => GENERAL_COSTS[c.name] !== undefined)
        .map((c) => ({
          key: String(c.id),
          name: c.name,
          allocation: c.allocation,
          amount_cents: GENERAL_COSTS[c.name]!,
          note: `28.02.${year + 1}`,
          group: 'general' as const,
          category_id: c.id,
        })),
    ],
    tenants: tenants.map((t) => ({
      id: t.id,
      name: [t.firstName, t.lastName].filter(Boolean).join(' '),
      move_in: t.moveIn! < `${year}-01-01` ? `${year}-01-01` : t.moveIn,
      move_out: t.moveOut ?? `${year}-12-31`,
      annual_advance_cents: t.annualAdvanceCents,
      area_m2: Number(t.areaM2),
      default_area_m2: Number(t.areaM2),
      volume_m3: null,
      usage_units: Number(t.usageUnits),
    })),
    metrics: {
      heating: {
        kwh: toPlainDecimal(gasKwh * 1000, 3),
        co2_emissions_kg: toPlainDecimal(co2Grams, 3),
        co2_amount_cents: Math.round((co2Grams * 45) / 10_000),
      },
    },
    meta: { mode: 'standard', removedCostIds: [] },
  };

  return {
    property: { id: 1, address: LINDENSTRASSE.address, heatingSystem: LINDENSTRASSE.heatingSystem },
    year,
    draft,
    tenants,
    meters,
    costCategories,
    settings: DEFAULT_STATEMENT_SETTINGS,
  };
}
