import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogSampler, redactTokens } from './app.ts';

describe('redactTokens', () => {
  it('removes tokens from logged URLs and keeps the rest', () => {
    expect(redactTokens('/api/password-reset/validate?token=abc123')).toBe(
      '/api/password-reset/validate?token=[entfernt]',
    );
    expect(redactTokens('/set-password?x=1&token=abc&y=2')).toBe('/set-password?x=1&token=[entfernt]&y=2');
    expect(redactTokens('/api/properties?status=active')).toBe('/api/properties?status=active');
  });
});

describe('RequestLogSampler', () => {
  interface Line {
    msg: string;
    level: number;
    reqId?: string;
    req?: { method: string; url: string };
    res?: { statusCode: number };
    responseTime?: number;
  }
  /** A Fastify app logging to an array; `fail` answers 500 through Fastify's error path. */
  async function appWith(share: number) {
    const lines: Line[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
      },
      logController: new RequestLogSampler(share),
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fail', async () => {
      throw new Error('kaputt');
    });
    await app.ready();
    return { app, lines };
  }
  const requestLines = (lines: Line[]) =>
    lines.filter((l) => ['incoming request', 'request completed', 'request errored'].includes(l.msg));

  it('logs no request lines at share 0, but errors', async () => {
    const { app, lines } = await appWith(0);
    await app.inject('/ok');
    await app.inject('/fail');
    expect(requestLines(lines)).toEqual([]);
    expect(lines.find((l) => l.msg === 'kaputt')).toMatchObject({ level: 50, req: { url: '/fail' } });
    await app.close();
  });

  it('logs one line of an evenly spread share of requests', async () => {
    const { app, lines } = await appWith(0.25);
    for (let i = 0; i < 8; i++) await app.inject('/ok');
    expect(requestLines(lines).map((l) => l.msg)).toEqual(['request completed', 'request completed']);
    await app.close();
  });

  it('logs every request at share 1 in one line with method, URL, status, time and request id', async () => {
    const { app, lines } = await appWith(1);
    for (let i = 0; i < 3; i++) await app.inject('/ok');
    await app.inject('/nirgends');
    const logged = requestLines(lines);
    expect(logged).toHaveLength(4);
    for (const line of logged) {
      expect(line).toMatchObject({ msg: 'request completed', level: 30, req: { method: 'GET' } });
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.responseTime).toEqual(expect.any(Number));
    }
    expect(logged.map((l) => [l.req?.url, l.res?.statusCode])).toEqual([
      ['/ok', 200],
      ['/ok', 200],
      ['/ok', 200],
      ['/nirgends', 404],
    ]);
    expect(lines.filter((l) => l.msg.includes('not found'))).toEqual([]);
    await app.close();
  });
});
