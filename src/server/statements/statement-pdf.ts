import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { openYearDocuments } from './open-year-documents.ts';
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
  const documents = await openYearDocuments(ctx, property, year, {
    only: tenantId,
    summary: false,
    answer: null,
  });
  for await (const d of documents.documents()) return { fileName: d.fileName, pdf: d.pdf };
  throw new NotFoundError(statementCheckTexts.tenantNotInYear);
}
