import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { prepareOpenYear } from './prepare.ts';
import { renderStatements, type RenderedStatement } from './render-statements.ts';
import * as repo from './repository.ts';
import { statementProperty } from './statement-source.ts';

/** One tenant's statement PDF: the frozen one of a finalized year, else rendered from the stored data. */
export async function statementPdf(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  tenantId: number,
  year: number,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const property = await statementProperty(ctx, actor, propertyId);
  const year_ = await repo.findBillingYear(ctx.db, property.id, year);
  if (year_?.closedAt) {
    const frozen = await repo.findDocumentPdf(ctx.db, property.id, year, tenantId);
    if (!frozen) throw new NotFoundError(statementCheckTexts.tenantNotInYear);
    return frozen;
  }
  const prepared = await prepareOpenYear(ctx, property, year);
  const statements = prepared.response.statements.filter((s) => s.tenant_id === tenantId);
  if (statements.length === 0) throw new NotFoundError(statementCheckTexts.tenantNotInYear);
  let rendered: RenderedStatement | undefined;
  for await (const r of renderStatements(ctx, { ...prepared.render, statements })) rendered = r;
  return { fileName: rendered!.fileName, pdf: rendered!.pdf };
}
