/**
 * The PDF work of the PDF worker thread (see pdf-pool.ts): a stored property's statements of a
 * year, computed once and rendered one tenant after the other, each PDF handed to the requesting
 * thread as soon as it is done. The thread keeps the calculation; the requester holds only the
 * PDFs it has not yet written, because the worker renders ahead only as far as the requester
 * has granted credits.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import type { MessagePort } from 'node:worker_threads';
import { buildStatements } from '../../domain/statements/build-statements.ts';
import type { StoredBillingData } from '../../domain/statements/engine-input.ts';
import type { BankAccount } from '../../domain/payments/bank-account.ts';
import type { Party } from '../pdf/statement-schema.ts';
import { fileNameOf, summaryFileName } from '../../domain/statements/file-names.ts';
import { orderedResponse, type StatementStatus } from './statement-tasks.ts';

export interface YearPdfTask {
  kind: 'year-pdfs';
  stored: StoredBillingData;
  /** The statement date, Berlin time. */
  today: string;
  landlord: Party;
  /** The account back-payments are paid to, for the statements' GiroCode; null prints none. */
  payee?: BankAccount | null;
  /** Recipient of each tenant's letter, by tenant id. */
  tenants: Array<[number, Party]>;
  property: string;
  /** Only this tenant's statement (and no summary). */
  only?: number;
  /** The landlord's summary after the tenants' statements. */
  summary: boolean;
  /**
   * The whole statements answer in the head, gzip-compressed JSON with this status (finalizing
   * freezes it as the finalized answer, written here whole so the database only stores the bytes);
   * null: none.
   */
  answer: StatementStatus | null;
  /** PDFs the worker may render before the requester has taken any. */
  credits: number;
  port: MessagePort;
}

/** What the requester needs to know before the first PDF. */
export interface YearPdfHead {
  type: 'head';
  /** Why no statement can be rendered (the first error of the checks). */
  blocked?: string;
  /** The first error among the checks, which finalizing must not pass. */
  firstError?: string;
  period: { from: string; to: string };
  statements: Array<{ tenant_id: number; name: string; from: string; to: string; balance_cents: number }>;
  /** The statements answer, when asked for, as gzip-compressed JSON (as finalizing stores it). */
  answerGzip?: Uint8Array;
}

export interface YearPdfDocument {
  type: 'pdf';
  kind: 'tenant' | 'summary';
  tenantId: number | null;
  name: string;
  fileName: string;
  pdf: Uint8Array;
}

export type YearPdfMessage = YearPdfHead | YearPdfDocument | { type: 'end' };

/** What the requester sends back: one credit per PDF taken, or the end of its interest. */
export type YearPdfReply = { type: 'credit' } | { type: 'cancel' };

/**
 * Each PDF leaves megabytes of garbage, and with a whole building's calculation alive V8 lets the
 * old generation grow far before it collects: hundreds of megabytes for a thousand statements. A
 * full collection whenever the heap has grown by GC_SLACK since the last one keeps the thread near
 * what it needs for any building size (docs/performance.md).
 *
 * Such collections are cheap only if little reaches the old generation. V8's allocation-site
 * pretenuring sees a document's objects (pages, structure elements, text runs) survive a few
 * scavenges while the document is built, and from then on allocates them in the old generation
 * directly: the old generation then filled by 48 MB every 25 documents, and every full collection
 * threw away the optimized code of pdfkit's layout (it embeds objects of documents that have since
 * died), which V8 compiled again: half of the thread's CPU for a building went to that. Without
 * pretenuring these objects die young in a young generation large enough for a document
 * (pdf-pool.ts); a thousand statements then need a handful of full collections, not forty.
 * V8's flags belong to the process: the server's own thread also allocates without pretenuring
 * from the first PDF on; its requests measured the same with and without (docs/performance.md).
 */
const GC_SLACK = 24 * 1024 * 1024;
setFlagsFromString('--expose-gc');
setFlagsFromString('--no-allocation-site-pretenuring');
const collectGarbage = runInNewContext('gc') as () => void;
const heapUsed = () => getHeapStatistics().used_heap_size;

export async function renderYear(task: YearPdfTask): Promise<null> {
  const { port } = task;
  let credits = task.credits;
  let cancelled = false;
  let wake: (() => void) | undefined;
  port.on('message', (reply: YearPdfReply) => {
    if (reply.type === 'credit') credits++;
    else cancelled = true;
    wake?.();
  });
  // The requester closing its end means the same as cancelling.
  port.on('close', () => {
    cancelled = true;
    wake?.();
  });
  const mayRender = async () => {
    while (credits <= 0 && !cancelled) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    return !cancelled;
  };
  const send = (document: YearPdfDocument) =>
    port.postMessage(document, [document.pdf.buffer as ArrayBuffer]);
  // Only memory of its own can be moved to the requesting thread; a slice of shared memory is copied.
  const own = (pdf: Buffer) =>
    pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength
      ? new Uint8Array(pdf.buffer, 0, pdf.byteLength)
      : new Uint8Array(pdf);

  try {
    const { response, calculation } = buildStatements(task.stored, task.today);
    const firstError = response.checks.find((c) => c.level === 'error')?.message;
    const statements = response.statements.filter(
      (s) => task.only === undefined || s.tenant_id === task.only,
    );
    const answerGzip = task.answer
      ? new Uint8Array(gzipSync(JSON.stringify(orderedResponse(response, task.answer))))
      : undefined;
    const head: YearPdfHead = {
      type: 'head',
      ...(calculation ? {} : { blocked: firstError ?? '' }),
      ...(firstError ? { firstError } : {}),
      period: response.period,
      statements: statements.map((s) => ({
        tenant_id: s.tenant_id,
        name: s.name,
        from: s.from,
        to: s.to,
        balance_cents: s.balance_cents,
      })),
      ...(answerGzip ? { answerGzip } : {}),
    };
    port.postMessage(head, answerGzip ? [answerGzip.buffer as ArrayBuffer] : []);
    if (!calculation) return null;

    const parties = new Map(task.tenants);
    // The stored data is not needed any more, and the calculation left much garbage behind:
    // collected now, the rendering reuses that memory instead of growing the heap beyond it.
    const year = task.stored.year;
    (task as { stored?: StoredBillingData }).stored = undefined;
    collectGarbage();
    let collectedAt = heapUsed();
    const keepHeapSmall = () => {
      if (heapUsed() < collectedAt + GC_SLACK) return;
      collectGarbage();
      collectedAt = heapUsed();
    };
    const { renderStatementPdf } = await import('../pdf/statement.ts');
    for (const s of statements) {
      if (!(await mayRender())) return null;
      keepHeapSmall();
      const pdf = await renderStatementPdf({
        result: calculation,
        occupancyId: String(s.tenant_id),
        landlord: task.landlord,
        tenant: parties.get(s.tenant_id) ?? { name: s.name, address_lines: [] },
        property: task.property,
        statementDate: task.today,
        paymentDays: 30,
        details: s.details,
        payee: task.payee ?? null,
      });
      send({
        type: 'pdf',
        kind: 'tenant',
        tenantId: s.tenant_id,
        name: s.name,
        fileName: fileNameOf(year, s.tenant_id, s.name),
        pdf: own(pdf),
      });
    }
    if (task.summary && (await mayRender())) {
      const { renderSummaryPdf } = await import('../pdf/summary.ts');
      const pdf = await renderSummaryPdf({
        result: calculation,
        property: task.property,
        landlord: task.landlord,
        statementDate: task.today,
        tenants: response.statements.map((s) => ({
          occupancyId: String(s.tenant_id),
          name: s.name,
          unitLabel: s.details.unit_label,
        })),
      });
      send({
        type: 'pdf',
        kind: 'summary',
        tenantId: null,
        name: task.property,
        fileName: summaryFileName(year),
        pdf: own(pdf),
      });
    }
    return null;
  } finally {
    port.postMessage({ type: 'end' } satisfies YearPdfMessage);
    port.close();
  }
}
