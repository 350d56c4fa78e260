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
  /** A Fastify app logging to an array; `fail` answers 500 through Fastify's error path. */
  async function appWith(share: number) {
    const lines: Array<{ msg: string; level: number }> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      logController: new RequestLogSampler(share),
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fail', async () => {
      throw new Error('kaputt');
    });
    await app.ready();
    return { app, lines };
  }
  const requestLines = (lines: Array<{ msg: string }>) =>
    lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');

  it('logs no request lines at share 0, but errors', async () => {
    const { app, lines } = await appWith(0);
    await app.inject('/ok');
    await app.inject('/fail');
    expect(requestLines(lines)).toEqual([]);
    expect(lines.some((l) => l.msg === 'kaputt' && l.level === 50)).toBe(true);
    await app.close();
  });

  it('logs both lines of an evenly spread share of requests', async () => {
    const { app, lines } = await appWith(0.25);
    for (let i = 0; i < 8; i++) await app.inject('/ok');
    expect(requestLines(lines).map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
    await app.close();
  });

  it('logs every request at share 1', async () => {
    const { app, lines } = await appWith(1);
    for (let i = 0; i < 3; i++) await app.inject('/ok');
    expect(requestLines(lines)).toHaveLength(6);
    await app.close();
  });
});
