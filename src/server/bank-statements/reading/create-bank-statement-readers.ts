import { Piscina } from 'piscina';
import { ServerBusyError } from '../../../domain/errors.ts';
import { bankStatementTexts as t } from '../../../domain/texts/bank-statements.ts';
import { capacityTexts } from '../../../domain/texts/index.ts';
import { BANK_STATEMENT_WORKER_ENTRY } from '../../runtime/locations.ts';
import { concurrencyLimit } from '../../workers/concurrency.ts';
import { defaultPoolSize, runBounded, WORKERS_RETRY_SECONDS, type PoolSize } from '../../workers/pool.ts';
import type { BankStatementReaders, BankStatementReading } from './bank-statement-readers.ts';
import type { BankReadTask } from './reading-worker.ts';

export interface BankStatementReaderOptions {
  size?: PoolSize;
  /** Longest a file may take, in ms. */
  timeLimitMs?: number;
  /** Heap of a reading thread, in MB: what a hostile file may take before its thread is ended. */
  maxHeapMb?: number;
}

/** A year of a busy account as camt.053 is a few MB and reads in well under a second. */
const DEFAULTS = { timeLimitMs: 10_000, maxHeapMb: 256 };
/** Files that may wait for a thread: a few landlords uploading at once. */
const QUEUED = 8;

/**
 * Reading threads of their own, as the invoice inbox has them (create-invoice-readers.ts): a file is read
 * with a time limit (past it the thread is ended, piscina starts another) and a heap limit (a thread that
 * exceeds it ends with ERR_WORKER_OUT_OF_MEMORY), so a hostile file costs one thread for a while, never the
 * server. Files wait here until a thread is free, so the time limit counts the reading alone; beyond
 * `size.queued` waiting files a read answers 503.
 */
export function createBankStatementReaders(options: BankStatementReaderOptions = {}): BankStatementReaders {
  const { timeLimitMs, maxHeapMb } = { ...DEFAULTS, ...options };
  const size = options.size ?? { threads: defaultPoolSize().threads, queued: QUEUED };
  const limit = concurrencyLimit(size.threads);
  const pool = new Piscina({
    filename: BANK_STATEMENT_WORKER_ENTRY.href,
    minThreads: 0,
    maxThreads: size.threads,
    maxQueue: size.queued,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 16 },
  });
  return {
    async read({ bytes, fileName }) {
      if (limit.active >= size.threads && limit.waiting >= size.queued)
        throw new ServerBusyError(capacityTexts.workersBusy(WORKERS_RETRY_SECONDS), WORKERS_RETRY_SECONDS);
      // A copy moves to the thread: the caller may still keep these bytes (the stored original).
      const own = new Uint8Array(bytes);
      const task: BankReadTask = { bytes: own, fileName };
      return limit.run(async () => {
        const signal = AbortSignal.timeout(timeLimitMs);
        try {
          return await runBounded<BankStatementReading>(pool, task, [own.buffer], signal);
        } catch (error) {
          return failedReading(error, fileName, signal.aborted ? timeLimitMs : null);
        }
      });
    },
    destroy: () => pool.destroy(),
  };
}

/** A thread that overran its time or memory, or died: the file is unreadable, the server carries on. */
function failedReading(error: unknown, fileName: string, timedOut: number | null): BankStatementReading {
  if (error instanceof ServerBusyError) throw error;
  if (timedOut !== null) return { ok: false, problem: t.timeout(fileName, Math.ceil(timedOut / 1000)) };
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return { ok: false, problem: t.tooMuchMemory(fileName) };
  return { ok: false, problem: t.readFailed(fileName) };
}
