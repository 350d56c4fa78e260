import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ValidationError } from '../../domain/errors.ts';
import type { BillingTask } from './billing-tasks.ts';
import { WORKER_ENTRY } from '../runtime/locations.ts';
import type { StoredBillingData } from '../../domain/statements/engine-input.ts';
import type { StatementStatus } from './statement-tasks.ts';
import type { TaskAnswer } from './task-answer.ts';

/**
 * Billing calculations take milliseconds to seconds of CPU. On the event loop a large building
 * would stall every other request; in this pool of worker threads (one per core) they run beside
 * it, request validation and answer writing included. Threads start on first use and end when
 * idle, so servers that never calculate (and the many short-lived test servers) pay nothing.
 * PDFs are rendered in a pool of their own (pdf-pool.ts).
 */
export interface BillingWorkers {
  /** Parses and checks the JSON request body and answers the calculation as JSON bytes (BillingResult). */
  calculate(body: Uint8Array): Promise<Buffer>;
  /** A stored property's statements as the API's JSON bytes. */
  statementsJson(stored: StoredBillingData, today: string, status: StatementStatus): Promise<Buffer>;
  destroy(): Promise<void>;
}

/** A worker's answer as a Buffer over the moved bytes, or its input problem as a 400. */
export function taskBytes(answer: TaskAnswer): Buffer {
  if ('problem' in answer) throw new ValidationError(answer.problem.message, { field: answer.problem.field });
  return Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
}

export function createBillingWorkers(): BillingWorkers {
  const pool = new Piscina({
    filename: WORKER_ENTRY.href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism()),
    idleTimeout: 30_000,
    // A large calculation creates much short-lived data; V8 would grow each thread's young
    // generation to its maximum and keep it. Smaller semi-spaces cost a little speed and save memory.
    resourceLimits: { maxYoungGenerationSizeMb: 12 },
  });
  return {
    async calculate(body) {
      // The body goes over as its own copy, moved rather than cloned (a request's Buffer may share
      // memory with others).
      const own = new Uint8Array(body);
      const task: BillingTask = { kind: 'calculate', body: own };
      return taskBytes(await pool.run(task, { transferList: [own.buffer] }));
    },
    async statementsJson(stored, today, status) {
      const task: BillingTask = { kind: 'statements-json', stored, today, status };
      return taskBytes((await pool.run(task)) as Uint8Array);
    },
    destroy: () => pool.destroy(),
  };
}
