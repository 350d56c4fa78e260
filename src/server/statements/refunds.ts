/**
 * The refunds (Guthaben) of a finalized year: who gets how much and to which IBAN, and the SEPA credit transfer
 * file (pain.001.001.09) that pays them from the property's receiving account in one upload to the bank. Only a
 * finalized year: the statements the tenants received are the ones refunded, and they no longer change.
 */
import { todayIso } from '../../domain/dates.ts';
import { ConflictError } from '../../domain/errors.ts';
import { normalizedAccount } from '../../domain/payments/bank-account.ts';
import { sepaCreditTransferXml } from '../../domain/payments/sepa-credit-transfer.ts';
import { paymentStatementTexts as texts } from '../../domain/texts/payment-statements.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';
import { frozenStatements, payeeAccount, statementProperty } from './statement-source.ts';

export interface YearRefund {
  tenant_id: number;
  name: string;
  cents: number;
  /** The tenant's first IBAN; null: none entered, so the refund is not in the file. */
  iban: string | null;
}

/** The tenants with a Guthaben in the finalized year, in the statements' order; 409 while the year is open. */
export async function yearRefunds(ctx: AppContext, actor: Actor, propertyId: number, year: number) {
  const property = await statementProperty(ctx, actor, propertyId);
  return { property, refunds: await refundsOf(ctx, property.id, year) };
}

async function refundsOf(ctx: AppContext, propertyId: number, year: number): Promise<YearRefund[]> {
  const frozen = await frozenStatements(ctx, propertyId, year);
  if (!frozen) throw new ConflictError(texts.refunds.notFinalized(year));
  const credits = frozen.statements.filter((s) => s.balance_cents < 0);
  const ibans = await repo.tenantIbans(
    ctx.db,
    propertyId,
    credits.map((s) => s.tenant_id),
  );
  return credits.map((s) => ({
    tenant_id: s.tenant_id,
    name: s.name,
    cents: -s.balance_cents,
    iban: ibans.get(s.tenant_id)?.[0] ?? null,
  }));
}

/**
 * The year's refund file, paid from the account tenants pay to (the property's, else the landlord's profile).
 * 409 while the year is open, without a refund to a tenant with an IBAN, or without a valid account to pay from.
 */
export async function refundsXml(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
): Promise<{ fileName: string; xml: string }> {
  const { property, refunds } = await yearRefunds(ctx, actor, propertyId, year);
  const payable = refunds.filter((r): r is YearRefund & { iban: string } => r.iban !== null);
  if (payable.length === 0) throw new ConflictError(texts.refunds.noneWithIban(year));
  const debtor = normalizedAccount(await payeeAccount(ctx, property.id));
  if (debtor === null) throw new ConflictError(texts.refunds.noDebtorAccount);
  const now = ctx.now();
  const xml = sepaCreditTransferXml({
    // Unique per file (banks refuse a message id they have seen): property, year and the second it was made.
    message_id: `NK${year}-${property.id}-${Math.floor(now.getTime() / 1000).toString(36)}`,
    created_at: now,
    execution_date: todayIso(now),
    debtor,
    year: String(year),
    refunds: payable.map((r) => ({ name: r.name, iban: r.iban, cents: r.cents })),
  });
  return { fileName: texts.refunds.fileName(year, property.id), xml };
}
