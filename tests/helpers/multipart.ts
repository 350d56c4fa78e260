import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array | string;
}

/** A multipart/form-data body of file parts, as a browser's FormData would send it. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      typeof part.bytes === 'string' ? Buffer.from(part.bytes) : Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A file part named `file`. */
export const filePart = (fileName: string, contentType: string, bytes: Uint8Array | string): Part => ({
  name: 'file',
  fileName,
  contentType,
  bytes,
});
