import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ServerBusyError, ValidationError } from '../../domain/errors.ts';
import { capacityTexts } from '../../domain/texts/index.ts';
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

/**
 * Tasks that may wait for a thread, per thread. A burst beyond that is refused at once (503 with
 * `Retry-After`) instead of waiting in an unbounded queue that holds every waiting task's input.
 */
export const QUEUED_PER_THREAD = 8;
/** About the time the largest calculation takes. */
export const WORKERS_RETRY_SECONDS = 5;
/** piscina's error when its queue is full; it exports no class for it. */
const QUEUE_FULL = 'Task queue is at limit';

export interface PoolSize {
  threads: number;
  queued: number;
}

/** One thread per core, QUEUED_PER_THREAD waiting tasks each. */
export function defaultPoolSize(): PoolSize {
  const threads = Math.max(1, availableParallelism());
  return { threads, queued: threads * QUEUED_PER_THREAD };
}

/**
 * Runs a task; a full queue answers 503 (ServerBusyError) instead of piscina's error. An aborted
 * `signal` ends the thread running the task (piscina terminates it) and rejects with an AbortError.
 */
export async function runBounded<T>(
  pool: Piscina,
  task: unknown,
  transferList?: NonNullable<Parameters<Piscina['run']>[1]>['transferList'],
  signal?: AbortSignal,
): Promise<T> {
  try {
    return (await pool.run(task, {
      ...(transferList ? { transferList } : {}),
      ...(signal ? { signal } : {}),
    })) as T;
  } catch (error) {
    if (error instanceof Error && error.message === QUEUE_FULL)
      throw new ServerBusyError(capacityTexts.workersBusy(WORKERS_RETRY_SECONDS), WORKERS_RETRY_SECONDS);
    throw error;
  }
}

/**
 * A request body's bytes to move to a worker thread: the body itself where it owns its memory
 * (bodies are read into a buffer of their own, see billing/large-bodies.ts), so 32 MiB are moved,
 * not copied; a copy where it shares memory with other Buffers (small ones from Node's pool),
 * which moving would take from them.
 */
export function movable(body: Uint8Array): Uint8Array<ArrayBuffer> {
  const own =
    body.buffer instanceof ArrayBuffer && body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
  return own ? (body as Uint8Array<ArrayBuffer>) : new Uint8Array(body);
}

export function createBillingWorkers(size: PoolSize = defaultPoolSize()): BillingWorkers {
  const pool = new Piscina({
    filename: WORKER_ENTRY.href,
    minThreads: 0,
    maxThreads: size.threads,
    maxQueue: size.queued,
    idleTimeout: 30_000,
    // A large calculation creates much short-lived data; V8 would grow each thread's young
    // generation to its maximum and keep it. Smaller semi-spaces cost a little speed and save memory.
    resourceLimits: { maxYoungGenerationSizeMb: 12 },
  });
  return {
    async calculate(body) {
      const own = movable(body);
      const task: BillingTask = { kind: 'calculate', body: own };
      return taskBytes(await runBounded<TaskAnswer>(pool, task, [own.buffer]));
    },
    async statementsJson(stored, today, status) {
      const task: BillingTask = { kind: 'statements-json', stored, today, status };
      return taskBytes(await runBounded<Uint8Array>(pool, task));
    },
    destroy: () => pool.destroy(),
  };
}
