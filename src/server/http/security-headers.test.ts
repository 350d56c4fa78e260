import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaderOptions, securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it.each(['http://localhost:3000', 'https://nebenkosten.example.de'])(
    'are the headers @fastify/helmet sends for the same options (%s)',
    async (appUrl) => {
      const probe = Fastify();
      await probe.register(helmet, securityHeaderOptions(appUrl));
      probe.get('/', async () => ({}));
      const res = await probe.inject('/');
      await probe.close();
      const expected = Object.fromEntries(
        Object.entries(securityHeaders(appUrl)).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers[name]]));
      expect(sent).toEqual(expected);
      // Nothing helmet sends is missing from the precomputed set.
      const standard = ['content-type', 'content-length', 'date', 'connection', 'keep-alive'];
      expect(Object.keys(res.headers).filter((h) => !standard.includes(h) && !(h in expected))).toEqual([]);
    },
  );

  it('frames nothing but blobs: the inbox shows a PDF receipt fetched with the bearer token', () => {
    const csp = securityHeaders('http://localhost:3000')['Content-Security-Policy'] ?? '';
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc?.trim()).toBe('frame-src blob:');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
