/**
 * Which billing unit (Nutzeinheit, §1 Abs. 1 HeizkostenV) each tenancy and meter belongs to. The unit
 * is the dwelling: tenancies occupy it over time, its meters stay when tenants change. Tenancies
 * stored before dwellings existed (no `dwellingId`) form a unit by their chain of predecessors.
 */
import type { StoredBillingData, StoredMeter, StoredTenant } from './stored-data.ts';

/** The unit id of a stored dwelling. */
export const dwellingUnitId = (dwellingId: number): string => `W${dwellingId}`;

/** The first tenancy of a chain linked by predecessors. */
function chainStart(tenant: StoredTenant, byId: ReadonlyMap<number, StoredTenant>): StoredTenant {
  let current = tenant;
  const seen = new Set<number>([current.id]);
  while (current.predecessorId !== null) {
    const previous = byId.get(current.predecessorId);
    if (!previous || seen.has(previous.id)) break;
    seen.add(previous.id);
    current = previous;
  }
  return current;
}

/**
 * Every tenant's unit: its dwelling, else the dwelling of a tenancy of its predecessor chain, else
 * the chain itself (`W<first tenancy id>`, `T<id>` where that would name a stored dwelling).
 */
export function tenantUnits(
  tenants: readonly StoredTenant[],
  dwellingIds: ReadonlySet<number> = new Set(),
): Map<number, string> {
  const byId = new Map(tenants.map((t) => [t.id, t]));
  const chainDwelling = new Map<number, number>();
  for (const t of tenants) {
    if (t.dwellingId == null) continue;
    const start = chainStart(t, byId).id;
    if (!chainDwelling.has(start)) chainDwelling.set(start, t.dwellingId);
  }
  const units = new Map<number, string>();
  for (const t of tenants) {
    if (t.dwellingId != null) {
      units.set(t.id, dwellingUnitId(t.dwellingId));
      continue;
    }
    const start = chainStart(t, byId).id;
    const dwelling = chainDwelling.get(start);
    if (dwelling !== undefined) units.set(t.id, dwellingUnitId(dwelling));
    else units.set(t.id, dwellingIds.has(start) ? `T${start}` : `W${start}`);
  }
  return units;
}

export interface DwellingUnits {
  /** Tenant id → unit id. */
  ofTenant: Map<number, string>;
  /** The unit a meter measures: its dwelling, else its tenant's; undefined for the building's meters. */
  ofMeter(meter: Pick<StoredMeter, 'dwellingId' | 'tenantId'>): string | undefined;
}

export function dwellingUnits(stored: Pick<StoredBillingData, 'tenants' | 'dwellings'>): DwellingUnits {
  const ids = new Set((stored.dwellings ?? []).map((d) => d.id));
  const ofTenant = tenantUnits(stored.tenants, ids);
  return {
    ofTenant,
    ofMeter: (meter) =>
      meter.dwellingId != null
        ? dwellingUnitId(meter.dwellingId)
        : meter.tenantId === null
          ? undefined
          : ofTenant.get(meter.tenantId),
  };
}
