import { costDataTexts, costSummaryTexts } from '../../../../domain/texts/index.ts';
import { isVacancyName } from './vacancy.ts';
import type { DraftContent } from './draft.ts';
import { isInvoiceDateValid } from './inputs.ts';

/** Where a missing input lives on the cost data screen; the summary links back to it. */
export type FieldRef =
  | { kind: 'cost-amount'; key: string }
  | { kind: 'cost-date'; key: string }
  | { kind: 'tenant-area'; id: number }
  | { kind: 'tenant-advance'; id: number }
  | { kind: 'kwh' };

export interface MissingInput {
  field: FieldRef;
  label: string;
}

/** The element id of a field, shared by the cost data screen and the summary's links. */
export function fieldId(field: FieldRef): string {
  switch (field.kind) {
    case 'cost-amount':
      return `cost-amount-${field.key}`;
    case 'cost-date':
      return `cost-date-${field.key}`;
    case 'tenant-area':
      return `tenant-area-${field.id}`;
    case 'tenant-advance':
      return `tenant-advance-${field.id}`;
    case 'kwh':
      return 'heating-kwh';
  }
}

const positive = (value: number | null) => value !== null && value > 0;

/**
 * What keeps the statement from being complete: every cost line needs an amount above 0, every
 * tenant an advance and an area above 0, and heating costs need the consumed kWh. A vacancy pays
 * no advance (the owner bears its share), so it needs only its area.
 */
export function missingInputs(draft: DraftContent): MissingInput[] {
  const missing: MissingInput[] = [];
  for (const cost of draft.costs)
    if (!positive(cost.amount))
      missing.push({
        field: { kind: 'cost-amount', key: cost.key },
        label: costDataTexts.openCostAmount(cost.name),
      });
  for (const tenant of draft.tenants) {
    if (!isVacancyName(tenant.name) && !positive(tenant.monthly_advance))
      missing.push({
        field: { kind: 'tenant-advance', id: tenant.id },
        label: costDataTexts.openTenantAdvance(tenant.name),
      });
    if (!positive(tenant.area_m2))
      missing.push({
        field: { kind: 'tenant-area', id: tenant.id },
        label: `${tenant.name}: ${costSummaryTexts.areaMissing}`,
      });
  }
  const hasHeating = draft.costs.some((c) => c.group === 'heating');
  if (hasHeating && !positive(draft.metrics.heating.kwh))
    missing.push({ field: { kind: 'kwh' }, label: costSummaryTexts.kwhMissing });
  return missing;
}

/** The cost data screen's open points: the missing inputs plus invoice dates that are no calendar day. */
export function openPoints(draft: DraftContent): MissingInput[] {
  const invalidDates = draft.costs
    .filter((c) => !isInvoiceDateValid(c.note))
    .map((c) => ({
      field: { kind: 'cost-date', key: c.key } as const,
      label: costDataTexts.openCostDate(c.name),
    }));
  return [...missingInputs(draft), ...invalidDates];
}

/** Progress of the status sidebar: lines with an amount, and tenants with everything they need. */
export function progress(draft: DraftContent) {
  const costsDone = draft.costs.filter((c) => positive(c.amount)).length;
  const tenantsDone = draft.tenants.filter(
    (t) => positive(t.area_m2) && (isVacancyName(t.name) || positive(t.monthly_advance)),
  ).length;
  return {
    costs: { done: costsDone, all: draft.costs.length },
    tenants: { done: tenantsDone, all: draft.tenants.length },
  };
}

export const percent = ({ done, all }: { done: number; all: number }) =>
  all === 0 ? 100 : Math.round((done * 100) / all);
