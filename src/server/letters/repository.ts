/** All SQL of the letters: the tenancy a letter is written to, the dwelling's meters, the stored letters. */
import { and, count, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { billingYears, dwellings, letters, meterReadings, meters, tenants } from '../db/schema.ts';

/** The tenant as a letter names it, with the dwelling it lives in; undefined when not of this property. */
export async function letterTenant(db: Db, propertyId: number, tenantId: number) {
  const [row] = await db
    .select({
      id: tenants.id,
      salutation: tenants.salutation,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      company: tenants.company,
      floor: tenants.floor,
      streetHouseNo: tenants.streetHouseNo,
      zipcode: tenants.zipcode,
      city: tenants.city,
      moveIn: tenants.moveIn,
      moveOut: tenants.moveOut,
      forwardingAddress: tenants.forwardingAddress,
      annualAdvanceCents: tenants.annualAdvanceCents,
      dwellingId: tenants.dwellingId,
      dwellingLabel: dwellings.label,
      dwellingArea: dwellings.areaM2,
      tenantArea: tenants.areaM2,
    })
    .from(tenants)
    .leftJoin(dwellings, eq(dwellings.id, tenants.dwellingId))
    .where(and(eq(tenants.id, tenantId), eq(tenants.propertyId, propertyId)))
    .limit(1);
  return row;
}

export type LetterTenantRow = NonNullable<Awaited<ReturnType<typeof letterTenant>>>;

/** The property's tenancies for the annual plan, in the tenant list's order. */
export async function propertyTenancies(db: Db, propertyId: number) {
  return db
    .select({
      id: tenants.id,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      company: tenants.company,
      annualAdvanceCents: tenants.annualAdvanceCents,
      moveOut: tenants.moveOut,
    })
    .from(tenants)
    .where(eq(tenants.propertyId, propertyId))
    .orderBy(tenants.sortIndex, tenants.id);
}

/**
 * The meters of a tenancy's dwelling (or, without a dwelling, those assigned to the tenant itself),
 * each with its last reading on or before `date`: one query for the meters, one for the readings.
 */
export async function dwellingMeters(
  db: Db,
  tenant: { id: number; dwellingId: number | null },
  date: string,
) {
  const rows = await db
    .select({
      id: meters.id,
      number: meters.meterNumber,
      type: meters.meterType,
      unit: meters.unit,
    })
    .from(meters)
    .where(
      tenant.dwellingId !== null ? eq(meters.dwellingId, tenant.dwellingId) : eq(meters.tenantId, tenant.id),
    )
    .orderBy(meters.meterType, meters.meterNumber, meters.id);
  if (rows.length === 0) return [];
  const last = await db
    .selectDistinctOn([meterReadings.meterId], {
      meterId: meterReadings.meterId,
      readingDate: meterReadings.readingDate,
      value: meterReadings.readingValue,
    })
    .from(meterReadings)
    .where(
      and(
        inArray(
          meterReadings.meterId,
          rows.map((r) => r.id),
        ),
        lte(meterReadings.readingDate, date),
      ),
    )
    .orderBy(meterReadings.meterId, desc(meterReadings.readingDate), desc(meterReadings.id));
  const byMeter = new Map(last.map((r) => [r.meterId, r]));
  return rows.map((m) => {
    const r = byMeter.get(m.id);
    return { ...m, last: r ? { reading_date: r.readingDate, value: Number(r.value) } : null };
  });
}

/** The newest year of the property whose statements are finalized, or undefined. */
export async function newestFinalizedYear(db: Db, propertyId: number, year?: number) {
  const [row] = await db
    .select({ year: billingYears.year, result: billingYears.result, resultGzip: billingYears.resultGzip })
    .from(billingYears)
    .where(
      and(
        eq(billingYears.propertyId, propertyId),
        isNotNull(billingYears.closedAt),
        year === undefined ? undefined : eq(billingYears.year, year),
      ),
    )
    .orderBy(desc(billingYears.year))
    .limit(1);
  return row;
}

/** Whether the property has any statement year at all (finalized or open), for the 409 of an open one. */
export async function hasOpenYear(db: Db, propertyId: number, year?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(billingYears)
    .where(
      and(
        eq(billingYears.propertyId, propertyId),
        year === undefined ? undefined : eq(billingYears.year, year),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export type NewLetter = typeof letters.$inferInsert;

export async function insertLetter(db: Db, values: NewLetter) {
  const [row] = await db.insert(letters).values(values).returning();
  return row!;
}

export async function insertHandoverReadings(db: Db, rows: (typeof meterReadings.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(meterReadings)
    .values(rows)
    .returning({ id: meterReadings.id, meterId: meterReadings.meterId });
}

const recordColumns = {
  id: letters.id,
  propertyId: letters.propertyId,
  tenantId: letters.tenantId,
  template: letters.template,
  title: letters.title,
  recipientName: letters.recipientName,
  problems: letters.problems,
  createdAt: letters.createdAt,
  channel: letters.channel,
  sentAt: letters.sentAt,
  openedAt: letters.openedAt,
};

export type LetterRow = {
  [K in keyof typeof recordColumns]: (typeof letters.$inferSelect)[K];
};

export async function findLetter(db: Db, id: number): Promise<LetterRow | undefined> {
  const [row] = await db.select(recordColumns).from(letters).where(eq(letters.id, id)).limit(1);
  return row;
}

export async function findLetterPdf(db: Db, id: number) {
  const [row] = await db
    .select({
      propertyId: letters.propertyId,
      title: letters.title,
      recipientName: letters.recipientName,
      pdf: letters.pdf,
      createdAt: letters.createdAt,
    })
    .from(letters)
    .where(eq(letters.id, id))
    .limit(1);
  return row;
}

/** A page of the property's letters, newest first, and their number. */
export async function listLetters(db: Db, propertyId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(recordColumns)
      .from(letters)
      .where(eq(letters.propertyId, propertyId))
      .orderBy(desc(letters.createdAt), desc(letters.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(letters).where(eq(letters.propertyId, propertyId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
