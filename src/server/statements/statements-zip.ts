import { PassThrough, type Readable } from 'node:stream';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { openYearDocuments } from './open-year-documents.ts';
import * as repo from './repository.ts';
import { statementProperty } from './statement-source.ts';
import { zipWriter } from './zip-writer.ts';

/**
 * All statements of a year in one ZIP, written while they are read or rendered: the frozen PDFs
 * of a finalized year one by one from the database, an open year's as the PDF worker finishes them
 * (a reader that goes away stops the rendering).
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

  const year_ = await openYearDocuments(ctx, property, year, { summary: true, answer: null });
  void (async () => {
    for await (const d of year_.documents()) await zip.add(d.fileName, d.pdf);
    await zip.finish();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
