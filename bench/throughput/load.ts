import http from 'node:http';
import { percentile } from '../scale/load.ts';

export interface Target {
  path: string;
  token: string;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  /** 99th percentile of the answers' latency (request sent to last byte read), ms. */
  p99: number;
}

/**
 * A small closed-loop load generator: `concurrency` keep-alive connections, each sending its next
 * request as soon as the previous answer is read, for `seconds`. Requests cycle through `targets`
 * in the same order on every server, so both servers see the same mix. Every request accepts
 * `br, gzip` as browsers do, so each server pays for the compression it chooses. No package:
 * autocannon is not a dependency of the project, and this loop costs both servers the same CPU.
 */
export async function drive(
  port: number,
  targets: readonly Target[],
  options: { concurrency: number; seconds: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const headers = targets.map((t) => ({
    authorization: `Bearer ${t.token}`,
    'accept-encoding': 'br, gzip',
  }));
  const latencies: number[] = [];
  let next = 0;
  let requests = 0;
  let errors = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const end = start + options.seconds * 1000;

  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const req = http.request(
        { host: '127.0.0.1', port, path: targets[i]!.path, headers: headers[i], agent },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => {
            latencies.push(performance.now() - sent);
            if (res.statusCode === 200) requests++;
            else {
              errors++;
              firstError ??= `${targets[i]!.path}: ${res.statusCode}`;
            }
            resolve();
          });
        },
      );
      req.on('error', (error) => {
        errors++;
        firstError ??= `${targets[i]!.path}: ${error.message}`;
        resolve();
      });
      req.end();
    });

  const worker = async () => {
    while (performance.now() < end) {
      const i = next;
      next = (next + 1) % targets.length;
      await one(i);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  if (errors > 0) throw new Error(`${errors} failed requests, first: ${firstError}`);
  latencies.sort((a, b) => a - b);
  return { requests, errors, seconds, perSecond: requests / seconds, p99: percentile(latencies, 0.99) };
}
