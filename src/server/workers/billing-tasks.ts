import '../../domain/schemas/base/zod.ts';
import { move } from 'piscina';
import type { z } from 'zod';
import { calculateBilling } from '../../domain/billing/calculation/calculate.ts';
import { BillingInputError } from '../../domain/billing/errors.ts';
import { withCalculationPaths } from '../../domain/billing/path.ts';
import { billingInputSchema } from '../../domain/billing/schema.ts';
import { validationProblem, type ValidationProblem } from '../../domain/schemas/validation-problem.ts';
import { requestTexts } from '../../domain/texts/input.ts';
import { detailsShown, statementRequestSchema } from '../pdf/statement-schema.ts';
import type { StoredBillingData } from '../../domain/statements/engine-input.ts';
import { bundlePdfs } from './pdf-bundle.ts';
import {
  prepareStatements,
  renderSlice,
  renderSummary,
  statementsJson,
  type SummaryJob,
  type PdfSlice,
  type PreparedStatements,
  type StatementStatus,
} from './statement-tasks.ts';

/**
 * The CPU-heavy billing work, run in worker threads (see pool.ts): parsing the request and
 * checking it against its schema (for the largest buildings that alone takes 200 ms), calculating, and writing the
 * JSON answer or the PDF. Everything crossing the thread boundary is plain data: errors lose their
 * class there, so input problems travel as values.
 */
/** `body` is the request's JSON as bytes: parsing it is part of the work done here. */
export type BillingTask =
  { kind: 'calculate'; body: Uint8Array } | { kind: 'statement'; body: Uint8Array; statementDate: string };

/** Work on a stored property's statements (see statement-tasks.ts). */
export type StatementTask =
  | { kind: 'statements-json'; stored: StoredBillingData; today: string; status: StatementStatus }
  | { kind: 'statements-prepare'; stored: StoredBillingData; today: string }
  | { kind: 'statement-pdfs'; slice: PdfSlice }
  | { kind: 'statement-summary'; job: SummaryJob };

export async function runStatementTask(task: StatementTask): Promise<Uint8Array | PreparedStatements> {
  switch (task.kind) {
    case 'statements-json':
      return move(statementsJson(task.stored, task.today, task.status)) as Uint8Array;
    case 'statements-prepare':
      return prepareStatements(task.stored, task.today);
    case 'statement-pdfs':
      return move(bundlePdfs(await renderSlice(task.slice))) as Uint8Array;
    case 'statement-summary':
      return move(await renderSummary(task.job)) as Uint8Array;
  }
}

export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; problem: ValidationProblem };

function parse<S extends z.ZodType>(schema: S, body: Uint8Array): TaskOutcome<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { ok: false, problem: { message: requestTexts.invalidJson, field: '' } };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const first = parsed.error.issues[0];
  return { ok: false, problem: validationProblem(first?.path ?? [], first?.message) };
}

const occupancyProblem = (message: string): TaskOutcome<never> => ({
  ok: false,
  problem: validationProblem(['occupancy'], message),
});

function calculate(body: Uint8Array): TaskOutcome<Uint8Array> {
  const input = parse(billingInputSchema, body);
  if (!input.ok) return input;
  // The engine leaves the German calculation path to whoever shows it; the API answer includes
  // it. Written to JSON here too: for the largest buildings the answer is tens of megabytes, and
  // writing it would stall the event loop as much as calculating did.
  const json = JSON.stringify(withCalculationPaths(calculateBilling(input.value)));
  return { ok: true, value: new TextEncoder().encode(json) };
}

async function statement(body: Uint8Array, statementDate: string): Promise<TaskOutcome<Uint8Array>> {
  const request = parse(statementRequestSchema, body);
  if (!request.ok) return request;
  const { value } = request;
  const result = calculateBilling(value);
  const occupancy = result.occupancies.find((o) => o.id === value.occupancy);
  if (!occupancy)
    return occupancyProblem(`Die Nutzung „${value.occupancy}“ liegt nicht im Abrechnungszeitraum.`);
  if (occupancy.vacancy) return occupancyProblem('Für einen Leerstand wird keine Mieterabrechnung erstellt.');
  // Loaded with the first PDF: a thread that only calculates never needs the renderer.
  const { renderStatementPdf } = await import('../pdf/statement.ts');
  const pdf = await renderStatementPdf({
    result,
    occupancyId: occupancy.id,
    landlord: value.landlord,
    tenant: value.tenant,
    property: value.property ?? null,
    statementDate: value.statement_date ?? statementDate,
    paymentDays: value.payment_days ?? 30,
    ...(value.details ? { details: detailsShown(value.details) } : {}),
  });
  return { ok: true, value: new Uint8Array(pdf) };
}

/** What a task answers: the bytes (moved to the calling thread, not copied) or the input problem. */
export type TaskAnswer = Uint8Array | { problem: ValidationProblem };

export async function runBillingTask(task: BillingTask): Promise<TaskAnswer> {
  let outcome: TaskOutcome<Uint8Array>;
  try {
    outcome =
      task.kind === 'calculate' ? calculate(task.body) : await statement(task.body, task.statementDate);
  } catch (error) {
    // The engine's German message for input it cannot calculate; anything else is a bug.
    if (!(error instanceof BillingInputError)) throw error;
    outcome = { ok: false, problem: validationProblem(error.field.split('.'), error.reason) };
  }
  // Tens of megabytes for the largest buildings: handed over, not copied on the event loop.
  return outcome.ok ? (move(outcome.value) as Uint8Array) : { problem: outcome.problem };
}
