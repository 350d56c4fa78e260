import type { Socket } from 'node:net';
import { requestTexts } from '../../domain/texts/input.ts';

const STATUS_LINES = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
} as const;

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: header lines above 16 kB (for
 * example a query string that long), a malformed request line, a client too slow to send.
 * The answer is written to the socket as Fastify's default does, only with a German message.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, requestTexts.headersTooLarge] as const)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, requestTexts.timeout] as const)
        : ([400, requestTexts.malformedRequest] as const);
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_LINES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
