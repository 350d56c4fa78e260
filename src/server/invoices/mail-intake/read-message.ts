import type { SMTPServerDataStream } from 'smtp-server';

/**
 * The raw message of a DATA command, or null when it was larger than `maxBytes`. smtp-server keeps
 * streaming an oversized message (the client must be read to its end before the 552 reply), so
 * the chunks past the limit are dropped here rather than held: memory stays within the limit.
 */
export function readMessage(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= maxBytes) chunks.push(chunk);
    });
    stream.once('error', reject);
    stream.once('end', () =>
      resolve(stream.sizeExceeded || bytes > maxBytes ? null : Buffer.concat(chunks, bytes)),
    );
  });
}
