import type { CostCategoryListQuery, CostCategoryRecord } from '../../domain/schemas/cost-categories.ts';
import { propertyTexts } from '../../domain/texts/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { scopeOf } from '../auth/policy.ts';
import type { Actor } from '../context/actor.ts';
import type { AppContext } from '../context/app-context.ts';
import { findProperty } from '../properties/repository.ts';
import * as repo from './repository.ts';

/**
 * The cost categories of a property the actor may see, the active ones unless the query asks for
 * all (`all=1` or `all=true`).
 */
export async function listCostCategoriesOf(
  ctx: AppContext,
  actor: Actor,
  propertyId: number,
  query: CostCategoryListQuery,
): Promise<CostCategoryRecord[]> {
  if (!(await findProperty(ctx.db, scopeOf(actor), propertyId)))
    throw new NotFoundError(propertyTexts.notFound);
  const all = query.all === '1' || query.all === 'true';
  return repo.listCostCategories(ctx.db, propertyId, all);
}
