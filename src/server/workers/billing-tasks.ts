import '../../domain/schemas/base/zod.ts';
import { move } from 'piscina';
import { calculateBilling } from '../../domain/billing/calculation/calculate.ts';
import { withCalculationPaths } from '../../domain/billing/path.ts';
import { billingInputSchema } from '../../domain/billing/schema.ts';
import type { StoredBillingData } from '../../domain/statements/engine-input.ts';
import { answer, parseBody, type TaskAnswer } from './task-answer.ts';
import { statementsJson, type StatementStatus } from './statement-tasks.ts';

/**
 * The CPU-heavy billing work, run in worker threads (see pool.ts): parsing the request and
 * checking it against its schema (for the largest buildings that alone takes 200 ms),
 * calculating, and writing the JSON answer. PDFs are rendered in threads of their own
 * (pdf-tasks.ts).
 */
export type BillingTask =
  | { kind: 'calculate'; body: Uint8Array }
  | { kind: 'statements-json'; stored: StoredBillingData; today: string; status: StatementStatus };

/** `body` is the request's JSON as bytes: parsing it is part of the work done here. */
function calculate(body: Uint8Array) {
  const input = parseBody(billingInputSchema, body);
  if (!input.ok) return input;
  // The engine leaves the German calculation path to whoever shows it; the API answer includes
  // it. Written to JSON here too: for the largest buildings the answer is tens of megabytes, and
  // writing it would stall the event loop as much as calculating did.
  const json = JSON.stringify(withCalculationPaths(calculateBilling(input.value)));
  return { ok: true as const, value: new TextEncoder().encode(json) };
}

export function runBillingTask(task: BillingTask): Promise<TaskAnswer> | Uint8Array {
  if (task.kind === 'statements-json')
    return move(statementsJson(task.stored, task.today, task.status)) as Uint8Array;
  return answer(() => calculate(task.body));
}
