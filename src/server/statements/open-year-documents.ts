import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { YearDocuments } from '../workers/pdf-pool.ts';
import type { StatementStatus } from '../workers/statement-tasks.ts';
import {
  landlordParty,
  payeeAccount,
  storedData,
  tenantParties,
  today,
  type StatementProperty,
} from './statement-source.ts';

export interface YearDocumentsWanted {
  /** Only this tenant's statement. */
  only?: number;
  /** The landlord's summary after the tenants' statements. */
  summary: boolean;
  /** The whole statements answer, gzip-compressed JSON with this status (finalizing freezes it); null: none. */
  answer: StatementStatus | null;
}

/**
 * An open year's statement PDFs, computed from the stored data once for the request and rendered
 * in a PDF worker one after the other. Data the engine cannot calculate has no statements to
 * render: 409 with the reason.
 */
export async function openYearDocuments(
  ctx: AppContext,
  property: StatementProperty,
  year: number,
  wanted: YearDocumentsWanted,
): Promise<YearDocuments> {
  const stored = await storedData(ctx, property, year);
  const [landlord, payee, tenants] = await Promise.all([
    landlordParty(ctx, property.id),
    payeeAccount(ctx, property.id),
    tenantParties(ctx, property, stored),
  ]);
  const documents = await ctx.pdfs.year({
    stored,
    today: today(ctx),
    landlord,
    payee,
    tenants: [...tenants],
    property: property.address,
    ...(wanted.only === undefined ? {} : { only: wanted.only }),
    summary: wanted.summary,
    answer: wanted.answer,
  });
  if (documents.head.blocked !== undefined) {
    documents.cancel();
    throw new ConflictError(documents.head.blocked || statementCheckTexts.finalizeBlocked);
  }
  return documents;
}
