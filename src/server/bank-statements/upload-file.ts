import type { FastifyRequest } from 'fastify';
import { BANK_STATEMENT_MAX_BYTES } from '../../domain/bank/bank-statement.ts';
import { DomainError } from '../../domain/errors.ts';
import { bankStatementTexts as t } from '../../domain/texts/bank-statements.ts';
import type { BankStatementFile } from './reading/bank-statement-readers.ts';

const MIB = 1024 * 1024;
export { BANK_STATEMENT_MAX_BYTES };

/** The multipart plugin's limits for a statement upload: one file, a few small fields. */
export const BANK_STATEMENT_MULTIPART_LIMITS = {
  fileSize: BANK_STATEMENT_MAX_BYTES,
  files: 2,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
};

/** Content types a statement may be sent as the whole request body; the bytes decide the format. */
export const RAW_STATEMENT_TYPES = [
  'application/xml',
  'text/xml',
  'text/csv',
  'text/plain',
  'application/octet-stream',
];

const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * The one statement of the request: the multipart part `file`, or the raw body (its file name from
 * the `file_name` query, else „Kontoauszug“). A second file is refused rather than silently left out.
 */
export async function readStatementUpload(
  req: FastifyRequest,
  fileName: string | undefined,
): Promise<BankStatementFile> {
  if (!req.isMultipart()) {
    if (!Buffer.isBuffer(req.body)) throw new DomainError('invalid', t.noFile);
    return {
      bytes: req.body,
      fileName: fileName ?? t.unnamedFile,
      contentType: req.headers['content-type'] ?? null,
    };
  }
  let file: BankStatementFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      if (file) throw new DomainError('invalid', t.oneFile);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (isCode(error, 'FST_REQ_FILE_TOO_LARGE'))
          throw new DomainError('too_large', t.fileTooLarge(part.filename, BANK_STATEMENT_MAX_BYTES / MIB));
        throw error;
      }
      file = { bytes, fileName: part.filename || t.unnamedFile, contentType: part.mimetype || null };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (isCode(error, 'FST_FILES_LIMIT') || isCode(error, 'FST_PARTS_LIMIT'))
      throw new DomainError('invalid', t.oneFile);
    // A cut or malformed multipart body is the client's mistake, never a 500.
    throw new DomainError('invalid', t.noFile);
  }
  if (!file) throw new DomainError('invalid', t.noFile);
  return file;
}
