import { readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInput } from '../fixtures/billing/sample.ts';
import { buildApp } from '../../src/server/app.ts';
import { WEB_DIST } from '../../src/server/runtime/locations.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * How the server delivers the built web app (dist/web, built by this project's global setup):
 * compressed, with cache headers that fit the file, and with real status codes.
 */
let t: TestApp;
let web: FastifyInstance;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://nebenkosten.example.de' });
  admin = (await t.loginRoles()).admin;
  web = await buildApp(t.ctx, { serveWeb: true });
});
afterAll(async () => {
  await web.close();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers });
const asset = (extension: string) => {
  const name = readdirSync(`${WEB_DIST}/assets`).find((file) => file.endsWith(extension));
  if (!name) throw new Error(`Kein ${extension} in dist/web/assets`);
  return `/assets/${name}`;
};
const indexHtml = () => readFileSync(`${WEB_DIST}/index.html`, 'utf8');

describe('compression', () => {
  it('sends HTML, JavaScript and CSS brotli- or gzip-compressed as the client accepts', async () => {
    for (const url of ['/', '/kontakt', asset('.js'), asset('.css')]) {
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();

      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), url).toBe(true);

      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload), url).toBe(true);
    }
  });

  it('keeps the content type of a compressed file', async () => {
    const js = await get(asset('.js'), { 'accept-encoding': 'br' });
    expect(js.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    const html = await get('/', { 'accept-encoding': 'br' });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
  });

  it('compresses JSON answers of the API', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await web.inject({
        method: 'GET',
        url: '/api/tenants',
        headers: { ...bearer(admin), 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString('utf8')).length).toBeGreaterThan(0);
    }
    const docs = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString('utf8')).openapi).toMatch(/^3\./);
  });

  it('sends PDFs as they are: they are compressed already', async () => {
    const res = await web.inject({
      method: 'POST',
      url: '/api/billing/statement.pdf',
      headers: { ...bearer(admin), 'accept-encoding': 'br, gzip' },
      payload: {
        ...sampleInput(),
        occupancy: '4',
        landlord: { name: 'Hausverwaltung Sommer GmbH', address_lines: ['Karl-Liebknecht-Straße 45'] },
        tenant: { name: 'Sophie Schäfer', address_lines: ['Lindenstraße 12'] },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('cache headers', () => {
  it('lets browsers keep hashed assets for a year and asks again for everything else', async () => {
    for (const url of [asset('.js'), asset('.css')]) {
      for (const encoding of ['', 'br']) {
        const res = await get(url, encoding ? { 'accept-encoding': encoding } : {});
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      }
    }
    for (const url of ['/', '/login', '/gibt-es-nicht', '/favicon.svg', '/color-scheme.js']) {
      expect((await get(url, { 'accept-encoding': 'br' })).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not offer the compressed copies as addresses of their own', async () => {
    expect((await get(`${asset('.js')}.br`)).statusCode).toBe(404);
  });
});

describe('status codes', () => {
  it('answers the pages of the app with 200 and the app, deep links and query strings included', async () => {
    for (const url of [
      '/kontakt/',
      '/leistungen?page=kontakt',
      '/admin/customers',
      '/customer/templates/heizkosten-2024',
      '/set-password?token=abc&x=1',
      '/?page=kontakt',
      '/customer-login',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(indexHtml());
    }
  });

  it('answers unknown pages with 404 and the app, which shows its not-found page', async () => {
    for (const url of ['/gibt-es-nicht', '/kontakt/mehr', '/customer/templates/a/b', '/wp-login.php?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(indexHtml());
    }
  });

  it('keeps the JSON 404 for unknown API paths and for other methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/gibt-es-nicht'],
      ['GET', '/api'],
      ['POST', '/kontakt'],
      ['DELETE', '/gibt-es-nicht'],
    ] as const) {
      const res = await web.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({ message: expect.any(String) });
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/leistungen', 200],
      [asset('.js'), 200],
      ['/robots.txt', 200],
      ['/gibt-es-nicht', 404],
    ] as const) {
      const res = await web.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.rawPayload.length, url).toBe(0);
    }
    expect((await web.inject({ method: 'HEAD', url: '/' })).headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('search engines', () => {
  it('serves robots.txt as text: public pages allowed, API and signed-in areas not, the sitemap named', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const rule of [
      '/api/',
      '/admin/',
      '/admin-dashboard',
      '/customer/',
      '/customer-dashboard',
      '/tenant/',
    ]) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
    for (const path of ['/leistungen', '/kontakt', '/impressum', '/datenschutz', '/login', '/register']) {
      expect(
        lines.some((line) => line.startsWith('Disallow:') && path.startsWith(line.slice(10))),
        path,
      ).toBe(false);
    }
    expect(lines).toContain('Sitemap: https://nebenkosten.example.de/sitemap.xml');
  });

  it('lists the public pages with absolute addresses in sitemap.xml', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(
      ['/', '/leistungen', '/kontakt', '/login', '/register', '/impressum', '/datenschutz'].map(
        (path) => `https://nebenkosten.example.de${path}`,
      ),
    );
  });
});
