import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ValidationError } from '../http/errors.ts';
import type { BillingTask, TaskAnswer } from './billing-tasks.ts';

/**
 * Billing calculations and statement PDFs take milliseconds to seconds of CPU. On the event loop
 * a large building would stall every other request; in this pool of worker threads (one per
 * core) they run beside it, request validation and answer writing included. Threads start on
 * first use and end when idle, so servers that never calculate (and the many short-lived test
 * servers) pay nothing.
 */
export interface BillingWorkers {
  /** Parses and checks the JSON request body and answers the calculation as JSON bytes (BillingResult). */
  calculate(body: Uint8Array): Promise<Buffer>;
  /** Parses and checks the JSON request body and answers the statement PDF. */
  statementPdf(body: Uint8Array, statementDate: string): Promise<Buffer>;
  destroy(): Promise<void>;
}

export const WORKER_ENTRY = new URL('./billing-worker.mjs', import.meta.url);

export function createBillingWorkers(): BillingWorkers {
  const pool = new Piscina({
    filename: WORKER_ENTRY.href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism()),
    idleTimeout: 30_000,
  });
  async function run(task: BillingTask): Promise<Buffer> {
    // The body goes over as its own copy, moved rather than cloned (a request's Buffer may share
    // memory with others).
    const answer = (await pool.run(task, { transferList: [task.body.buffer as ArrayBuffer] })) as TaskAnswer;
    if ('problem' in answer)
      throw new ValidationError(answer.problem.message, { field: answer.problem.field });
    return Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  }
  return {
    calculate: (body) => run({ kind: 'calculate', body: new Uint8Array(body) }),
    statementPdf: (body, statementDate) =>
      run({ kind: 'statement', body: new Uint8Array(body), statementDate }),
    destroy: () => pool.destroy(),
  };
}
