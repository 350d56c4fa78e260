import { move } from 'piscina';
import type { z } from 'zod';
import { BillingInputError } from '../../domain/billing/errors.ts';
import { validationProblem, type ValidationProblem } from '../../domain/schemas/validation-problem.ts';
import { requestTexts } from '../../domain/texts/input.ts';

/**
 * Requests whose body is parsed and checked in a worker thread (see pool.ts and pdf-pool.ts).
 * Everything crossing the thread boundary is plain data: errors lose their class there, so
 * input problems travel as values.
 */
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; problem: ValidationProblem };

/** What a task answers: the bytes (moved to the calling thread, not copied) or the input problem. */
export type TaskAnswer = Uint8Array | { problem: ValidationProblem };

/** The request's JSON bytes parsed and checked against its schema. */
export function parseBody<S extends z.ZodType>(schema: S, body: Uint8Array): TaskOutcome<z.output<S>> {
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

export const inputProblem = (path: string[], message: string): TaskOutcome<never> => ({
  ok: false,
  problem: validationProblem(path, message),
});

/** The task's answer; input the engine cannot calculate becomes the engine's German message. */
export async function answer(work: () => Promise<TaskOutcome<Uint8Array>> | TaskOutcome<Uint8Array>) {
  let outcome: TaskOutcome<Uint8Array>;
  try {
    outcome = await work();
  } catch (error) {
    // Anything but the engine's refusal is a bug and fails the request.
    if (!(error instanceof BillingInputError)) throw error;
    outcome = { ok: false, problem: validationProblem(error.field.split('.'), error.reason) };
  }
  // Tens of megabytes for the largest buildings: handed over, not copied on the event loop.
  return (outcome.ok ? move(outcome.value) : { problem: outcome.problem }) as TaskAnswer;
}
