import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedStatement, preparedVariants } from '../db/prepared.ts';
import { pageAndTotal, totalColumn } from '../db/paged.ts';
import {
  billingYears,
  customers,
  dwellings,
  meterReadings,
  meters,
  properties,
  tenantPersons,
  tenants,
} from '../db/schema.ts';
import { isVacancy, type DELIVERY_METHODS, type SALUTATIONS } from '../../domain/catalog.ts';
import { centsToEuroNumber } from '../../domain/money.ts';
import type { TenantListRecord, TenantRecord } from '../../domain/schemas/records.ts';
import type { TenantListQuery } from '../../domain/schemas/tenants.ts';
import { placeholderScope, scopeUserId, sessionScope, type QueryScope, type Scope } from '../auth/policy.ts';
import { activeSessionTable, sessionFieldsOf } from '../auth/repository.ts';
import type { SessionAndValue, SessionKey } from '../auth/session-read.ts';
import { customerDisplayNameSql, customerNameMatches } from '../customers/repository.ts';
import { likePattern } from '../http/list-response.ts';
import { propertyScopeCondition } from '../properties/repository.ts';
import { deleteUnlinkedTenantLogins } from '../users/repository.ts';

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The columns a tenant record shows, for the hot reads: a flat selection of only these is what
 * Drizzle maps with the least work per row (no nesting, no timestamps turned into dates unread).
 */
const tenantRecordColumns = {
  id: tenants.id,
  userId: tenants.userId,
  propertyId: tenants.propertyId,
  salutation: tenants.salutation,
  firstName: tenants.firstName,
  lastName: tenants.lastName,
  company: tenants.company,
  email: tenants.email,
  phoneNumber: tenants.phoneNumber,
  streetHouseNo: tenants.streetHouseNo,
  zipcode: tenants.zipcode,
  city: tenants.city,
  country: tenants.country,
  floor: tenants.floor,
  location: tenants.location,
  forwardingAddress: tenants.forwardingAddress,
  deliveryMethod: tenants.deliveryMethod,
  areaM2: tenants.areaM2,
  volumeM3: tenants.volumeM3,
  usageUnits: tenants.usageUnits,
  mea: tenants.mea,
  moveIn: tenants.moveIn,
  moveOut: tenants.moveOut,
  annualAdvanceCents: tenants.annualAdvanceCents,
  ibans: tenants.ibans,
  sortIndex: tenants.sortIndex,
  dwellingId: tenants.dwellingId,
  erasedAt: tenants.erasedAt,
  dwellingLabel: dwellings.label,
};
type TenantRecordRow = Pick<
  typeof tenants.$inferSelect,
  Exclude<keyof typeof tenantRecordColumns, 'dwellingLabel'>
> & { dwellingLabel?: string | null };

export function toTenantRecord(row: TenantRecordRow): TenantRecord {
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
    forwarding_address: row.forwardingAddress,
    delivery_method: row.deliveryMethod as (typeof DELIVERY_METHODS)[number],
    area_m2: num(row.areaM2),
    volume_m3: num(row.volumeM3),
    usage_units: num(row.usageUnits),
    mea: num(row.mea),
    move_in: row.moveIn,
    move_out: row.moveOut,
    annual_advance_cents: row.annualAdvanceCents,
    annual_advance: row.annualAdvanceCents === null ? null : centsToEuroNumber(row.annualAdvanceCents),
    ibans: row.ibans,
    sort_index: row.sortIndex,
    is_vacancy: isVacancy(row.lastName),
    dwelling_id: row.dwellingId,
    dwelling_label: row.dwellingLabel ?? null,
    erased_at: row.erasedAt?.toISOString() ?? null,
  };
}

/** The record of a tenancy just written, with its dwelling's label. */
export async function tenantRecordOf(db: Db, row: TenantRow): Promise<TenantRecord> {
  if (row.dwellingId === null) return toTenantRecord(row);
  const [dwelling] = await db
    .select({ label: dwellings.label })
    .from(dwellings)
    .where(eq(dwellings.id, row.dwellingId));
  return toTenantRecord({ ...row, dwellingLabel: dwelling?.label ?? null });
}

type TenantFilter = 'none' | 'property' | 'tenancy' | 'property_tenancy';

/**
 * Tenancies visible to the scope, prepared per kind of scope and filter: the property page lists
 * its tenants on every visit.
 */
const tenantsOfScope = preparedVariants((db: Db, variant: `${Scope['kind']}:${TenantFilter}`) => {
  const [kind, filter] = variant.split(':') as [Scope['kind'], TenantFilter];
  return db
    .select(tenantRecordColumns)
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .leftJoin(dwellings, eq(dwellings.id, tenants.dwellingId))
    .where(
      and(
        tenantScopeCondition(db, placeholderScope(kind)),
        filter.startsWith('property') ? eq(tenants.propertyId, sql.placeholder('propertyId')) : undefined,
        filter.endsWith('tenancy') ? eq(tenants.id, sql.placeholder('id')) : undefined,
      ),
    )
    .orderBy(asc(tenants.propertyId), asc(tenants.sortIndex), asc(tenants.id))
    .prepare(`tenants_${kind}_${filter}`);
});

/**
 * Tenancies visible to the scope. A tenant sees only the tenancies linked to its own login,
 * never its neighbours', even within its own property.
 */
export async function listTenants(
  db: Db,
  scope: Scope,
  filter: { propertyId?: number; id?: number } = {},
): Promise<TenantRecord[]> {
  const by: TenantFilter =
    filter.propertyId && filter.id
      ? 'property_tenancy'
      : filter.propertyId
        ? 'property'
        : filter.id
          ? 'tenancy'
          : 'none';
  const rows = await tenantsOfScope(db, `${scope.kind}:${by}`).execute({
    userId: scopeUserId(scope),
    propertyId: filter.propertyId,
    id: filter.id,
  });
  return rows.map(toTenantRecord);
}

/**
 * The tenancies of one property the session may see, with whether the property itself is visible
 * and with the session, in one round trip (the property page asks this on every visit): the
 * session (`activeSessionTable`), the property under its scope, and the property's tenancies
 * left-joined (a tenant's own only). No row: no active session; rows without a property: the
 * property is not visible; one row without a tenancy: visible, without tenancies.
 */
const tenantsOfVisibleProperty = preparedStatement((db: Db) => {
  const session = activeSessionTable(db);
  const scope = sessionScope(session);
  return db
    .with(session)
    .select({ session: sessionFieldsOf(session), ...tenantRecordColumns, visiblePropertyId: properties.id })
    .from(session)
    .leftJoin(
      properties,
      and(eq(properties.id, sql.placeholder('propertyId')), propertyScopeCondition(db, scope)),
    )
    .leftJoin(
      tenants,
      and(
        eq(tenants.propertyId, properties.id),
        sql`(${scope.role} <> 'tenant' or ${eq(tenants.userId, scope.userId)})`,
      ),
    )
    .leftJoin(dwellings, eq(dwellings.id, tenants.dwellingId))
    .orderBy(asc(tenants.sortIndex), asc(tenants.id))
    .prepare('tenants_of_visible_property_with_session');
});

/** The tenancies of a property the session may see; undefined when the property is not visible. */
export async function listTenantsOfVisibleProperty(
  db: Db,
  key: SessionKey,
  propertyId: number,
): Promise<SessionAndValue<TenantRecord[] | undefined> | undefined> {
  const rows = await tenantsOfVisibleProperty(db).execute({ ...key, propertyId });
  if (rows.length === 0) return undefined;
  const { session, visiblePropertyId } = rows[0]!;
  if (visiblePropertyId === null) return { session, value: undefined };
  return {
    session,
    value: rows.flatMap((row) => (row.id === null ? [] : [toTenantRecord(row as TenantRecordRow)])),
  };
}

/** A tenant sees only the tenancies linked to its own login; others what their scope allows. */
const tenantScopeCondition = (db: Db, scope: QueryScope): SQL | undefined =>
  scope.kind === 'tenant' ? eq(tenants.userId, scope.userId) : propertyScopeCondition(db, scope);

const TENANT_SORT_COLUMNS = {
  id: tenants.id,
  last_name: sql`lower(${tenants.lastName})`,
  first_name: sql`lower(${tenants.firstName})`,
  email: sql`lower(${tenants.email})`,
  landlord: sql`lower(${customerDisplayNameSql})`,
  property: sql`lower(${properties.address})`,
} as const;

/**
 * The page the screens open first (no search, the default order), prepared per kind of scope; a
 * missing `limit` is `limit null` (all rows), a missing `offset` `offset null` (none).
 */
const plainTenantPage = preparedVariants((db: Db, kind: Scope['kind']) => {
  const where = tenantScopeCondition(db, placeholderScope(kind));
  return {
    page: db
      .select({
        ...tenantRecordColumns,
        landlordName: customerDisplayNameSql,
        propertyAddress: properties.address,
        total: totalColumn(false),
      })
      .from(tenants)
      .innerJoin(properties, eq(properties.id, tenants.propertyId))
      .innerJoin(customers, eq(customers.id, properties.customerId))
      .leftJoin(dwellings, eq(dwellings.id, tenants.dwellingId))
      .where(where)
      .orderBy(asc(tenants.propertyId), asc(tenants.sortIndex), asc(tenants.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`tenant_page_${kind}`),
    count: db
      .select({ n: count() })
      .from(tenants)
      .innerJoin(properties, eq(properties.id, tenants.propertyId))
      .innerJoin(customers, eq(customers.id, properties.customerId))
      .where(where)
      .prepare(`tenant_count_${kind}`),
  };
});

/**
 * One page of the tenancies the scope may see, searched over the tenant's names, company,
 * e-mail and address, the property's address and the landlord's names, with the total. Each row
 * carries the landlord's name and the property's address, which the list shows.
 */
export async function listTenantsPage(
  db: Db,
  scope: Scope,
  query: TenantListQuery = {},
): Promise<{ rows: TenantListRecord[]; total: number }> {
  if (!query.q && !query.sort) {
    const { page, count } = plainTenantPage(db, scope.kind);
    const values = { userId: scopeUserId(scope), limit: query.limit ?? null, offset: query.offset ?? null };
    const { rows, total } = await pageAndTotal(page.execute(values), () => count.execute(values), {
      searched: false,
      offset: query.offset,
    });
    return { rows: rows.map(toTenantListRecord), total };
  }
  const pattern = query.q ? likePattern(query.q) : null;
  const where = and(
    tenantScopeCondition(db, scope),
    pattern
      ? or(
          ilike(tenants.firstName, pattern),
          ilike(tenants.lastName, pattern),
          ilike(tenants.company, pattern),
          ilike(tenants.email, pattern),
          ilike(tenants.streetHouseNo, pattern),
          ilike(tenants.zipcode, pattern),
          ilike(tenants.city, pattern),
          ilike(properties.address, pattern),
          customerNameMatches(pattern),
        )
      : undefined,
  );
  const order = query.sort
    ? [
        query.sort.descending
          ? desc(TENANT_SORT_COLUMNS[query.sort.field])
          : asc(TENANT_SORT_COLUMNS[query.sort.field]),
        asc(tenants.id),
      ]
    : [asc(tenants.propertyId), asc(tenants.sortIndex), asc(tenants.id)];
  const page = db
    .select({
      ...tenantRecordColumns,
      landlordName: customerDisplayNameSql,
      propertyAddress: properties.address,
      total: totalColumn(Boolean(query.q)),
    })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .innerJoin(customers, eq(customers.id, properties.customerId))
    .leftJoin(dwellings, eq(dwellings.id, tenants.dwellingId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  if (query.offset !== undefined) page.offset(query.offset);
  const { rows, total } = await pageAndTotal(
    page,
    () =>
      db
        .select({ n: count() })
        .from(tenants)
        .innerJoin(properties, eq(properties.id, tenants.propertyId))
        .innerJoin(customers, eq(customers.id, properties.customerId))
        .where(where),
    { searched: Boolean(query.q), offset: query.offset },
  );
  return { rows: rows.map(toTenantListRecord), total };
}

function toTenantListRecord(
  r: TenantRecordRow & { landlordName: string; propertyAddress: string },
): TenantListRecord {
  return { ...toTenantRecord(r), landlord_name: r.landlordName, property_address: r.propertyAddress };
}

/** The first tenancy linked to a login (the tenant's own record), if any. */
export async function findTenantRow(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select({ tenant: tenants })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(and(eq(tenants.id, id), propertyScopeCondition(db, scope)))
    .limit(1);
  return row?.tenant;
}

export async function listTenantPersons(db: Db, tenantId: number) {
  return db
    .select({ from: tenantPersons.validFrom, persons: tenantPersons.persons })
    .from(tenantPersons)
    .where(eq(tenantPersons.tenantId, tenantId))
    .orderBy(asc(tenantPersons.validFrom));
}

export async function replaceTenantPersons(
  db: Db,
  tenantId: number,
  entries: ReadonlyArray<{ from: string; persons: number }>,
) {
  await db.delete(tenantPersons).where(eq(tenantPersons.tenantId, tenantId));
  if (entries.length > 0)
    await db
      .insert(tenantPersons)
      .values(entries.map((e) => ({ tenantId, validFrom: e.from, persons: e.persons })));
}

/** New tenancies go to the end of the property's order. */
export async function nextSortIndex(db: Db, propertyId: number) {
  const [row] = await db
    .select({ last: max(tenants.sortIndex) })
    .from(tenants)
    .where(eq(tenants.propertyId, propertyId));
  return (row?.last ?? -1) + 1;
}

export async function insertTenant(db: Db, values: typeof tenants.$inferInsert) {
  const [row] = await db.insert(tenants).values(values).returning();
  return row!;
}

export async function updateTenant(db: Db, id: number, values: Partial<typeof tenants.$inferInsert>) {
  const [row] = await db
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tenants.id, id))
    .returning();
  return row;
}

/**
 * Years whose statement for the property is finalized and whose billing period (the calendar
 * year) overlaps the tenancy: the tenant is part of those statements.
 */
export async function finalizedYearsOf(db: Db, tenant: typeof tenants.$inferSelect) {
  const rows = await db
    .select({ year: billingYears.year })
    .from(billingYears)
    .where(
      and(
        eq(billingYears.propertyId, tenant.propertyId),
        isNotNull(billingYears.closedAt),
        tenant.moveIn ? gte(billingYears.year, Number(tenant.moveIn.slice(0, 4))) : undefined,
        tenant.moveOut ? lte(billingYears.year, Number(tenant.moveOut.slice(0, 4))) : undefined,
      ),
    );
  return rows.map((r) => r.year);
}

export async function tenantIdsOfProperty(db: Db, propertyId: number) {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.propertyId, propertyId));
  return rows.map((r) => r.id);
}

export async function setSortIndex(db: Db, id: number, sortIndex: number) {
  await db.update(tenants).set({ sortIndex }).where(eq(tenants.id, id));
}

/**
 * Deletes the tenancy and then its login if that is a tenant login linked to nothing else (never
 * a landlord's, an employee's or a protected one). Run inside a transaction.
 */
export async function deleteTenantWithLogin(db: Db, tenant: typeof tenants.$inferSelect) {
  await db.delete(tenants).where(eq(tenants.id, tenant.id));
  if (tenant.userId !== null) await deleteUnlinkedTenantLogins(db, [tenant.userId]);
}

/**
 * Whether the login is linked to a tenancy of another landlord than the one owning the property:
 * a tenant login belongs to one landlord's tenancies, so that no landlord reads or steers the
 * portal of another landlord's tenant.
 */
export async function loginOfOtherLandlord(db: Db, userId: number, propertyId: number) {
  const owner = db
    .select({ customerId: properties.customerId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(and(eq(tenants.userId, userId), sql`${properties.customerId} <> (${owner})`))
    .limit(1);
  return row !== undefined;
}

type TenantRow = typeof tenants.$inferSelect;

/** The tenancy (or vacancy) that follows `tenant` in its unit after its move-out. */
export async function findSuccessor(db: Db, tenant: TenantRow): Promise<TenantRow | undefined> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(eq(tenants.predecessorId, tenant.id))
    .orderBy(desc(tenants.id))
    .limit(1);
  return row;
}

/** The tenancy `tenant` follows in its unit, if it is a successor. */
export async function findPredecessor(db: Db, tenant: TenantRow): Promise<TenantRow | undefined> {
  if (tenant.predecessorId === null) return undefined;
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenant.predecessorId)).limit(1);
  return row;
}

/**
 * Reads a tenancy and locks its row until the transaction ends, so two successors or a successor
 * and a move-out change for the same tenancy cannot both pass their checks.
 */
export async function lockTenant(db: Db, id: number): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).for('update');
  return row;
}

/**
 * The meters named for interim readings at a move-out, with what their checks need. The query
 * lives here, not in the meters folder, which builds on this one.
 */
export async function metersByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: meters.id,
      propertyId: meters.propertyId,
      tenantId: meters.tenantId,
      dwellingId: meters.dwellingId,
      meterNumber: meters.meterNumber,
      unit: meters.unit,
      sourceType: meters.sourceType,
    })
    .from(meters)
    .where(inArray(meters.id, [...ids]));
}

/** The value of a meter's last reading on or before a date (thousandths as a decimal string). */
export async function readingValueOnOrBefore(db: Db, meterId: number, date: string) {
  const [row] = await db
    .select({ value: meterReadings.readingValue })
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, meterId), lte(meterReadings.readingDate, date)))
    .orderBy(desc(meterReadings.readingDate), desc(meterReadings.id))
    .limit(1);
  return row?.value ?? null;
}

export async function insertInterimReading(db: Db, values: typeof meterReadings.$inferInsert) {
  const [row] = await db.insert(meterReadings).values(values).returning({ id: meterReadings.id });
  return row!.id;
}
