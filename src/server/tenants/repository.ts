import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { properties, tenants } from '../db/schema.ts';
import { isVacancy, type DELIVERY_METHODS, type SALUTATIONS } from '../../domain/catalog.ts';
import { centsToEuroNumber } from '../../domain/money.ts';
import type { TenantRecord } from '../../domain/schemas/records.ts';
import type { Scope } from '../auth/policy.ts';
import { propertyScopeCondition } from '../properties/repository.ts';

const num = (v: string | null) => (v === null ? null : Number(v));

export function toTenantRecord(row: typeof tenants.$inferSelect): TenantRecord {
  return {
    id: row.id,
    user_id: row.userId,
    property_id: row.propertyId,
    salutation: row.salutation as (typeof SALUTATIONS)[number] | null,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    email: row.email,
    phone_number: row.phoneNumber,
    street_house_no: row.streetHouseNo,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    floor: row.floor,
    location: row.location,
    delivery_method: row.deliveryMethod as (typeof DELIVERY_METHODS)[number],
    area_m2: num(row.areaM2),
    volume_m3: num(row.volumeM3),
    usage_units: num(row.usageUnits),
    move_in: row.moveIn,
    move_out: row.moveOut,
    annual_advance_cents: row.annualAdvanceCents,
    annual_advance: row.annualAdvanceCents === null ? null : centsToEuroNumber(row.annualAdvanceCents),
    sort_index: row.sortIndex,
    is_vacancy: isVacancy(row.lastName),
  };
}

/**
 * Tenancies visible to the scope. A tenant sees only the tenancies linked to its own login,
 * never its neighbours', even within its own property.
 */
export async function listTenants(
  db: Db,
  scope: Scope,
  filter: { propertyId?: number; id?: number } = {},
): Promise<TenantRecord[]> {
  const rows = await db
    .select({ tenant: tenants })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(
      and(
        scope.kind === 'tenant' ? eq(tenants.userId, scope.userId) : propertyScopeCondition(db, scope),
        filter.propertyId ? eq(tenants.propertyId, filter.propertyId) : undefined,
        filter.id ? eq(tenants.id, filter.id) : undefined,
      ),
    )
    .orderBy(asc(tenants.propertyId), asc(tenants.sortIndex), asc(tenants.id));
  return rows.map((r) => toTenantRecord(r.tenant));
}

/** The first tenancy linked to a login (the tenant's own record), if any. */
export async function findFirstTenancyOfUser(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(tenants)
    .where(eq(tenants.userId, userId))
    .orderBy(asc(tenants.id))
    .limit(1);
  return row;
}
