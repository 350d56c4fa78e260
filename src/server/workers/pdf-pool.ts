import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { PDF_WORKER_ENTRY } from '../runtime/locations.ts';
import type { LetterPdfInput } from '../pdf/letter.ts';
import type { PdfTask } from './pdf-worker.ts';
import type { YearPdfDocument, YearPdfHead, YearPdfMessage, YearPdfReply, YearPdfTask } from './pdf-tasks.ts';
import { defaultPoolSize, movable, runBounded, taskBytes, type PoolSize } from './pool.ts';
import type { TaskAnswer } from './task-answer.ts';

/** PDFs a request's worker renders ahead of what has been written (ZIP) or stored (finalizing). */
const AHEAD = 4;

/**
 * Statement PDFs, rendered in worker threads of their own: a thread keeps one building's
 * calculation and renders that request's PDFs one after the other, handing each over as it is
 * done (moved, not copied) and staying at most AHEAD PDFs ahead of the request. Memory therefore
 * stays bounded for any building size: one calculation in the worker, a few PDFs in flight.
 * Concurrent requests get a thread each, up to one per core; a thread that has rendered nothing
 * for a while ends.
 */
export interface PdfWorkers {
  /** Parses and checks a calculation request's JSON bytes and answers the statement PDF. */
  statementPdf(body: Uint8Array, statementDate: string): Promise<Buffer>;
  /** A letter from the templates as PDF. */
  letterPdf(input: LetterPdfInput): Promise<Buffer>;
  /** A stored property's statements of a year: computed, then their PDFs one by one. */
  year(job: YearJob): Promise<YearDocuments>;
  destroy(): Promise<void>;
}

export type YearJob = Omit<YearPdfTask, 'kind' | 'port' | 'credits'>;

export interface YearDocuments {
  head: YearPdfHead;
  /** The PDFs in tenant order, the summary last. Leaving the loop early stops the rendering. */
  documents(): AsyncGenerator<YearPdfDocument>;
  /** Stops the rendering when the documents are not wanted (after the head). */
  cancel(): void;
}

export function createPdfWorkers(size: PoolSize = defaultPoolSize()): PdfWorkers {
  const pool = new Piscina({
    filename: PDF_WORKER_ENTRY.href,
    minThreads: 0,
    maxThreads: size.threads,
    maxQueue: size.queued,
    idleTimeout: 30_000,
    // A tagged PDF creates much short-lived data. Its young generation holds what one document
    // keeps alive while it is built, so that it dies there instead of filling the old generation
    // (see pdf-tasks.ts); V8's default would be larger and kept at its maximum.
    resourceLimits: { maxYoungGenerationSizeMb: 32 },
  });

  async function year(job: YearJob): Promise<YearDocuments> {
    const { port1, port2 } = new MessageChannel();
    const queue: YearPdfMessage[] = [];
    let wake: (() => void) | undefined;
    let failure: { error: unknown } | undefined;
    port1.on('message', (message: YearPdfMessage) => {
      queue.push(message);
      wake?.();
    });
    const task: YearPdfTask = { ...job, kind: 'year-pdfs', credits: AHEAD, port: port2 };
    const running = runBounded<null>(pool, task satisfies PdfTask, [port2]);
    running.catch((error: unknown) => {
      failure = { error };
      wake?.();
    });
    const next = async (): Promise<YearPdfMessage> => {
      while (queue.length === 0) {
        if (failure) throw failure.error;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      return queue.shift()!;
    };
    let open = true;
    const cancel = () => {
      if (!open) return;
      open = false;
      port1.postMessage({ type: 'cancel' } satisfies YearPdfReply);
      port1.close();
    };

    let head: YearPdfMessage;
    try {
      head = await next();
      if (head.type !== 'head') {
        // The worker ended before it could compute the year: its error is the task's.
        await running;
        throw new Error('The PDF worker ended without a result.');
      }
    } catch (error) {
      cancel();
      throw error;
    }
    return {
      head,
      cancel,
      async *documents() {
        try {
          for (;;) {
            const message = await next();
            if (message.type === 'end') {
              await running;
              return;
            }
            if (message.type !== 'pdf') continue;
            yield message;
            // Taken: the worker may render one more.
            if (open) port1.postMessage({ type: 'credit' } satisfies YearPdfReply);
          }
        } finally {
          cancel();
        }
      },
    };
  }

  return {
    async statementPdf(body, statementDate) {
      const own = movable(body);
      const task: PdfTask = { kind: 'statement', body: own, statementDate };
      return taskBytes(await runBounded<TaskAnswer>(pool, task, [own.buffer]));
    },
    async letterPdf(input) {
      const task: PdfTask = { kind: 'letter', input };
      return taskBytes(await runBounded<TaskAnswer>(pool, task));
    },
    year,
    destroy: () => pool.destroy(),
  };
}
