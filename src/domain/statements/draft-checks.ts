/**
 * What the year's cost data (the draft) still lacks, as checks of the one list the cost screen, its
 * summary and the statement screen show. All are named without blocking, because the statement is
 * right without them: a line without an amount bills nothing (a standard line the property does not
 * have may stay empty, and a forgotten invoice is seen in the list), an unreadable invoice date is
 * only a note, a tenancy may have agreed no advance payments (§556 Abs. 2 BGB: advances are agreed,
 * not owed by law), and where the consumed kWh are needed (CO2KostAufG, §9 HeizkostenV) the checks of
 * those rules block.
 */
import type { BillingInput } from '../billing/schema.ts';
import { parseDateDe } from '../dates.ts';
import type { StatementCheck } from '../schemas/statements.ts';
import { costDataTexts } from '../texts/costs.ts';
import { centsOf, milliOf, type StoredBillingData } from './stored-data.ts';

/** The `field` of a draft check: the cost screen's input, `costs:<input>:<line key or tenant id>`. */
export const draftField = {
  amount: (key: string) => `costs:amount:${key}`,
  date: (key: string) => `costs:date:${key}`,
  advance: (tenantId: string | number) => `costs:advance:${tenantId}`,
  kwh: 'costs:kwh',
} as const;

const dateReadable = (note: string | null | undefined) =>
  !note || note.trim() === '' || parseDateDe(note) !== null;

export function draftChecks(stored: StoredBillingData, input: BillingInput): StatementCheck[] {
  const draft = stored.draft;
  if (!draft) return [];
  const checks: StatementCheck[] = [];
  for (const c of draft.costs) {
    const cents = centsOf(c.amount, c.amount_cents);
    if (cents === null || cents === 0)
      checks.push({
        level: 'warning',
        message: costDataTexts.openCostAmount(c.name),
        field: draftField.amount(c.key),
      });
  }
  for (const c of draft.costs)
    if (!dateReadable(c.note))
      checks.push({
        level: 'warning',
        message: costDataTexts.openCostDate(c.name),
        field: draftField.date(c.key),
      });

  const tenants = new Map(stored.tenants.map((t) => [String(t.id), t]));
  const entries = new Map((draft.tenants ?? []).map((t) => [String(t.id), t]));
  for (const o of input.occupancies) {
    const tenant = tenants.get(o.id);
    if (o.vacancy || !tenant) continue;
    const entry = entries.get(o.id);
    const annual = tenant.annualAdvanceCents ?? centsOf(entry?.monthly_advance, entry?.annual_advance_cents);
    if (!annual)
      checks.push({
        level: 'warning',
        message: costDataTexts.openTenantAdvance(o.name),
        field: draftField.advance(o.id),
      });
  }

  const heating = draft.costs.some(
    (c) => c.group === 'heating' && (centsOf(c.amount, c.amount_cents) ?? 0) > 0,
  );
  if (heating && !milliOf(draft.metrics?.heating?.kwh))
    checks.push({ level: 'warning', message: costDataTexts.openKwh, field: draftField.kwh });
  return checks;
}
