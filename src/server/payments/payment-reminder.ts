import { parseAddress } from '../../domain/address.ts';
import { isVacancy } from '../../domain/catalog.ts';
import { addDays, todayIso } from '../../domain/dates.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { partyName } from '../../domain/party-name.ts';
import { advanceBasis } from '../../domain/payments/advance-basis.ts';
import { paymentsOverview } from '../../domain/payments/payments-overview.ts';
import { paymentTexts } from '../../domain/texts/payments.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { renderPaymentReminderPdf } from '../pdf/payment-reminder.ts';
import { forwardingLines, landlordParty } from '../statements/statement-source.ts';
import * as repo from './repository.ts';
import { visibleProperty } from './visible-property.ts';

/** Days the tenant is given to pay the open amount. */
export const REMINDER_PAY_DAYS = 14;

type LetterRow = NonNullable<Awaited<ReturnType<typeof repo.tenantLetterRow>>>;

/**
 * Where the letter goes, as the statement letter decides it: after the move-out the forwarding
 * address where one is stored, else the tenant's own postal address, else the dwelling in the property.
 */
function tenantAddress(row: LetterRow, propertyAddress: string, today: string): string[] {
  const forwarding = row.moveOut && row.moveOut < today ? forwardingLines(row.forwardingAddress) : [];
  if (forwarding.length > 0) return forwarding.slice(0, 4);
  if (row.streetHouseNo?.trim() && row.city?.trim())
    return [row.streetHouseNo.trim(), `${row.zipcode?.trim() ?? ''} ${row.city.trim()}`.trim()];
  const a = parseAddress(propertyAddress);
  return [
    ...(row.floor?.trim() ? [row.floor.trim()] : []),
    a.street,
    [a.zip, a.city].filter(Boolean).join(' '),
  ].filter((l) => l.trim() !== '');
}

/**
 * The months of `year` up to `today` with advances due or received for one tenancy of the
 * property, from the stored bookings (the payments overview's figures). Only months that are due by
 * `today` count (advances are due at the start of each month, §556b Abs. 1 BGB). The tenancy is
 * undefined for a tenant not of the property.
 */
export async function advanceMonthsDue(
  ctx: AppContext,
  propertyId: number,
  tenantId: number,
  year: number,
  today: string,
) {
  const [tenancies, transactions, chosen] = await Promise.all([
    repo.paymentTenancies(ctx.db, propertyId),
    repo.transactionsBetween(ctx.db, propertyId, `${year}-01-01`, `${year}-12-31`),
    repo.chosenAdvanceBasis(ctx.db, propertyId, year),
  ]);
  const tenancy = tenancies.find((t) => t.tenant_id === tenantId);
  if (!tenancy) return { tenancy, months: [] };
  const basis = advanceBasis(
    chosen,
    year,
    transactions.map((tx) => tx.booking_date),
  );
  const overview = paymentsOverview(year, basis, [tenancy], transactions);
  const dueMonth = today.slice(0, 7);
  const months = (overview.tenants[0]?.months ?? []).filter(
    (m) => m.month <= dueMonth && (m.due_cents > 0 || m.received_cents > 0),
  );
  return { tenancy, months };
}

/**
 * A payment reminder for the year's advances a tenant owes, from the stored bookings. Only months
 * that are due by the letter's date count (advances are due at the start of each month, §556b
 * Abs. 1 BGB): a reminder in June asks for nothing of July. No arrears, no letter (409).
 */
export async function paymentReminderPdf(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  tenantId: number,
  year: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const property = await visibleProperty(ctx, actor, propertyId);
  const row = await repo.tenantLetterRow(ctx.db, propertyId, tenantId);
  if (!row || isVacancy(row.lastName)) throw new NotFoundError(paymentTexts.reminderTenantNotFound);
  const today = todayIso(ctx.now());
  const { tenancy, months } = await advanceMonthsDue(ctx, propertyId, tenantId, year, today);
  const arrears = months.reduce((sum, m) => sum + m.due_cents - m.received_cents, 0);
  if (arrears <= 0) throw new ConflictError(paymentTexts.noArrears(year));
  const account = property.bank_account;
  if (!account) throw new ConflictError(paymentTexts.reminder.noAccount);
  const name = partyName(row) || row.lastName;
  const pdf = await renderPaymentReminderPdf({
    year,
    date: today,
    payBy: addDays(today, REMINDER_PAY_DAYS),
    landlord: await landlordParty(ctx, propertyId),
    tenant: { name, address_lines: tenantAddress(row, property.address, today) },
    addressee: {
      salutation: row.salutation,
      first_name: row.firstName,
      last_name: row.lastName,
      company: row.company,
    },
    property: property.address,
    dwelling: tenancy?.dwelling_label ?? row.floor,
    months,
    arrears_cents: arrears,
    account,
    reference: paymentTexts.reminder.reference(year, row.company?.trim() || row.lastName),
  });
  return { fileName: `Zahlungserinnerung-${year}-${tenantId}.pdf`, pdf };
}
