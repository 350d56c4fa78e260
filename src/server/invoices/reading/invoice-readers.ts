import type { InvoiceFileKind } from '../../../domain/invoices/invoice-files.ts';
import type { InvoiceReading } from '../../../domain/invoices/invoice-reading.ts';

/** One received file, as an upload part or a mail attachment gives it. */
export interface ReceivedFile {
  fileName: string;
  /** The content type the sender declared (may be wrong or `application/octet-stream`). */
  contentType: string | null;
  bytes: Uint8Array;
}

/**
 * Reads invoice files off the event loop: e-invoice XML, PDFs (embedded e-invoice or text) and, for
 * images and PDFs without text, OCR — each in worker threads with a time and memory limit, so a hostile
 * or huge file ends as `unreadable` with a German reason while the server keeps answering.
 */
export interface InvoiceReaders {
  /** `kind` is what the bytes were sniffed as (invoice-files.ts); never rejects for a bad file. */
  read(file: { bytes: Uint8Array; fileName: string; kind: InvoiceFileKind }): Promise<InvoiceReading>;
  destroy(): Promise<void>;
}
