import type { BillingYearRecord, DraftRecord } from '../../domain/schemas/billing-drafts.ts';
import { draftTexts, propertyTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';

/**
 * The draft of a property and year when the actor may see the property; none yet, or another
 * landlord's property, is not found.
 */
export async function getDraftOfYear(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  year: number,
): Promise<DraftRecord> {
  const draft = await repo.findDraftOfYear(ctx.db, scopeOf(actor), propertyId, year);
  if (!draft) throw new NotFoundError(draftTexts.notFound);
  return repo.toDraftRecord(draft);
}

/** The billing years of a property the actor may see, with the day each was closed. */
export async function billingYearsOfProperty(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
): Promise<BillingYearRecord[]> {
  const property = await findProperty(ctx.db, scopeOf(actor), propertyId);
  if (!property) throw new NotFoundError(propertyTexts.notFound);
  return repo.billingYearsOf(ctx.db, property.id);
}
