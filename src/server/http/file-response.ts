import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from '../../domain/schemas/base/zod.ts';

/** `Content-Disposition` with the file's name: an ASCII fallback and the exact name (RFC 5987/6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A route's binary answer as the API description documents it. */
export const binaryResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

export const pdfResponse = binaryResponse('application/pdf', 'PDF-Dokument');

/**
 * Sends a generated or stored document (a statement, letter or reminder) under its own name: never
 * sniffed into another type and never kept by a shared cache, since it names a tenant and sums.
 */
export function sendDocument(
  reply: FastifyReply,
  file: { type: string; fileName: string; disposition?: 'inline' | 'attachment' } & (
    { bytes: Uint8Array } | { stream: Readable }
  ),
) {
  const bytes =
    'stream' in file
      ? file.stream
      : Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  return (
    reply
      .type(file.type)
      .header('content-disposition', contentDisposition(file.disposition ?? 'attachment', file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // Fastify sends a Buffer or a stream untouched (no serializer); the schema only documents it as binary.
      .send(bytes as unknown as string)
  );
}
