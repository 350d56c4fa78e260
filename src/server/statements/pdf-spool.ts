import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * PDFs kept in a temporary file instead of memory until they are stored: finalizing renders every
 * statement of a year before the one transaction that freezes them (a thousand dwellings: 55 MB of
 * PDFs), and on a small server that memory is better spent on the rendering and the database.
 * The file is private to the process (mkdtemp: mode 0700) and removed by `close`.
 */
export interface PdfSpool<T> {
  add(item: T, pdf: Uint8Array): Promise<void>;
  /** The items in the order added, with their PDF read back, at most `bytes` of PDF per slice (one at least). */
  slices(bytes: number): AsyncGenerator<Array<T & { pdf: Buffer }>>;
  readonly count: number;
  close(): Promise<void>;
}

export async function openPdfSpool<T>(): Promise<PdfSpool<T>> {
  const dir = await mkdtemp(join(tmpdir(), 'nkp-finalize-'));
  let file: FileHandle;
  try {
    file = await open(join(dir, 'pdfs'), 'w+', 0o600);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const entries: Array<{ item: T; offset: number; length: number }> = [];
  let end = 0;

  async function read(offset: number, length: number): Promise<Buffer> {
    const pdf = Buffer.allocUnsafeSlow(length);
    let done = 0;
    while (done < length) {
      const { bytesRead } = await file.read(pdf, done, length - done, offset + done);
      if (bytesRead === 0) throw new Error('The spooled PDFs ended early.');
      done += bytesRead;
    }
    return pdf;
  }

  return {
    async add(item, pdf) {
      let done = 0;
      while (done < pdf.byteLength) {
        const { bytesWritten } = await file.write(pdf, done, pdf.byteLength - done, end + done);
        done += bytesWritten;
      }
      entries.push({ item, offset: end, length: pdf.byteLength });
      end += pdf.byteLength;
    },
    async *slices(bytes) {
      let slice: Array<T & { pdf: Buffer }> = [];
      let size = 0;
      for (const e of entries) {
        if (slice.length > 0 && size + e.length > bytes) {
          yield slice;
          slice = [];
          size = 0;
        }
        slice.push({ ...e.item, pdf: await read(e.offset, e.length) });
        size += e.length;
      }
      if (slice.length > 0) yield slice;
    },
    get count() {
      return entries.length;
    },
    async close() {
      await file.close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
