import { eq } from 'drizzle-orm';
import { bankStatementImports, bankTransactions, properties, tenants } from '../../src/server/db/schema.ts';
import type { TestApp } from './app.ts';

/** A booking on the property's account as an import would store it; credits positive. */
export interface Booking {
  booking_date: string;
  amount_cents: number;
  tenant_id: number | null;
  text?: string;
}

/** Stores bookings of one imported statement of the property, as the bank statement import does. */
export async function storeBookings(t: TestApp, propertyId: number, bookings: readonly Booking[]) {
  const dates = bookings.map((b) => b.booking_date).sort();
  const [imported] = await t.ctx.db
    .insert(bankStatementImports)
    .values({
      propertyId,
      format: 'camt.053',
      accountIban: 'DE02120300000000202051',
      fileName: 'auszug.xml',
      sha256: `${Date.now()}-${Math.random()}`,
      transactions: bookings.length,
      added: bookings.length,
      firstBookingDate: dates[0] ?? null,
      lastBookingDate: dates.at(-1) ?? null,
    })
    .returning({ id: bankStatementImports.id });
  await t.ctx.db.insert(bankTransactions).values(
    bookings.map((b) => ({
      propertyId,
      importId: imported!.id,
      bookingDate: b.booking_date,
      amountCents: b.amount_cents,
      text: b.text ?? 'Miete',
      tenantId: b.tenant_id,
      matchReason: b.tenant_id === null ? null : ('manual' as const),
    })),
  );
}

export async function clearBookings(t: TestApp, propertyId: number) {
  await t.ctx.db.delete(bankTransactions).where(eq(bankTransactions.propertyId, propertyId));
  await t.ctx.db.delete(bankStatementImports).where(eq(bankStatementImports.propertyId, propertyId));
}

/** The property's receiving account, as `PUT /api/properties/{id}/bank-account` stores it. */
export async function setPropertyAccount(
  t: TestApp,
  propertyId: number,
  account: { iban: string; bic: string | null; account_holder: string } | null,
) {
  await t.ctx.db
    .update(properties)
    .set({
      bankIban: account?.iban ?? null,
      bankBic: account?.bic ?? null,
      bankAccountHolder: account?.account_holder ?? null,
    })
    .where(eq(properties.id, propertyId));
}

/** A tenant's IBANs, as the tenant calls store them (electronic form). */
export async function setTenantIbans(t: TestApp, tenantId: number, ibans: readonly string[]) {
  await t.ctx.db
    .update(tenants)
    .set({ ibans: [...ibans] })
    .where(eq(tenants.id, tenantId));
}
