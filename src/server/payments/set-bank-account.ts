import { NotFoundError } from '../../domain/errors.ts';
import type { BankAccountBody, BankAccountRecord } from '../../domain/schemas/payments.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { writeAudit } from '../audit/repository.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';
import { visibleProperty } from './visible-property.ts';

/**
 * The account the tenants pay their advances to. Bank statements are imported for this account
 * only, and the payment reminder names it. IBAN and BIC arrive checked and normalised by the schema.
 */
export async function setBankAccount(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  input: BankAccountBody,
): Promise<BankAccountRecord> {
  await visibleProperty(ctx, actor, propertyId);
  const account: BankAccountRecord = {
    iban: input.iban,
    bic: input.bic ?? null,
    account_holder: input.account_holder,
  };
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.setBankAccount(tx, propertyId, account)))
      throw new NotFoundError(propertyTexts.notFound);
    await writeAudit(tx, actor, {
      action: 'property.bank_account',
      entity: 'property',
      entityId: propertyId,
      details: { ...account },
    });
    return account;
  });
}
