import { and, asc, count, desc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import type { DwellingListQuery, DwellingRecord } from '../../domain/schemas/dwellings.ts';
import type { Scope } from '../auth/policy.ts';
import type { Db } from '../db/client.ts';
import { pageAndTotal, totalColumn } from '../db/paged.ts';
import { dwellings, meters, properties, tenants } from '../db/schema.ts';
import { likePattern } from '../http/list-response.ts';
import { propertyScopeCondition } from '../properties/repository.ts';

export type DwellingRow = typeof dwellings.$inferSelect;
export type DwellingColumns = Partial<typeof dwellings.$inferInsert>;

const num = (v: string | null) => (v === null ? null : Number(v));

export function toDwellingRecord(row: DwellingRow): DwellingRecord {
  return {
    id: row.id,
    property_id: row.propertyId,
    label: row.label,
    area_m2: num(row.areaM2),
    mea: num(row.mea),
    hot_water_supplied: row.hotWaterSupplied,
    heated_area_m2: num(row.heatedAreaM2),
    heated_volume_m3: num(row.heatedVolumeM3),
    volume_m3: num(row.volumeM3),
    persons: row.persons,
    sort_index: row.sortIndex,
  };
}

const SORT = { sort_index: dwellings.sortIndex, label: sql`lower(${dwellings.label})`, id: dwellings.id };

/** The dwellings of one property in the table's order (or a sort asked for), a page and the total. */
export async function listDwellingsPage(db: Db, propertyId: number, query: DwellingListQuery = {}) {
  const where = and(
    eq(dwellings.propertyId, propertyId),
    query.q ? ilike(dwellings.label, likePattern(query.q)) : undefined,
  );
  const field = query.sort?.field ?? 'sort_index';
  const order = query.sort?.descending ? desc(SORT[field]) : asc(SORT[field]);
  const page = db
    .select({ dwelling: dwellings, total: totalColumn(Boolean(query.q)) })
    .from(dwellings)
    .where(where)
    .orderBy(order, asc(dwellings.id))
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  if (query.offset !== undefined) page.offset(query.offset);
  const { rows, total } = await pageAndTotal(
    page,
    () => db.select({ n: count() }).from(dwellings).where(where),
    { searched: Boolean(query.q), offset: query.offset },
  );
  return { rows: rows.map((r) => toDwellingRecord(r.dwelling)), total };
}

/** A dwelling of a property the scope may see; others are simply not found. */
export async function findDwelling(db: Db, scope: Scope, id: number): Promise<DwellingRow | undefined> {
  const [row] = await db
    .select({ dwelling: dwellings })
    .from(dwellings)
    .innerJoin(properties, eq(properties.id, dwellings.propertyId))
    .where(and(eq(dwellings.id, id), propertyScopeCondition(db, scope)))
    .limit(1);
  return row?.dwelling;
}

/**
 * Labels of the property equal to one of `labels` regardless of case (the unique index
 * `dwellings_label_uq` compares `lower(label)`), except the dwelling `exceptId`.
 */
export async function takenLabels(db: Db, propertyId: number, labels: string[], exceptId?: number) {
  if (labels.length === 0) return [];
  const rows = await db
    .select({ id: dwellings.id, label: dwellings.label })
    .from(dwellings)
    .where(
      and(
        eq(dwellings.propertyId, propertyId),
        inArray(
          sql`lower(${dwellings.label})`,
          labels.map((l) => l.toLowerCase()),
        ),
      ),
    );
  return rows.filter((r) => r.id !== exceptId).map((r) => r.label);
}

/** The sort index after the property's last dwelling. */
export async function nextSortIndex(db: Db, propertyId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(dwellings.sortIndex) })
    .from(dwellings)
    .where(eq(dwellings.propertyId, propertyId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function insertDwellings(db: Db, values: Array<typeof dwellings.$inferInsert>) {
  return db.insert(dwellings).values(values).returning();
}

export async function updateDwelling(db: Db, id: number, values: DwellingColumns) {
  const [row] = await db
    .update(dwellings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dwellings.id, id))
    .returning();
  return row;
}

/**
 * Copies area, co-ownership share and volume to every tenancy of the dwelling: the dwelling is
 * their master, and the tenancies keep the spec's fields in step. Returns how many were written.
 */
export async function syncTenancies(
  db: Db,
  dwellingId: number,
  values: Pick<DwellingColumns, 'areaM2' | 'mea' | 'volumeM3'>,
): Promise<number> {
  if (Object.keys(values).length === 0) return 0;
  const rows = await db
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tenants.dwellingId, dwellingId))
    .returning({ id: tenants.id });
  return rows.length;
}

/** How many tenancies and meters refer to the dwelling. */
export async function usesOf(db: Db, id: number): Promise<{ tenancies: number; meters: number }> {
  const [[t], [m]] = await Promise.all([
    db.select({ n: count() }).from(tenants).where(eq(tenants.dwellingId, id)),
    db.select({ n: count() }).from(meters).where(eq(meters.dwellingId, id)),
  ]);
  return { tenancies: t?.n ?? 0, meters: m?.n ?? 0 };
}

export async function deleteDwelling(db: Db, id: number) {
  await db.delete(dwellings).where(eq(dwellings.id, id));
}
