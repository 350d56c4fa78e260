import { useQueries } from '@tanstack/react-query';
import { propertyQueryOptions } from '../../api/get-property.ts';
import { useTenants } from '../../api/get-tenants.ts';
import type { Property, Tenant } from '../../api/types.ts';

export interface TenantProperties {
  status: 'pending' | 'error' | 'success';
  /** The tenant's own tenancies, in server order. */
  tenancies: readonly Tenant[];
  properties: readonly Property[];
  retry: () => void;
}

/** The properties a tenant rents: its tenancies from /api/tenants, each property loaded by id. */
export function useTenantProperties(): TenantProperties {
  const tenants = useTenants();
  const tenancies = tenants.data ?? [];
  const propertyIds = [...new Set(tenancies.map((tenancy) => tenancy.property_id))];
  const propertyQueries = useQueries({ queries: propertyIds.map((id) => propertyQueryOptions(id)) });

  const retry = () => {
    if (tenants.isError) void tenants.refetch();
    for (const query of propertyQueries) if (query.isError) void query.refetch();
  };

  if (tenants.isError || propertyQueries.some((query) => query.isError)) {
    return { status: 'error', tenancies, properties: [], retry };
  }
  if (tenants.isPending || propertyQueries.some((query) => query.isPending)) {
    return { status: 'pending', tenancies, properties: [], retry };
  }
  const properties = propertyQueries.flatMap((query) => (query.data ? [query.data] : []));
  return { status: 'success', tenancies, properties, retry };
}
