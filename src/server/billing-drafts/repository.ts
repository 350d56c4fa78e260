import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { BillingYearRecord, DraftRecord } from '../../domain/schemas/billing-drafts.ts';
import type { Scope } from '../auth/policy.ts';
import type { Db } from '../db/client.ts';
import { billingDrafts, billingYears, properties } from '../db/schema.ts';
import { propertyScopeCondition } from '../properties/repository.ts';

type DraftRow = typeof billingDrafts.$inferSelect;

export function toDraftRecord(row: DraftRow): DraftRecord {
  return {
    id: row.id,
    property_id: row.propertyId,
    year: row.year,
    payload: (row.payload ?? {}) as Record<string, unknown>,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The draft of a property and year when the scope may see the property. */
export async function findDraftOfYear(db: Db, scope: Scope, propertyId: number, year: number) {
  const [row] = await db
    .select({ draft: billingDrafts })
    .from(billingDrafts)
    .innerJoin(properties, eq(properties.id, billingDrafts.propertyId))
    .where(
      and(
        eq(billingDrafts.propertyId, propertyId),
        eq(billingDrafts.year, year),
        propertyScopeCondition(db, scope),
      ),
    )
    .limit(1);
  return row?.draft;
}

/** A draft by id when the scope may see its property. */
export async function findDraft(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select({ draft: billingDrafts })
    .from(billingDrafts)
    .innerJoin(properties, eq(properties.id, billingDrafts.propertyId))
    .where(and(eq(billingDrafts.id, id), propertyScopeCondition(db, scope)))
    .limit(1);
  return row?.draft;
}

/** Whether the year of the property has been closed (its statement was issued). */
export async function isYearClosed(db: Db, propertyId: number, year: number): Promise<boolean> {
  const [row] = await db
    .select({ id: billingYears.id })
    .from(billingYears)
    .where(
      and(
        eq(billingYears.propertyId, propertyId),
        eq(billingYears.year, year),
        isNotNull(billingYears.closedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertDraft(
  db: Db,
  values: { propertyId: number; year: number; payload: unknown; updatedBy: number },
): Promise<DraftRow> {
  const [row] = await db.insert(billingDrafts).values(values).returning();
  return row!;
}

/**
 * Replaces the payload only when the stored version is still the one the client loaded, and
 * raises it, in one statement: two tabs saving at once cannot both win. Undefined when the
 * version was stale.
 */
export async function updateDraftIfVersion(
  db: Db,
  id: number,
  version: number,
  values: { payload: unknown; updatedBy: number },
): Promise<DraftRow | undefined> {
  const [row] = await db
    .update(billingDrafts)
    .set({ ...values, version: sql`${billingDrafts.version} + 1`, updatedAt: new Date() })
    .where(and(eq(billingDrafts.id, id), eq(billingDrafts.version, version)))
    .returning();
  return row;
}

export async function billingYearsOf(db: Db, propertyId: number): Promise<BillingYearRecord[]> {
  const rows = await db
    .select()
    .from(billingYears)
    .where(eq(billingYears.propertyId, propertyId))
    .orderBy(asc(billingYears.year));
  return rows.map((row) => ({
    year: row.year,
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by: row.closedBy,
  }));
}
