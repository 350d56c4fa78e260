import type { ReceivedStatement } from '../../domain/schemas/statements.ts';
import { statementCheckTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

/**
 * The statements delivered to the tenancies of the actor's login, also after moving out; the
 * login is the scope, so no other tenant's statement is ever among them.
 */
export async function listReceivedStatementsOf(ctx: AppContext, actor: Actor): Promise<ReceivedStatement[]> {
  const rows = await repo.listReceivedStatements(ctx.db, actor.userId);
  return rows.map((r) => ({
    id: r.id,
    property_id: r.propertyId,
    address: r.address,
    year: r.year,
    from: r.from,
    to: r.to,
    balance_cents: r.balanceCents,
    delivered_at: new Date(r.deliveredAt).toISOString(),
  }));
}

/**
 * The PDF of a statement delivered to a tenancy of the actor's login, with its file name; one of
 * another tenant is not found, the same as an unknown one.
 */
export async function getReceivedStatementPdf(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const found = await repo.findReceivedPdf(ctx.db, actor.userId, id);
  if (!found) throw new NotFoundError(statementCheckTexts.statementNotFound);
  // Opened in the portal's statements list as in its Postbox: either is proof of receipt.
  await repo.markStatementOpened(ctx.db, id, ctx.now());
  return {
    fileName: found.fileName,
    pdf: Buffer.from(found.pdf.buffer, found.pdf.byteOffset, found.pdf.byteLength),
  };
}
