import { costFieldId } from '../../../components/checks/fix-target.ts';
import { isVacancyName } from '../../../../domain/costs/vacancy.ts';
import type { DraftContent } from './draft.ts';

/** Where an input lives on the cost data screen; the checks' links lead to it. */
export type FieldRef =
  | { kind: 'cost-amount'; key: string }
  | { kind: 'cost-date'; key: string }
  | { kind: 'tenant-area'; id: number }
  | { kind: 'tenant-advance'; id: number }
  | { kind: 'kwh' };

/** The element id of a field, the same the checks name (`costs:amount:<key>` → `cost-amount-<key>`). */
export function fieldId(field: FieldRef): string {
  switch (field.kind) {
    case 'cost-amount':
      return costFieldId.amount(field.key);
    case 'cost-date':
      return costFieldId.date(field.key);
    case 'tenant-area':
      return costFieldId.area(field.id);
    case 'tenant-advance':
      return costFieldId.advance(field.id);
    case 'kwh':
      return costFieldId.kwh;
  }
}

const positive = (value: number | null) => value !== null && value > 0;

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
