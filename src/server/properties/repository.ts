import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { pageAndTotal, totalColumn } from '../db/paged.ts';
import { customers, properties, tenants } from '../db/schema.ts';
import type { PropertyListRecord, PropertyRecord } from '../../domain/schemas/records.ts';
import type { PropertyListQuery } from '../../domain/schemas/properties.ts';
import { customerDisplayNameSql, customerNameMatches } from '../customers/repository.ts';
import { likePattern } from '../http/list-response.ts';
import type { PropertyStatus } from '../../domain/catalog.ts';
import {
  placeholderScope,
  scopeUserId,
  sessionScope,
  type QueryScope,
  type Scope,
  type SessionScope,
} from '../auth/policy.ts';
import { preparedStatement, preparedVariants } from '../db/prepared.ts';
import { subqueryFields } from '../db/subquery-fields.ts';
import { activeSessionTable, findActiveSession, sessionFieldsOf } from '../auth/repository.ts';
import type { SessionAndValue, SessionKey } from '../auth/session-read.ts';
import { deleteUnlinkedTenantLogins } from '../users/repository.ts';

/** The columns a property record shows, selected flat by the hot reads (see `tenantRecordColumns`). */
const propertyRecordColumns = {
  id: properties.id,
  customerId: properties.customerId,
  address: properties.address,
  heatingSystem: properties.heatingSystem,
  centralHotWater: properties.centralHotWater,
  co2BuildingType: properties.co2BuildingType,
  co2Restriction: properties.co2Restriction,
  status: properties.status,
  endedAt: properties.endedAt,
  bankIban: properties.bankIban,
  bankBic: properties.bankBic,
  bankAccountHolder: properties.bankAccountHolder,
};
type PropertyRecordRow = Pick<typeof properties.$inferSelect, keyof typeof propertyRecordColumns>;

export function toPropertyRecord(row: PropertyRecordRow): PropertyRecord {
  return {
    id: row.id,
    customer_id: row.customerId,
    address: row.address,
    heating_system: row.heatingSystem,
    central_hot_water: row.centralHotWater,
    co2_building_type: row.co2BuildingType as PropertyRecord['co2_building_type'],
    co2_restriction: row.co2Restriction as PropertyRecord['co2_restriction'],
    status: row.status as PropertyStatus,
    ended_at: row.endedAt,
    bank_account:
      row.bankIban === null || row.bankAccountHolder === null
        ? null
        : { iban: row.bankIban, bic: row.bankBic, account_holder: row.bankAccountHolder },
  };
}

/** SQL condition limiting `properties` to what the scope may see. */
export function propertyScopeCondition(db: Db, scope: QueryScope | SessionScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'session':
      // Admins and employees see all (`scopeOf`); the users table admits no other role.
      return sql`case ${scope.role}
        when 'customer' then ${propertyScopeCondition(db, { kind: 'customer', userId: scope.userId })}
        when 'tenant' then ${propertyScopeCondition(db, { kind: 'tenant', userId: scope.userId })}
        else true end`;
    case 'customer':
      return inArray(
        properties.customerId,
        db.select({ id: customers.id }).from(customers).where(eq(customers.userId, scope.userId)),
      );
    case 'tenant':
      return inArray(
        properties.id,
        db.select({ id: tenants.propertyId }).from(tenants).where(eq(tenants.userId, scope.userId)),
      );
  }
}

export async function listProperties(
  db: Db,
  scope: Scope,
  status?: PropertyStatus,
  customerId?: number,
): Promise<PropertyRecord[]> {
  const rows = await db
    .select()
    .from(properties)
    .where(
      and(
        propertyScopeCondition(db, scope),
        status ? eq(properties.status, status) : undefined,
        customerId === undefined ? undefined : eq(properties.customerId, customerId),
      ),
    )
    .orderBy(asc(properties.address), asc(properties.id));
  return rows.map(toPropertyRecord);
}

const PROPERTY_SORT_COLUMNS = {
  id: properties.id,
  address: sql`lower(${properties.address})`,
  status: properties.status,
  customer: sql`lower(${customerDisplayNameSql})`,
  ended_at: properties.endedAt,
} as const;

/**
 * The page the screens open first (no search, the default order), prepared per kind of scope and
 * with or without a status; a missing `limit` is `limit null` (all rows), a missing `offset`
 * `offset null` (none). The admin's page (all properties) can stop after its rows in the address
 * order and gets its total from a separate count; a landlord's or tenant's page sorts every row of
 * its scope anyway (no index orders one landlord's properties by address), so the same scan counts
 * them (`count(*) over ()`) and the page is one query instead of two.
 */
const countedInScan = (kind: Scope['kind']) => kind !== 'all';

const plainPropertyPage = preparedVariants((db: Db, variant: `${Scope['kind']}:${'status' | 'any'}`) => {
  const [kind, status] = variant.split(':') as [Scope['kind'], 'status' | 'any'];
  const where = and(
    propertyScopeCondition(db, placeholderScope(kind)),
    status === 'status' ? eq(properties.status, sql.placeholder('status')) : undefined,
  );
  return {
    page: db
      .select({
        ...propertyRecordColumns,
        customerName: customerDisplayNameSql,
        total: totalColumn(countedInScan(kind)),
      })
      .from(properties)
      .innerJoin(customers, eq(customers.id, properties.customerId))
      .where(where)
      .orderBy(asc(properties.address), asc(properties.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`property_page_${kind}_${status}`),
    count: db
      .select({ n: count() })
      .from(properties)
      .innerJoin(customers, eq(customers.id, properties.customerId))
      .where(where)
      .prepare(`property_count_${kind}_${status}`),
  };
});

/**
 * One page of the properties the scope may see, optionally of one status, searched over the
 * address and the landlord's names and company, with the total and the landlord's name per row.
 */
export async function listPropertiesPage(
  db: Db,
  scope: Scope,
  query: PropertyListQuery = {},
): Promise<{ rows: PropertyListRecord[]; total: number }> {
  if (!query.q && !query.sort) {
    const { page, count } = plainPropertyPage(db, `${scope.kind}:${query.status ? 'status' : 'any'}`);
    const values = {
      userId: scopeUserId(scope),
      status: query.status,
      limit: query.limit ?? null,
      offset: query.offset ?? null,
    };
    const { rows, total } = await pageAndTotal(page.execute(values), () => count.execute(values), {
      searched: countedInScan(scope.kind),
      offset: query.offset,
    });
    return { rows: rows.map((r) => ({ ...toPropertyRecord(r), customer_name: r.customerName })), total };
  }
  const pattern = query.q ? likePattern(query.q) : null;
  const where = and(
    propertyScopeCondition(db, scope),
    query.status ? eq(properties.status, query.status) : undefined,
    pattern ? or(ilike(properties.address, pattern), customerNameMatches(pattern)) : undefined,
  );
  const order = query.sort
    ? [
        query.sort.descending
          ? desc(PROPERTY_SORT_COLUMNS[query.sort.field])
          : asc(PROPERTY_SORT_COLUMNS[query.sort.field]),
        asc(properties.id),
      ]
    : [asc(properties.address), asc(properties.id)];
  const page = db
    .select({
      ...propertyRecordColumns,
      customerName: customerDisplayNameSql,
      total: totalColumn(Boolean(query.q)),
    })
    .from(properties)
    .innerJoin(customers, eq(customers.id, properties.customerId))
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
        .from(properties)
        .innerJoin(customers, eq(customers.id, properties.customerId))
        .where(where),
    { searched: Boolean(query.q), offset: query.offset },
  );
  return {
    rows: rows.map((r) => ({ ...toPropertyRecord(r), customer_name: r.customerName })),
    total,
  };
}

/**
 * The first page of a landlord's or tenant's property list together with the session, in one
 * query (`session-read.ts`): the session, and the page under its scope in a lateral subquery,
 * which counts its rows in its own scan as `plainPropertyPage` does for these scopes. The visible
 * properties are a union of one branch per role, each switched on by the session's role: so the
 * one plan PostgreSQL keeps for the statement starts from the landlord's customer records or the
 * tenant's tenancies by their index, where one condition choosing by role would scan every
 * property. For admins and employees it reads no properties: their page stops early in the address
 * order and counts separately, and the route asks it as before.
 */
const propertyPageWithSession = preparedVariants((db: Db, status: 'status' | 'any') => {
  const session = activeSessionTable(db);
  const columns = {
    ...propertyRecordColumns,
    customerName: sql<string>`${customerDisplayNameSql}`.as('customer_name'),
  };
  const branch = (role: 'customer' | 'tenant') =>
    db
      .select(columns)
      .from(properties)
      .innerJoin(customers, eq(customers.id, properties.customerId))
      .where(
        and(
          eq(session.role, role),
          propertyScopeCondition(db, { kind: role, userId: session.userId }),
          status === 'status' ? eq(properties.status, sql.placeholder('status')) : undefined,
        ),
      );
  const visible = unionAll(branch('customer'), branch('tenant')).as('visible');
  const pageColumns = {
    ...subqueryFields(visible, columns),
    total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
  };
  const page = db
    .select(pageColumns)
    .from(visible)
    .orderBy(asc(visible.address), asc(visible.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .with(session)
    .select({ session: sessionFieldsOf(session), page: subqueryFields(page, pageColumns) })
    .from(session)
    .leftJoinLateral(page, sql`true`)
    .prepare(`property_page_with_session_${status}`);
});

/**
 * The session and, where the session's role lets one query answer it, the list's page with its
 * total; the value is undefined where the route asks the page itself (a search, another order,
 * an admin's or employee's list, a page past the end, whose total no row carries).
 */
export async function findPropertyPageWithSession(
  db: Db,
  key: SessionKey,
  query: PropertyListQuery,
): Promise<SessionAndValue<{ rows: PropertyListRecord[]; total: number } | undefined> | undefined> {
  if (query.q || query.sort) {
    const session = await findActiveSession(db, key);
    return session && { session, value: undefined };
  }
  const rows = await propertyPageWithSession(db, query.status ? 'status' : 'any').execute({
    ...key,
    status: query.status,
    limit: query.limit ?? null,
    offset: query.offset ?? null,
  });
  if (rows.length === 0) return undefined;
  const { session } = rows[0]!;
  if (session.role !== 'customer' && session.role !== 'tenant') return { session, value: undefined };
  const page = rows.flatMap((row) => (row.page ? [row.page] : []));
  if (page.length === 0 && query.offset) return { session, value: undefined };
  return {
    session,
    value: {
      rows: page.map((r) => ({ ...toPropertyRecord(r), customer_name: r.customerName })),
      total: page[0]?.total ?? 0,
    },
  };
}

/** Asked by most property routes before anything else, so prepared per kind of scope. */
const propertyById = preparedVariants((db: Db, kind: Scope['kind']) =>
  db
    .select(propertyRecordColumns)
    .from(properties)
    .where(and(eq(properties.id, sql.placeholder('id')), propertyScopeCondition(db, placeholderScope(kind))))
    .limit(1)
    .prepare(`property_by_id_${kind}`),
);

export async function findProperty(db: Db, scope: Scope, id: number): Promise<PropertyRecord | undefined> {
  const [row] = await propertyById(db, scope.kind).execute({ id, userId: scopeUserId(scope) });
  return row && toPropertyRecord(row);
}

/**
 * A property by id together with the session that asks for it, under that session's scope: the
 * property page's first read, one query (`session-read.ts`). No row: no active session; a row
 * without a property: none the session may see.
 */
const propertyWithSession = preparedStatement((db: Db) => {
  const session = activeSessionTable(db);
  return db
    .with(session)
    .select({ session: sessionFieldsOf(session), ...propertyRecordColumns })
    .from(session)
    .leftJoin(
      properties,
      and(eq(properties.id, sql.placeholder('id')), propertyScopeCondition(db, sessionScope(session))),
    )
    .prepare('property_by_id_with_session');
});

export async function findPropertyWithSession(
  db: Db,
  key: SessionKey,
  id: number,
): Promise<SessionAndValue<PropertyRecord | undefined> | undefined> {
  const [row] = await propertyWithSession(db).execute({ ...key, id });
  if (!row) return undefined;
  const { session, ...property } = row;
  return {
    session,
    value: property.id === null ? undefined : toPropertyRecord(property as PropertyRecordRow),
  };
}

/** The random key of the property's intake address for invoices by e-mail. */
export async function intakeKeyOfProperty(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ key: properties.invoiceIntakeKey })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row?.key ?? null;
}

export async function findPropertyRow(db: Db, id: number) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return row;
}

export async function insertProperty(db: Db, values: typeof properties.$inferInsert) {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
}

export async function updateProperty(db: Db, id: number, values: Partial<typeof properties.$inferInsert>) {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(properties.id, id))
    .returning();
  return row;
}

/** Tenancies of the property that move in after `date`: they cannot move out on it. */
export async function countTenantsMovingInAfter(db: Db, propertyId: number, date: string) {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.propertyId, propertyId), gt(tenants.moveIn, date)));
  return rows.length;
}

/** Every tenancy still open on `date` (no move-out, or a later one) moves out on it. */
export async function endOpenTenancies(db: Db, propertyId: number, date: string) {
  await db
    .update(tenants)
    .set({ moveOut: date, updatedAt: new Date() })
    .where(
      and(
        eq(tenants.propertyId, propertyId),
        or(isNull(tenants.moveIn), lte(tenants.moveIn, date)),
        or(isNull(tenants.moveOut), gt(tenants.moveOut, date)),
      ),
    );
}

/**
 * Deletes the property with everything that belongs to it (tenancies, meters and readings, cost
 * categories, drafts and billing years go by cascade) and the logins of its tenants that are
 * tenant logins linked to nothing else. Run inside a transaction.
 */
export async function deletePropertyWithLogins(db: Db, id: number): Promise<void> {
  const logins = await db
    .select({ userId: tenants.userId })
    .from(tenants)
    .where(and(eq(tenants.propertyId, id), sql`${tenants.userId} is not null`));
  await db.delete(properties).where(eq(properties.id, id));
  await deleteUnlinkedTenantLogins(db, [...new Set(logins.map((l) => l.userId!))]);
}
