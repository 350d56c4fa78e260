import { Piscina } from 'piscina';
import { ServerBusyError } from '../../../domain/errors.ts';
import type { InvoiceReading } from '../../../domain/invoices/invoice-reading.ts';
import { unreadableReading } from '../../../domain/invoices/reading-result.ts';
import { invoiceReadingTexts as t } from '../../../domain/texts/invoice-reading.ts';
import { INVOICE_WORKER_ENTRY } from '../../runtime/locations.ts';
import { defaultPoolSize, runBounded, type PoolSize } from '../../workers/pool.ts';
import type { InvoiceReaders } from './invoice-readers.ts';
import { findOcrLanguage, type OcrLanguage } from './ocr.ts';
import type { ReadTask } from './reading-worker.ts';

export interface InvoiceReaderOptions {
  size?: PoolSize;
  /** Longest a PDF or XML file may take, in ms. */
  timeLimitMs?: number;
  /** Longest an image may take (OCR, including loading the language data on a thread's first image). */
  ocrTimeLimitMs?: number;
  /** Heap of a reading thread, in MB: what a hostile file may take before its thread is ended. */
  maxHeapMb?: number;
  /** The OCR's language data (default: German from Debian, else the English npm data). */
  ocr?: OcrLanguage;
}

const DEFAULTS = { timeLimitMs: 20_000, ocrTimeLimitMs: 60_000, maxHeapMb: 256 };

/**
 * Reading threads of their own, beside the billing and PDF pools: a file is read with a time limit
 * (past it the thread is ended, piscina starts another) and a heap limit (a thread that exceeds it
 * ends with ERR_WORKER_OUT_OF_MEMORY), so a hostile or huge file costs one thread for a while,
 * never the server. Threads start on first use and end when idle; waiting tasks are bounded like
 * the other pools' (503 when full).
 */
export function createInvoiceReaders(options: InvoiceReaderOptions = {}): InvoiceReaders {
  const { timeLimitMs, ocrTimeLimitMs, maxHeapMb } = { ...DEFAULTS, ...options };
  const size = options.size ?? defaultPoolSize();
  const ocr = options.ocr ?? findOcrLanguage();
  const pool = new Piscina({
    filename: INVOICE_WORKER_ENTRY.href,
    minThreads: 0,
    maxThreads: size.threads,
    maxQueue: size.queued,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 16 },
  });
  return {
    async read({ bytes, fileName, kind }) {
      const limit = kind === 'png' || kind === 'jpeg' ? ocrTimeLimitMs : timeLimitMs;
      // A copy moves to the thread: the caller still stores these bytes as the receipt, and moving
      // its own buffer would leave it empty (detached) once the reading starts.
      const own = new Uint8Array(bytes);
      const task: ReadTask = { bytes: own, fileName, kind, ocr };
      const signal = AbortSignal.timeout(limit);
      try {
        return await runBounded<InvoiceReading>(pool, task, [own.buffer], signal);
      } catch (error) {
        return failedReading(error, fileName, signal.aborted ? limit : null);
      }
    },
    destroy: () => pool.destroy(),
  };
}

/** A thread that overran its time or memory, or died: the file is unreadable, the server carries on. */
function failedReading(error: unknown, fileName: string, timedOut: number | null): InvoiceReading {
  if (error instanceof ServerBusyError) throw error;
  if (timedOut !== null) return unreadableReading(t.timeout(fileName, Math.round(timedOut / 1000)));
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return unreadableReading(t.tooMuchMemory(fileName));
  return unreadableReading(t.readFailed(fileName));
}
