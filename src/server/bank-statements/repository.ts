import { count, desc, eq } from 'drizzle-orm';
import type { BankStatementFormat } from '../../domain/bank/bank-statement.ts';
import type { BankStatementImportRecord, BankStatementListQuery } from '../../domain/schemas/payments.ts';
import type { Db } from '../db/client.ts';
import { pageAndTotal } from '../db/paged.ts';
import { bankStatementImports, bankTransactions, properties } from '../db/schema.ts';

/**
 * Holds the property's row until the transaction ends: two imports of the same file at once would
 * otherwise both find nothing stored and both add every booking.
 */
export async function lockProperty(db: Db, propertyId: number): Promise<void> {
  await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update');
}

export async function insertImport(
  db: Db,
  values: {
    propertyId: number;
    format: BankStatementFormat;
    accountIban: string | null;
    fileName: string | null;
    sha256: string;
    transactions: number;
    added: number;
    firstBookingDate: string | null;
    lastBookingDate: string | null;
    importedBy: number;
    importedAt: Date;
  },
) {
  const [row] = await db.insert(bankStatementImports).values(values).returning();
  return row!;
}

export async function setMatch(
  db: Db,
  id: number,
  assignment: { tenant_id: number | null; reason: string | null },
): Promise<void> {
  await db
    .update(bankTransactions)
    .set({ tenantId: assignment.tenant_id, matchReason: assignment.reason })
    .where(eq(bankTransactions.id, id));
}

export function toImportRecord(row: typeof bankStatementImports.$inferSelect): BankStatementImportRecord {
  return {
    id: row.id,
    format: row.format as BankStatementFormat,
    account_iban: row.accountIban,
    file_name: row.fileName,
    transactions: row.transactions,
    new: row.added,
    first_booking_date: row.firstBookingDate,
    last_booking_date: row.lastBookingDate,
    imported_at: row.importedAt.toISOString(),
  };
}

/** One page of the property's imports, newest first, with the total. */
export async function listImports(db: Db, propertyId: number, query: BankStatementListQuery) {
  const page = db
    .select()
    .from(bankStatementImports)
    .where(eq(bankStatementImports.propertyId, propertyId))
    .orderBy(desc(bankStatementImports.importedAt), desc(bankStatementImports.id))
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  if (query.offset !== undefined) page.offset(query.offset);
  const { rows, total } = await pageAndTotal(
    page.then((rows) => rows.map((r) => ({ ...r, total: 0 }))),
    () =>
      db
        .select({ n: count() })
        .from(bankStatementImports)
        .where(eq(bankStatementImports.propertyId, propertyId)),
    { searched: false, offset: query.offset },
  );
  return { rows: rows.map(toImportRecord), total };
}
