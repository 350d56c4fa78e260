import type { CostCategoryCreateBody } from '../../domain/schemas/cost-categories.ts';
import { propertyTexts, validationTexts } from '../../domain/texts/index.ts';
import type { Actor } from '../context/actor.ts';
import { scopeOf } from '../auth/policy.ts';
import { writeAudit } from '../audit/repository.ts';
import type { AppContext } from '../context/app-context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';

/** Adds a cost category at the end of the property's list; a name may appear once per group. */
export async function createCostCategory(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  input: CostCategoryCreateBody,
) {
  if (!(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(propertyTexts.notFound);
  const group = input.category_group ?? 'general';
  if (await repo.costCategoryExists(ctx.db, propertyId, group, input.name))
    throw new ConflictError(validationTexts.costDuplicate);
  try {
    return await ctx.db.transaction(async (tx) => {
      const created = await repo.insertCostCategory(tx, {
        propertyId,
        name: input.name,
        allocation: input.allocation ?? 'm²',
        categoryGroup: group,
      });
      await writeAudit(tx, actor, {
        action: 'cost_category.create',
        entity: 'cost_category',
        entityId: created.id,
        details: { property_id: propertyId, name: input.name, group },
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(validationTexts.costDuplicate);
    throw error;
  }
}
