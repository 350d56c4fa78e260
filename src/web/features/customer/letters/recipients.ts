/**
 * Whom a letter goes to and which meters its handover protocol may name: the property's tenancies
 * (vacancies receive no letters) and the meters of the chosen tenant's dwelling.
 */
import type { MeterRecord } from '../../../api/meters.ts';
import type { Tenant } from '../../../api/types.ts';
import { letterScreenTexts } from '../../../../domain/texts/index.ts';

type Named = Pick<Tenant, 'company' | 'first_name' | 'last_name'>;

/** The tenant as stored: the company, else first and last name. */
export function tenantName(tenant: Named): string {
  const person = [tenant.first_name, tenant.last_name].filter(Boolean).join(' ').trim();
  return tenant.company?.trim() || person;
}

/** Choices for the tenant select: name, with the dwelling when known. */
export function tenantOptions(tenants: readonly Tenant[]): { value: string; label: string }[] {
  return tenants
    .filter((t) => !t.is_vacancy)
    .map((t) => ({
      value: String(t.id),
      label: t.dwelling_label ? `${tenantName(t)} – ${t.dwelling_label}` : tenantName(t),
    }));
}

/** The meters that measure the tenant's dwelling (or are assigned to the tenancy itself). */
export function dwellingMeters(
  meters: readonly MeterRecord[],
  tenant: Pick<Tenant, 'id' | 'dwelling_id'>,
): { value: string; label: string }[] {
  return meters
    .filter(
      (m) =>
        (tenant.dwelling_id !== null && m.dwelling_id === tenant.dwelling_id) || m.tenant_id === tenant.id,
    )
    .map((m) => ({
      value: String(m.id),
      label: letterScreenTexts.meter(m.meter_number, m.meter_type, m.unit),
    }));
}
