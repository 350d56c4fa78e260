import { and, count, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { InvoiceRecord, InvoiceSuggestion } from '../../domain/schemas/invoices.ts';
import type { InvoiceListQuery } from '../../domain/schemas/invoices.ts';
import type { Scope } from '../auth/policy.ts';
import type { Db } from '../db/client.ts';
import {
  billingYears,
  invoiceFiles,
  invoices,
  properties,
  statementDocuments,
  tenants,
} from '../db/schema.ts';
import { propertyScopeCondition } from '../properties/repository.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;

export function toInvoiceRecord(row: InvoiceRow): InvoiceRecord {
  return {
    id: row.id,
    property_id: row.propertyId,
    status: row.status as InvoiceRecord['status'],
    format: row.format as InvoiceRecord['format'],
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    sha256: row.sha256,
    received_via: row.receivedVia as InvoiceRecord['received_via'],
    received_at: row.receivedAt.toISOString(),
    seller_name: row.sellerName,
    invoice_number: row.invoiceNumber,
    issue_date: row.issueDate,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    currency: row.currency,
    net_cents: row.netCents,
    tax_cents: row.taxCents,
    gross_cents: row.grossCents,
    labour_cents: row.labourCents,
    lines: row.lines as InvoiceRecord['lines'],
    suggestion: row.suggestion as InvoiceSuggestion,
    duplicate_of: row.duplicateOf,
    problems: row.problems as string[],
    field_sources: row.fieldSources as InvoiceRecord['field_sources'],
    rejection_reason: row.rejectionReason,
    approved_year: row.approvedYear,
    approved_at: row.approvedAt?.toISOString() ?? null,
  };
}

/** The property whose intake address carries this key (mail intake), or null. */
export async function findPropertyIdByIntakeKey(db: Db, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.invoiceIntakeKey, key))
    .limit(1);
  return row?.id ?? null;
}

/** The customer a property belongs to: the scope of duplicate checks. */
export async function customerOfProperty(db: Db, propertyId: number): Promise<number | null> {
  const [row] = await db
    .select({ customerId: properties.customerId })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row?.customerId ?? null;
}

/** An invoice when the scope may see its property. */
export async function findInvoice(db: Db, scope: Scope, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .where(and(eq(invoices.id, id), propertyScopeCondition(db, scope)))
    .limit(1);
  return row?.invoice;
}

/** The year an invoice is listed under: the approved year, else the suggested one. */
const yearOfInvoice = sql`coalesce(${invoices.approvedYear}, (${invoices.suggestion}->>'year')::integer)`;

/** One page of a property's invoices, newest first, with the total of the filter. */
export async function listInvoicesPage(
  db: Db,
  propertyId: number,
  query: InvoiceListQuery,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = and(
    eq(invoices.propertyId, propertyId),
    query.status ? eq(invoices.status, query.status) : undefined,
    query.year === undefined ? undefined : sql`${yearOfInvoice} = ${query.year}`,
  );
  const page = db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.receivedAt), desc(invoices.id))
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  if (query.offset !== undefined) page.offset(query.offset);
  const [rows, [counted]] = await Promise.all([page, db.select({ n: count() }).from(invoices).where(where)]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * An earlier invoice of the same customer with the same file, or from the same seller with the same
 * invoice number (seller compared without letter case and surrounding space); the oldest one.
 */
export async function findDuplicate(
  db: Db,
  values: { customerId: number; sha256: string; sellerName: string | null; invoiceNumber: string | null },
  exceptId?: number,
): Promise<{ id: number; sameFile: boolean } | null> {
  const sameNumber =
    values.sellerName && values.invoiceNumber
      ? and(
          eq(invoices.invoiceNumber, values.invoiceNumber),
          sql`lower(trim(${invoices.sellerName})) = ${values.sellerName.trim().toLowerCase()}`,
        )
      : undefined;
  const [row] = await db
    .select({ id: invoices.id, sha256: invoices.sha256 })
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, values.customerId),
        exceptId === undefined ? undefined : ne(invoices.id, exceptId),
        or(eq(invoices.sha256, values.sha256), sameNumber),
      ),
    )
    .orderBy(invoices.id)
    .limit(1);
  return row ? { id: row.id, sameFile: row.sha256 === values.sha256 } : null;
}

/** Stores an invoice and its file (run inside a transaction). */
export async function insertInvoice(db: Db, values: InvoiceInsert, bytes: Uint8Array): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  await db.insert(invoiceFiles).values({
    invoiceId: row!.id,
    sha256: values.sha256,
    sizeBytes: values.sizeBytes,
    bytes,
  });
  return row!;
}

/** Changes an invoice only while no decision is taken on it; undefined when one was taken meanwhile. */
export async function updateOpenInvoice(
  db: Db,
  id: number,
  values: Partial<InvoiceInsert>,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(invoices.id, id), sql`${invoices.status} not in ('approved', 'rejected')`))
    .returning();
  return row;
}

/** Deletes an invoice (and by cascade its file) unless it was approved; whether it did. */
export async function deleteUnapprovedInvoice(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(invoices)
    .where(and(eq(invoices.id, id), ne(invoices.status, 'approved')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** The stored bytes of an invoice's file. */
export async function fileBytesOf(db: Db, invoiceId: number): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ bytes: invoiceFiles.bytes })
    .from(invoiceFiles)
    .where(eq(invoiceFiles.invoiceId, invoiceId))
    .limit(1);
  return row?.bytes;
}

/**
 * The property and year of a statement delivered to a tenancy of this tenant login, when the year is
 * finalized (closed), with the frozen draft's cost lines.
 */
export async function finalizedStatementOfTenant(db: Db, userId: number, documentId: number) {
  const [row] = await db
    .select({ propertyId: statementDocuments.propertyId, year: statementDocuments.year })
    .from(statementDocuments)
    .innerJoin(tenants, eq(tenants.id, statementDocuments.tenantId))
    .innerJoin(
      billingYears,
      and(
        eq(billingYears.propertyId, statementDocuments.propertyId),
        eq(billingYears.year, statementDocuments.year),
        isNotNull(billingYears.closedAt),
      ),
    )
    .where(
      and(
        eq(statementDocuments.id, documentId),
        eq(statementDocuments.kind, 'tenant'),
        eq(tenants.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

/** Invoices approved into this property and year among the ids given. */
export async function approvedInvoicesOfYear(db: Db, propertyId: number, year: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.propertyId, propertyId),
        eq(invoices.approvedYear, year),
        eq(invoices.status, 'approved'),
        inArray(invoices.id, ids),
      ),
    )
    .orderBy(invoices.id);
}
