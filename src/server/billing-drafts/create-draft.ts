import type { DraftCreateBody, DraftRecord } from '../../domain/schemas/billing-drafts.ts';
import { draftTexts, propertyTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';

/**
 * The first save of a billing year's cost data. Landlords create drafts of their own properties
 * only (another landlord's property is not found); a closed year keeps what it has.
 */
export async function createDraft(
  ctx: AppContext,
  actor: Actor,
  input: DraftCreateBody,
): Promise<DraftRecord> {
  const { property_id: propertyId, year, payload } = input;
  if (!(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(propertyTexts.notFound);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      if (await repo.isYearClosed(tx, propertyId, year)) throw new ConflictError(draftTexts.yearClosed);
      const created = await repo.insertDraft(tx, { propertyId, year, payload, updatedBy: actor.userId });
      await writeAudit(tx, actor, {
        action: 'billing_draft.create',
        entity: 'billing_draft',
        entityId: created.id,
        details: { property_id: propertyId, year },
      });
      return created;
    });
    return repo.toDraftRecord(row);
  } catch (error) {
    // A second tab created the year's draft first: this one must load it rather than overwrite it.
    if (isUniqueViolation(error)) throw new ConflictError(draftTexts.exists);
    throw error;
  }
}
