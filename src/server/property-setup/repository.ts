/** All SQL of the setup checklist: one query per kind of row, whatever the size of the house. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  billingDrafts,
  billingYears,
  customers,
  dwellings,
  meters,
  tenantPersons,
  tenants,
} from '../db/schema.ts';

export async function landlordOf(db: Db, customerId: number) {
  const [row] = await db
    .select({
      companyName: customers.companyName,
      firstName: customers.firstName,
      lastName: customers.lastName,
      contactPerson: customers.contactPerson,
      address: customers.address,
      iban: customers.iban,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}

export function dwellingsOf(db: Db, propertyId: number) {
  return db
    .select({ id: dwellings.id, label: dwellings.label, areaM2: dwellings.areaM2 })
    .from(dwellings)
    .where(eq(dwellings.propertyId, propertyId))
    .orderBy(asc(dwellings.sortIndex), asc(dwellings.id));
}

export function tenanciesOf(db: Db, propertyId: number) {
  return db
    .select({
      id: tenants.id,
      dwellingId: tenants.dwellingId,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      company: tenants.company,
      moveIn: tenants.moveIn,
      moveOut: tenants.moveOut,
      annualAdvanceCents: tenants.annualAdvanceCents,
      usageUnits: tenants.usageUnits,
    })
    .from(tenants)
    .where(eq(tenants.propertyId, propertyId));
}

/** The tenancies of the property with dated person counts. */
export async function tenanciesWithPersons(db: Db, propertyId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: tenantPersons.tenantId })
    .from(tenantPersons)
    .innerJoin(tenants, eq(tenants.id, tenantPersons.tenantId))
    .where(eq(tenants.propertyId, propertyId));
  return new Set(rows.map((r) => r.id));
}

export function metersOf(db: Db, propertyId: number) {
  return db
    .select({
      id: meters.id,
      dwellingId: meters.dwellingId,
      meterType: meters.meterType,
      meterNumber: meters.meterNumber,
      hotWater: meters.hotWater,
    })
    .from(meters)
    .where(eq(meters.propertyId, propertyId))
    .orderBy(asc(meters.id));
}

/** The years of the property that are finalized. */
export async function finalizedYears(db: Db, propertyId: number): Promise<Set<number>> {
  const rows = await db
    .select({ year: billingYears.year, closedAt: billingYears.closedAt })
    .from(billingYears)
    .where(eq(billingYears.propertyId, propertyId));
  return new Set(rows.filter((r) => r.closedAt !== null).map((r) => r.year));
}

export async function draftPayload(db: Db, propertyId: number, year: number): Promise<unknown> {
  const [row] = await db
    .select({ payload: billingDrafts.payload })
    .from(billingDrafts)
    .where(and(eq(billingDrafts.propertyId, propertyId), eq(billingDrafts.year, year)))
    .limit(1);
  return row?.payload;
}
