import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { VACANCY_LAST_NAME } from '../../domain/catalog.ts';
import type { BankTransaction } from '../../domain/bank/bank-statement.ts';
import type { AdvanceBasis } from '../../domain/payments/advance-basis.ts';
import type { Assignment, MatchReason } from '../../domain/payments/match-transaction.ts';
import type { StoredTransaction } from '../../domain/payments/merge-import.ts';
import type { PaymentTenancy } from '../../domain/payments/tenancy.ts';
import type { BankAccountRecord, BankTransactionRecord } from '../../domain/schemas/payments.ts';
import type { QueryScope } from '../auth/policy.ts';
import type { Db } from '../db/client.ts';
import { bankTransactions, dwellings, properties, statementSettings, tenants } from '../db/schema.ts';
import { propertyScopeCondition } from '../properties/repository.ts';

/** A tenancy as the payments match and show it: the matching fields plus who and where. */
export interface PaymentTenancyRow extends PaymentTenancy {
  first_name: string | null;
  dwelling_label: string | null;
}

/**
 * The property's tenancies (vacancies have nobody who pays) in the order of the tenant list. The
 * tenant number matched in remittance texts is the tenancy's id: the platform keeps no number of its
 * own, and the id is what its letters and the tenant portal show.
 */
export async function paymentTenancies(db: Db, propertyId: number): Promise<PaymentTenancyRow[]> {
  const rows = await db
    .select({
      id: tenants.id,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      company: tenants.company,
      ibans: tenants.ibans,
      annualAdvanceCents: tenants.annualAdvanceCents,
      moveIn: tenants.moveIn,
      moveOut: tenants.moveOut,
      dwellingLabel: dwellings.label,
    })
    .from(tenants)
    .leftJoin(dwellings, eq(dwellings.id, tenants.dwellingId))
    .where(
      and(
        eq(tenants.propertyId, propertyId),
        ne(sql`lower(trim(${tenants.lastName}))`, VACANCY_LAST_NAME.toLowerCase()),
      ),
    )
    .orderBy(asc(tenants.sortIndex), asc(tenants.id));
  return rows.map((r) => ({
    tenant_id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    company: r.company,
    tenant_number: String(r.id),
    ibans: r.ibans,
    annual_advance_cents: r.annualAdvanceCents,
    move_in: r.moveIn,
    move_out: r.moveOut,
    dwelling_label: r.dwellingLabel,
  }));
}

/** The landlord's choice of the advances basis for the year, or null (the default rule decides). */
export async function chosenAdvanceBasis(
  db: Db,
  propertyId: number,
  year: number,
): Promise<AdvanceBasis | null> {
  const [row] = await db
    .select({ advances: statementSettings.advances })
    .from(statementSettings)
    .where(and(eq(statementSettings.propertyId, propertyId), eq(statementSettings.year, year)))
    .limit(1);
  return (row?.advances ?? null) as AdvanceBasis | null;
}

const transactionColumns = {
  id: bankTransactions.id,
  propertyId: bankTransactions.propertyId,
  bookingDate: bankTransactions.bookingDate,
  valueDate: bankTransactions.valueDate,
  amountCents: bankTransactions.amountCents,
  currency: bankTransactions.currency,
  counterpartyName: bankTransactions.counterpartyName,
  counterpartyIban: bankTransactions.counterpartyIban,
  text: bankTransactions.text,
  reference: bankTransactions.reference,
  tenantId: bankTransactions.tenantId,
  matchReason: bankTransactions.matchReason,
};
type TransactionRow = { [K in keyof typeof transactionColumns]: (typeof bankTransactions.$inferSelect)[K] };

export function toStoredTransaction(row: TransactionRow): StoredTransaction & { property_id: number } {
  return {
    id: row.id,
    property_id: row.propertyId,
    booking_date: row.bookingDate,
    value_date: row.valueDate,
    amount_cents: row.amountCents,
    currency: row.currency,
    counterparty_name: row.counterpartyName,
    counterparty_iban: row.counterpartyIban,
    text: row.text,
    reference: row.reference,
    tenant_id: row.tenantId,
    reason: row.matchReason as MatchReason | null,
  };
}

export function toTransactionRecord(tx: StoredTransaction): BankTransactionRecord {
  return {
    id: tx.id,
    booking_date: tx.booking_date,
    amount_cents: tx.amount_cents,
    payer_name: tx.counterparty_name,
    payer_iban: tx.counterparty_iban,
    text: tx.text,
    tenant_id: tx.tenant_id,
    match_reason: tx.reason,
  };
}

/** The property's stored bookings dated within [from, to], by id (the order re-imports count in). */
export async function transactionsBetween(
  db: Db,
  propertyId: number,
  from: string,
  to: string,
): Promise<StoredTransaction[]> {
  const rows = await db
    .select(transactionColumns)
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.propertyId, propertyId),
        gte(bankTransactions.bookingDate, from),
        lte(bankTransactions.bookingDate, to),
      ),
    )
    .orderBy(asc(bankTransactions.id));
  return rows.map(toStoredTransaction);
}

/** One stored booking of a property the scope may see. */
export async function findTransaction(db: Db, scope: QueryScope, id: number) {
  const [row] = await db
    .select(transactionColumns)
    .from(bankTransactions)
    .innerJoin(properties, eq(properties.id, bankTransactions.propertyId))
    .where(and(eq(bankTransactions.id, id), propertyScopeCondition(db, scope)))
    .limit(1);
  return row && toStoredTransaction(row);
}

/** A tenancy of the property (vacancies included: the caller refuses those). */
export async function findTenancyOfProperty(db: Db, propertyId: number, tenantId: number) {
  const [row] = await db
    .select({ id: tenants.id, lastName: tenants.lastName, moveOut: tenants.moveOut })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.propertyId, propertyId)))
    .limit(1);
  return row;
}

export async function setAssignment(
  db: Db,
  id: number,
  assignment: Assignment,
  by: { userId: number; at: Date } | null,
): Promise<StoredTransaction | undefined> {
  const [row] = await db
    .update(bankTransactions)
    .set({
      tenantId: assignment.tenant_id,
      matchReason: assignment.reason,
      assignedBy: by?.userId ?? null,
      assignedAt: by?.at ?? null,
    })
    .where(eq(bankTransactions.id, id))
    .returning(transactionColumns);
  return row && toStoredTransaction(row);
}

/** New bookings of an import with their match, in chunks that stay far below the parameter limit. */
export async function insertTransactions(
  db: Db,
  propertyId: number,
  importId: number,
  added: ReadonlyArray<BankTransaction & Assignment>,
): Promise<void> {
  const CHUNK = 1_000;
  for (let i = 0; i < added.length; i += CHUNK) {
    await db.insert(bankTransactions).values(
      added.slice(i, i + CHUNK).map((tx) => ({
        propertyId,
        importId,
        bookingDate: tx.booking_date,
        valueDate: tx.value_date,
        amountCents: tx.amount_cents,
        currency: tx.currency,
        counterpartyName: tx.counterparty_name,
        counterpartyIban: tx.counterparty_iban,
        text: tx.text,
        reference: tx.reference,
        tenantId: tx.tenant_id,
        matchReason: tx.reason,
      })),
    );
  }
}

/** The property's receiving account. */
export async function setBankAccount(db: Db, propertyId: number, account: BankAccountRecord) {
  const [row] = await db
    .update(properties)
    .set({
      bankIban: account.iban,
      bankBic: account.bic,
      bankAccountHolder: account.account_holder,
      updatedAt: new Date(),
    })
    .where(eq(properties.id, propertyId))
    .returning({ id: properties.id });
  return row;
}

/** What a letter to the tenant needs: the name for the greeting and the postal address. */
export async function tenantLetterRow(db: Db, propertyId: number, tenantId: number) {
  const [row] = await db
    .select({
      salutation: tenants.salutation,
      firstName: tenants.firstName,
      lastName: tenants.lastName,
      company: tenants.company,
      floor: tenants.floor,
      streetHouseNo: tenants.streetHouseNo,
      zipcode: tenants.zipcode,
      city: tenants.city,
      moveOut: tenants.moveOut,
      forwardingAddress: tenants.forwardingAddress,
    })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.propertyId, propertyId)))
    .limit(1);
  return row;
}
