import http from 'node:http';

export interface LatencyResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Milliseconds from sending to the last byte of the answer, sorted ascending. */
  latencies: number[];
}

/**
 * Closed-loop load like bench/throughput/load.ts (`concurrency` keep-alive connections, each
 * sending its next request as soon as the answer is read, cycling through `paths`), recording
 * every request's latency for the median and p99. No package: autocannon is not a dependency.
 * Any answer other than 200 ends the run with an error: a figure over failures would flatter.
 */
export async function driveWithLatencies(
  port: number,
  paths: readonly string[],
  token: string,
  options: { concurrency: number; seconds: number },
): Promise<LatencyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
  const latencies: number[] = [];
  let next = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const end = start + options.seconds * 1000;

  const one = (path: string) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const req = http.request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (res.statusCode !== 200 && body.length < 500) body += chunk;
        });
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - sent);
          else firstError ??= `${path}: ${res.statusCode} ${body.slice(0, 300)}`;
          resolve();
        });
      });
      req.on('error', (error) => {
        firstError ??= `${path}: ${error.message}`;
        resolve();
      });
      req.end();
    });

  const worker = async () => {
    while (performance.now() < end && firstError === undefined) {
      const path = paths[next]!;
      next = (next + 1) % paths.length;
      await one(path);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  if (firstError !== undefined) throw new Error(`Anfrage fehlgeschlagen: ${firstError}`);
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, seconds, perSecond: latencies.length / seconds, latencies };
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
