import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/** Security headers on every kind of response: data, errors, not found, documentation. */
let t: TestApp;
let https: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp({ APP_URL: 'https://nebenkosten.example.de' });
});
afterAll(async () => {
  await t.close();
  await https.close();
});

const directives = (header: string | undefined) =>
  new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values] as const;
      }),
  );

describe('security headers', () => {
  const requests = [
    { method: 'GET', url: '/api/health' },
    { method: 'GET', url: '/api/users' },
    { method: 'POST', url: '/api/login', payload: { username: 'x' } },
    { method: 'GET', url: '/api/gibt-es-nicht' },
  ] as const;

  it('sends the policy, nosniff, the referrer policy and no framing on every response', async () => {
    for (const request of requests) {
      const res = await t.app.inject(request);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('default-src'), request.url).toEqual(["'self'"]);
      expect(csp.get('script-src'), request.url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), request.url).toEqual(["'none'"]);
      expect(csp.get('object-src'), request.url).toEqual(["'none'"]);
      // Only a PDF receipt fetched as a blob may be framed, and images as blobs.
      expect(csp.get('frame-src'), request.url).toEqual(['blob:']);
      expect(csp.get('img-src'), request.url).toEqual(["'self'", 'data:', 'blob:']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // Plain http: no HSTS, no upgrade of requests to an https that may not exist.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('allows no inline scripts in the app, and the app has none', () => {
    const html = readFileSync(new URL('../../src/web/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
  });

  it('sends HSTS and upgrades requests when the public address is https', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests'),
    ).toBe(true);
  });

  it('lets the API documentation run no inline scripts but hashed ones, never framed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy'] as string);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts.filter((s) => s !== "'self'").every((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
