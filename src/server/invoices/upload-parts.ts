import type { FastifyRequest } from 'fastify';
import { DomainError, ServerBusyError } from '../../domain/errors.ts';
import { INVOICE_FILE_MAX_BYTES, INVOICE_FILES_PER_REQUEST } from '../../domain/invoices/invoice-files.ts';
import { invoiceTexts } from '../../domain/texts/index.ts';
import type { InFlightLimit } from '../rate-limit/in-flight.ts';
import type { ReceivedFile } from './reading/invoice-readers.ts';
import { MIB } from './receive-invoices.ts';

/** Most bytes of one upload request: every file is held in memory until it is read and stored. */
export const INVOICE_REQUEST_MAX_BYTES = 100 * MIB;
/** Uploads in flight per login and in all, in this process (each may hold up to 100 MB). */
export const INVOICE_UPLOADS = { perOwner: 2, overall: 4 } as const;
export const UPLOAD_RETRY_SECONDS = 10;

/** The multipart plugin's limits: files beyond the count or the size are refused, not cut. */
export const MULTIPART_LIMITS = {
  fileSize: INVOICE_FILE_MAX_BYTES,
  files: INVOICE_FILES_PER_REQUEST,
  fields: 10,
  fieldSize: 1024,
  parts: INVOICE_FILES_PER_REQUEST + 10,
};

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * The parts named `file` of a multipart request, each read whole; a file over 20 MiB is named in
 * the 413, so is a request over the total, and more files than allowed are refused as a whole.
 */
export async function readUploadedFiles(req: FastifyRequest): Promise<ReceivedFile[]> {
  if (!req.isMultipart()) throw new DomainError('unsupported_content', invoiceTexts.notMultipart);
  const files: ReceivedFile[] = [];
  let total = 0;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (isCode(error, 'FST_REQ_FILE_TOO_LARGE'))
          throw new DomainError(
            'too_large',
            invoiceTexts.fileTooLarge(part.filename, INVOICE_FILE_MAX_BYTES / MIB),
          );
        throw error;
      }
      total += bytes.byteLength;
      if (total > INVOICE_REQUEST_MAX_BYTES)
        throw new DomainError('too_large', invoiceTexts.requestTooLarge(INVOICE_REQUEST_MAX_BYTES / MIB));
      files.push({ fileName: part.filename, contentType: part.mimetype || null, bytes });
    }
  } catch (error) {
    if (isCode(error, 'FST_FILES_LIMIT') || isCode(error, 'FST_PARTS_LIMIT'))
      throw new DomainError('too_large', invoiceTexts.tooManyFiles(INVOICE_FILES_PER_REQUEST));
    if (error instanceof DomainError) throw error;
    // A cut or malformed multipart body is the client's mistake, never a 500.
    throw new DomainError('invalid', invoiceTexts.notMultipart);
  }
  return files;
}

/** A place for one upload of this login, or the 503 that says to come back. */
export function takeUploadPlace(limit: InFlightLimit, owner: number) {
  const place = limit.take(owner);
  if (typeof place === 'string')
    throw new ServerBusyError(invoiceTexts.uploadsBusy(UPLOAD_RETRY_SECONDS), UPLOAD_RETRY_SECONDS);
  return place;
}

export { contentDisposition } from '../http/file-response.ts';
