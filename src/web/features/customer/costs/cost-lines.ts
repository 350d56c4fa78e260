import { draftAllocationOf, type DraftAllocation } from '../../../../domain/catalog.ts';
import { defaultAllocation } from '../../../../domain/costs/cost-types.ts';
import { costDataTexts, validationTexts } from '../../../../domain/texts/index.ts';
import {
  HEATING_MAIN_KEY,
  type CostGroup,
  type CostLine,
  type DraftContent,
  type StandardCategory,
} from './draft.ts';

const collator = new Intl.Collator('de');

/** Lines the landlord added as his own invoices (named Rechnung, Rechnung 2, …). */
export const isCustomLine = (line: CostLine) => line.key.startsWith('custom_user_');

/** Heating line first, then the standard lines, then the landlord's own, each in German order. */
export function sortCostLines(lines: readonly CostLine[]): CostLine[] {
  const rank = (line: CostLine) => (line.key === HEATING_MAIN_KEY ? 0 : isCustomLine(line) ? 2 : 1);
  return [...lines].sort((a, b) => rank(a) - rank(b) || collator.compare(a.name, b.name));
}

export const linesOfGroup = (draft: DraftContent, group: CostGroup) =>
  sortCostLines(draft.costs.filter((c) => c.group === group));

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('de') === b.trim().toLocaleLowerCase('de');

/** The German message when `name` is empty or already used in the group (ignoring letter case), else null. */
export function costNameProblem(
  draft: DraftContent,
  group: CostGroup,
  name: string,
  exceptKey?: string,
): string | null {
  if (name.trim() === '') return validationTexts.costNameRequired;
  const taken = draft.costs.some((c) => c.group === group && c.key !== exceptKey && sameName(c.name, name));
  return taken ? validationTexts.costDuplicate : null;
}

const CUSTOM_NAME = new RegExp(`^${costDataTexts.customName(1)}(?: (\\d+))?$`);

/** Rechnung, then Rechnung 2, Rechnung 3, …: one more than the highest number in the group. */
export function nextCustomName(draft: DraftContent, group: CostGroup): string {
  let highest = 0;
  for (const line of draft.costs) {
    if (line.group !== group) continue;
    const m = CUSTOM_NAME.exec(line.name.trim());
    if (m) highest = Math.max(highest, m[1] ? Number(m[1]) : 1);
  }
  return costDataTexts.customName(highest + 1);
}

export function addCustomLine(draft: DraftContent, group: CostGroup, now: number): DraftContent {
  const line: CostLine = {
    key: `custom_user_${group}_${now}`,
    name: nextCustomName(draft, group),
    allocation: group === 'heating' ? 'Verbrauch' : 'm²',
    amount: null,
    note: '',
    group,
  };
  return { ...draft, costs: [...draft.costs, line] };
}

/**
 * A standard category (or a suggested name) as a new line. A category with an id keeps its id as
 * the key and leaves the removed list again. Refused with the German message when the group
 * already has that name.
 */
export function addStandardLine(
  draft: DraftContent,
  group: CostGroup,
  category: Pick<StandardCategory, 'id' | 'name'> & { allocation?: DraftAllocation },
  now: number,
): { draft: DraftContent } | { error: string } {
  const problem = costNameProblem(draft, group, category.name);
  if (problem) return { error: problem };
  const line: CostLine = {
    key: category.id === null ? `custom_std_${group}_${now}` : String(category.id),
    name: category.name.trim(),
    allocation: category.allocation ?? draftAllocationOf(defaultAllocation(group, category.name)) ?? 'm²',
    amount: null,
    note: '',
    group,
    category_id: category.id,
  };
  const removedCostIds = draft.meta.removedCostIds.filter((id) => String(id) !== String(category.id));
  return { draft: { ...draft, costs: [...draft.costs, line], meta: { ...draft.meta, removedCostIds } } };
}

/** Deletes a line; a category with a numeric id is remembered as removed. The heating line stays. */
export function removeLine(draft: DraftContent, key: string): DraftContent {
  if (key === HEATING_MAIN_KEY) return draft;
  const removedCostIds =
    /^\d+$/.test(key) && !draft.meta.removedCostIds.some((id) => String(id) === key)
      ? [...draft.meta.removedCostIds, Number(key)]
      : draft.meta.removedCostIds;
  return {
    ...draft,
    costs: draft.costs.filter((c) => c.key !== key),
    meta: { ...draft.meta, removedCostIds },
  };
}

export function updateLine(draft: DraftContent, key: string, change: Partial<CostLine>): DraftContent {
  return { ...draft, costs: draft.costs.map((c) => (c.key === key ? { ...c, ...change } : c)) };
}

/** Standard categories of a group that are not lines yet, for the add list. */
export function availableStandard(
  draft: DraftContent,
  categories: readonly StandardCategory[],
  group: CostGroup,
) {
  return categories.filter(
    (c) =>
      c.group === group && !draft.costs.some((line) => line.group === group && sameName(line.name, c.name)),
  );
}
