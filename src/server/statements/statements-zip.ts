import { PassThrough, type Readable } from 'node:stream';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { prepareOpenYear } from './prepare.ts';
import { renderStatements, renderSummary } from './render-statements.ts';
import * as repo from './repository.ts';
import { statementProperty } from './statement-source.ts';
import { zipWriter } from './zip-writer.ts';

/**
 * All statements of a year in one ZIP, written while they are read or rendered: the frozen PDFs
 * of a finalized year one by one from the database, an open year's as the workers finish them.
 * Problems found before the first byte answer with their status; a failure later can only end
 * the stream (the client sees an incomplete archive).
 */
export async function statementsZip(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
): Promise<Readable> {
  const property = await statementProperty(ctx, actor, propertyId);
  const closed = (await repo.findBillingYear(ctx.db, property.id, year))?.closedAt;
  const out = new PassThrough();
  const zip = zipWriter(out, ctx.now());

  if (closed) {
    const documents = await repo.listDocuments(ctx.db, property.id, year);
    void (async () => {
      for (const d of documents) {
        const pdf = await repo.documentPdf(ctx.db, d.id);
        if (pdf) await zip.add(d.fileName, pdf);
      }
      await zip.finish();
    })().catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  const prepared = await prepareOpenYear(ctx, property, year);
  void (async () => {
    const summary = renderSummary(ctx, prepared.render);
    summary.catch(() => undefined);
    for await (const r of renderStatements(ctx, prepared.render)) await zip.add(r.fileName, r.pdf);
    const { fileName, pdf } = await summary;
    await zip.add(fileName, pdf);
    await zip.finish();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
