import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { createMetrics, GATEWAY_OUTCOMES, statusClass } from './metrics.ts';
import { carriesToken } from './routes.ts';

/** A database whose every query fails, as one that is down. */
const downDb = {
  execute: () => Promise.reject(new Error('connection refused')),
} as unknown as Db;

const linesOf = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('statusClass', () => {
  it('keeps the hundreds of the status', () => {
    expect([200, 204, 301, 304, 400, 401, 404, 413, 429, 500, 503].map(statusClass)).toEqual([
      '2xx',
      '2xx',
      '3xx',
      '3xx',
      '4xx',
      '4xx',
      '4xx',
      '4xx',
      '4xx',
      '5xx',
      '5xx',
    ]);
  });
});

describe('carriesToken', () => {
  const token = 'prometheus-token-0123456789';
  it('accepts exactly the token as a bearer token', () => {
    expect(carriesToken(`Bearer ${token}`, token)).toBe(true);
    expect(carriesToken(`bearer ${token}`, token)).toBe(true);
  });
  it('refuses no header, another scheme, a prefix or a longer token', () => {
    for (const header of [
      undefined,
      '',
      token,
      `Basic ${token}`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
    ])
      expect(carriesToken(header, token)).toBe(false);
  });
});

describe('createMetrics', () => {
  it('keeps its own registry: two servers in one process count apart', async () => {
    const a = createMetrics({ db: downDb, driver: 'pglite' });
    const b = createMetrics({ db: downDb, driver: 'pglite' });
    a.observeRequest({ method: 'GET', route: '/api/site', statusCode: 200 }, 0.002);
    a.countGatewayMessage('stored');
    const [textA, textB] = await Promise.all([a.scrape(), b.scrape()]);
    expect(linesOf(textA, 'http_request_duration_seconds_count')).toEqual([
      'http_request_duration_seconds_count{method="GET",route="/api/site",status_class="2xx"} 1',
    ]);
    expect(linesOf(textB, 'http_request_duration_seconds_count')).toEqual([]);
    expect(linesOf(textA, 'gateway_messages_total')).toContain('gateway_messages_total{outcome="stored"} 1');
    expect(linesOf(textB, 'gateway_messages_total')).toContain('gateway_messages_total{outcome="stored"} 0');
  });

  it('leaves the process metrics off when asked (a server whose metrics nobody reads)', async () => {
    const on = await createMetrics({ db: downDb, driver: 'pglite' }).scrape();
    const off = await createMetrics({ db: downDb, driver: 'pglite', processMetrics: false }).scrape();
    expect(on).toMatch(/^process_cpu_user_seconds_total /m);
    expect(off).not.toMatch(/^process_/m);
    expect(off).toMatch(/^gateway_messages_total\{outcome="stored"\} 0$/m);
  });

  it('shows every gateway outcome at 0 before the first message', async () => {
    const text = await createMetrics({ db: downDb, driver: 'pglite' }).scrape();
    expect(linesOf(text, 'gateway_messages_total')).toEqual(
      GATEWAY_OUTCOMES.map((outcome) => `gateway_messages_total{outcome="${outcome}"} 0`),
    );
  });

  it('goes on without the jobs gauge when the database does not answer, and says so', async () => {
    const logged: string[] = [];
    const metrics = createMetrics({
      db: downDb,
      driver: 'pglite',
      log: (message, error) => logged.push(`${message}: ${(error as Error).message}`),
    });
    const text = await metrics.scrape();
    expect(linesOf(text, 'jobs')).toEqual([]);
    expect(logged).toEqual(['Metriken: Aufträge nicht gelesen: connection refused']);
    expect(linesOf(text, 'db_pool_connections')).toEqual(['db_pool_connections{state="total"} 1']);
    expect(linesOf(text, 'process_cpu_user_seconds_total')).toHaveLength(1);
  });

  it('reads the pool of a PostgreSQL server when scraped', async () => {
    const pool = { totalCount: 7, idleCount: 3, waitingCount: 2 };
    const metrics = createMetrics({ db: downDb, driver: 'postgres', pool: pool as never });
    expect(linesOf(await metrics.scrape(), 'db_pool_connections')).toEqual([
      'db_pool_connections{state="total"} 7',
      'db_pool_connections{state="idle"} 3',
      'db_pool_connections{state="waiting"} 2',
    ]);
    pool.waitingCount = 0;
    expect(linesOf(await metrics.scrape(), 'db_pool_connections')).toContain(
      'db_pool_connections{state="waiting"} 0',
    );
  });
});
