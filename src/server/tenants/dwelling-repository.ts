import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dwellings, tenants } from '../db/schema.ts';

/**
 * SQL on dwellings as tenancies need it: the dwelling a tenancy occupies, the tenancies sharing
 * it and the measures the dwelling keeps for all of them. The dwellings' own calls are elsewhere.
 */
export type DwellingRow = typeof dwellings.$inferSelect;

/**
 * Reads a dwelling and locks its row until the transaction ends: two requests placing tenancies
 * in the same dwelling then check their periods one after the other, never side by side.
 */
export async function lockDwelling(db: Db, id: number): Promise<DwellingRow | undefined> {
  const [row] = await db.select().from(dwellings).where(eq(dwellings.id, id)).for('update');
  return row;
}

/** The property's dwelling with this label (compared trimmed and case-insensitively), locked. */
export async function lockDwellingByLabel(
  db: Db,
  propertyId: number,
  label: string,
): Promise<DwellingRow | undefined> {
  const [row] = await db
    .select()
    .from(dwellings)
    .where(and(eq(dwellings.propertyId, propertyId), sql`lower(${dwellings.label}) = lower(${label})`))
    .for('update');
  return row;
}

export interface DwellingTenancy {
  id: number;
  firstName: string | null;
  lastName: string;
  company: string | null;
  moveIn: string | null;
  moveOut: string | null;
}

/** The tenancies (and explicit vacancies) of a dwelling, but the one left out. */
export async function tenanciesOfDwelling(
  db: Db,
  dwellingId: number,
  exceptId?: number,
): Promise<DwellingTenancy[]> {
  return db
    .select({
      id: tenants.id,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      company: tenants.company,
      moveIn: tenants.moveIn,
      moveOut: tenants.moveOut,
    })
    .from(tenants)
    .where(and(eq(tenants.dwellingId, dwellingId), exceptId ? ne(tenants.id, exceptId) : undefined))
    .orderBy(asc(tenants.moveIn), asc(tenants.id));
}

export async function dwellingCount(db: Db, propertyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(dwellings).where(eq(dwellings.propertyId, propertyId));
  return row?.n ?? 0;
}

export type Measures = Partial<Pick<DwellingRow, 'areaM2' | 'mea' | 'volumeM3'>>;

/**
 * Inserts a dwelling under the first label `labelFor(1)`, `labelFor(2)`, … not taken in the
 * property. A label taken meanwhile by another request is skipped (the unique index decides).
 */
export async function insertDwellingWithFreeLabel(
  db: Db,
  values: { propertyId: number; sortIndex: number; measures: Measures },
  labelFor: (attempt: number) => string,
): Promise<DwellingRow> {
  for (let attempt = 1; attempt <= 10_000; attempt++) {
    const [row] = await db
      .insert(dwellings)
      .values({
        propertyId: values.propertyId,
        label: labelFor(attempt),
        sortIndex: values.sortIndex,
        ...values.measures,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('no free dwelling label');
}

/**
 * Writes area, co-ownership share and volume on the dwelling and all its tenancies: the dwelling
 * is their master, so every tenancy of a flat is billed by the same figures.
 */
export async function writeDwellingMeasures(db: Db, dwellingId: number, measures: Measures) {
  if (Object.keys(measures).length === 0) return;
  await db
    .update(dwellings)
    .set({ ...measures, updatedAt: new Date() })
    .where(eq(dwellings.id, dwellingId));
  await db
    .update(tenants)
    .set({ ...measures, updatedAt: new Date() })
    .where(eq(tenants.dwellingId, dwellingId));
}

export async function setTenantDwelling(db: Db, tenantId: number, dwellingId: number) {
  await db.update(tenants).set({ dwellingId }).where(eq(tenants.id, tenantId));
}

/** The dwellings of a property in their order, for the occupancy of a year. */
export async function dwellingsOfProperty(db: Db, propertyId: number) {
  return db
    .select({ id: dwellings.id, label: dwellings.label })
    .from(dwellings)
    .where(eq(dwellings.propertyId, propertyId))
    .orderBy(asc(dwellings.sortIndex), asc(dwellings.id));
}

/** The tenancies placed in any of these dwellings, with what occupancy needs. */
export async function tenanciesInDwellings(db: Db, dwellingIds: readonly number[]) {
  if (dwellingIds.length === 0) return [];
  return db
    .select({
      id: tenants.id,
      dwellingId: tenants.dwellingId,
      lastName: tenants.lastName,
      moveIn: tenants.moveIn,
      moveOut: tenants.moveOut,
    })
    .from(tenants)
    .where(and(isNotNull(tenants.dwellingId), inArray(tenants.dwellingId, [...dwellingIds])));
}
