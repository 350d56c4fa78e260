import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Allocation } from '../../domain/catalog.ts';
import type { CostCategoryRecord } from '../../domain/schemas/cost-categories.ts';
import type { Db } from '../db/client.ts';
import { costCategories } from '../db/schema.ts';

export function toCostCategoryRecord(row: typeof costCategories.$inferSelect): CostCategoryRecord {
  return {
    id: row.id,
    property_id: row.propertyId,
    name: row.name,
    allocation: row.allocation as Allocation,
    category_group: row.categoryGroup as CostCategoryRecord['category_group'],
    position: row.position,
    is_active: row.isActive,
  };
}

export async function listCostCategories(db: Db, propertyId: number, includeInactive: boolean) {
  const rows = await db
    .select()
    .from(costCategories)
    .where(
      and(
        eq(costCategories.propertyId, propertyId),
        includeInactive ? undefined : eq(costCategories.isActive, true),
      ),
    )
    .orderBy(asc(costCategories.position), asc(costCategories.id));
  return rows.map(toCostCategoryRecord);
}

/** Same name in the same group, letter case ignored (the unique index decides the same way). */
export async function costCategoryExists(db: Db, propertyId: number, group: string, name: string) {
  const [row] = await db
    .select({ id: costCategories.id })
    .from(costCategories)
    .where(
      and(
        eq(costCategories.propertyId, propertyId),
        eq(costCategories.categoryGroup, group),
        eq(sql`lower(${costCategories.name})`, name.toLowerCase()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCostCategory(db: Db, values: typeof costCategories.$inferInsert) {
  const [last] = await db
    .select({ position: max(costCategories.position) })
    .from(costCategories)
    .where(eq(costCategories.propertyId, values.propertyId));
  const [row] = await db
    .insert(costCategories)
    .values({ ...values, position: (last?.position ?? -1) + 1 })
    .returning();
  return toCostCategoryRecord(row!);
}
