import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { ValidationError } from '../../domain/errors.ts';
import type { BillingTask, StatementTask, TaskAnswer } from './billing-tasks.ts';
import { WORKER_ENTRY } from '../runtime/locations.ts';
import { unbundlePdfs } from './pdf-bundle.ts';
import type { StoredBillingData } from '../../domain/statements/engine-input.ts';
import type { PdfSlice, PreparedStatements, StatementStatus, SummaryJob } from './statement-tasks.ts';

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
  /** A stored property's statements as the API's JSON bytes. */
  statementsJson(stored: StoredBillingData, today: string, status: StatementStatus): Promise<Buffer>;
  /** A stored property's statements and the calculation their PDFs are rendered from. */
  prepareStatements(stored: StoredBillingData, today: string): Promise<PreparedStatements>;
  /** The PDFs of one slice of tenants. */
  statementPdfs(slice: PdfSlice): Promise<Buffer[]>;
  /** The landlord's summary PDF of a year. */
  summaryPdf(job: SummaryJob): Promise<Buffer>;
  /** Threads in the pool: PDFs are rendered in this many slices at once. */
  readonly threads: number;
  destroy(): Promise<void>;
}

export function createBillingWorkers(): BillingWorkers {
  const threads = Math.max(1, availableParallelism());
  const pool = new Piscina({
    filename: WORKER_ENTRY.href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 30_000,
    // A PDF creates much short-lived data; V8 would grow each thread's young generation to its
    // maximum and keep it. Smaller semi-spaces cost a little speed and save hundreds of MB.
    resourceLimits: { maxYoungGenerationSizeMb: 12 },
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
    async statementsJson(stored, today, status) {
      const bytes = (await pool.run({
        kind: 'statements-json',
        stored,
        today,
        status,
      } satisfies StatementTask)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async prepareStatements(stored, today) {
      return (await pool.run({
        kind: 'statements-prepare',
        stored,
        today,
      } satisfies StatementTask)) as PreparedStatements;
    },
    async statementPdfs(slice) {
      return unbundlePdfs(
        (await pool.run({ kind: 'statement-pdfs', slice } satisfies StatementTask)) as Uint8Array,
      );
    },
    async summaryPdf(job) {
      const bytes = (await pool.run({
        kind: 'statement-summary',
        job,
      } satisfies StatementTask)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    threads,
    destroy: () => pool.destroy(),
  };
}
