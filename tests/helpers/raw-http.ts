import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends one request exactly as written, request target included, so tests can use forms that
 * HTTP clients normalise away (absolute form, dot segments, percent-encoding).
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined)
    lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
  const request = `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
  return new Promise((resolve, reject) => {
    // Written without half-closing: Node's server may drop a response to a client that already ended
    // its side; `Connection: close` makes the server close once it has answered.
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: split < 0 ? '' : text.slice(split + 4) });
    });
  });
}
