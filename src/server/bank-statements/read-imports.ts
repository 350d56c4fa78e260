import type { BankStatementImportRecord, BankStatementListQuery } from '../../domain/schemas/payments.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { visibleProperty } from '../payments/visible-property.ts';
import { listImports } from './repository.ts';

/** One page of the property's imported statements, newest first, for those who may see its payments. */
export async function readImports(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  query: BankStatementListQuery,
): Promise<{ rows: BankStatementImportRecord[]; total: number }> {
  await visibleProperty(ctx, actor, propertyId);
  return listImports(ctx.db, propertyId, query);
}
