import type { DraftRecord, DraftUpdateBody } from '../../domain/schemas/billing-drafts.ts';
import { draftTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import * as repo from './repository.ts';

/**
 * A later save of a draft. It must name the version it was loaded with: a save without one, or
 * with an older one, would silently overwrite what another tab or person saved in between, so it
 * is refused and nothing changes. A closed year's draft stays as it was when the year was closed.
 */
export async function updateDraft(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: DraftUpdateBody,
): Promise<DraftRecord> {
  const draft = await repo.findDraft(ctx.db, scopeOf(actor), id);
  if (!draft) throw new NotFoundError(draftTexts.notFound);
  if (input.version === undefined) throw new ConflictError(draftTexts.stale);
  const version = input.version;
  const row = await ctx.db.transaction(async (tx) => {
    if (await repo.isYearClosed(tx, draft.propertyId, draft.year))
      throw new ConflictError(draftTexts.yearClosed);
    const updated = await repo.updateDraftIfVersion(tx, id, version, {
      payload: input.payload,
      updatedBy: actor.userId,
    });
    if (!updated) throw new ConflictError(draftTexts.stale);
    await writeAudit(tx, actor, {
      action: 'billing_draft.update',
      entity: 'billing_draft',
      entityId: id,
      details: { property_id: draft.propertyId, year: draft.year, version: updated.version },
    });
    return updated;
  });
  return repo.toDraftRecord(row);
}
