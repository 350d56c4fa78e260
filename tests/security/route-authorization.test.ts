import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAuthHook } from '../../src/server/auth/hook.ts';
import { installErrorHandler } from '../../src/server/http/error-handler.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { rawRequest } from '../helpers/raw-http.ts';

/**
 * Authorization is decided on the route that matched, so every spelling of a protected path that
 * reaches the route must meet the same 401 as the plain one, and spellings that reach no route
 * must not serve data either.
 */
let t: TestApp;
let port: number;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => !(Array.isArray(op.security) && op.security.length === 0))
      .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })),
  );
});
afterAll(async () => {
  await t.close();
});

const encodeAt = (path: string, index: number) =>
  path.slice(0, index) +
  `%${path.charCodeAt(index).toString(16).toUpperCase().padStart(2, '0')}` +
  path.slice(index + 1);

/** Every spelling of the path a client could send instead of the plain one. */
function spellings(path: string): string[] {
  const variants = new Set<string>();
  for (let i = 1; i < path.length; i++) if (path[i] !== '/') variants.add(encodeAt(path, i));
  variants.add(path.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`));
  variants.add(path.replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`));
  for (const host of ['127.0.0.1', 'example.de', 'localhost:1', 'attacker.example']) {
    for (const scheme of ['http', 'HTTP', 'hTtP', 'https', 'HTTPS'])
      variants.add(`${scheme}://${host}${path}`);
  }
  variants.add(`/${path}`);
  variants.add(path.replace('/api/', '/api//'));
  variants.add(path.toUpperCase());
  variants.add(path.replace('/api', '/API'));
  variants.add(path.replace('/api/', '/api/./'));
  variants.add(path.replace('/api/', '/api/x/../'));
  variants.add(`/x/..${path}`);
  variants.add(`/.${path}`);
  variants.add(path.replace('/api/', '/api/%2e/'));
  variants.add(path.replace('/api/', '/api/x/%2e%2e/'));
  variants.add(`${path}?x=1`);
  variants.add(`${path}#frag`);
  variants.add(`${path};x=1`);
  return [...variants];
}

describe('authorization on the matched route', () => {
  it('covers the protected routes of the API description', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/users' });
  });

  it('answers 401 to every spelling of every protected route, never data', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}';
      for (const target of spellings(route.path)) {
        const res = await rawRequest(port, route.method, target, {}, body);
        // 401 where the spelling reaches the route; 404 or 400 where it reaches none.
        if (![400, 401, 404].includes(res.status)) leaks.push(`${route.method} ${target} → ${res.status}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers 401, not the user list, to the spellings that decode to a protected route', async () => {
    for (const target of [
      '/%61pi/users',
      '/api/%75sers',
      '/%61%70%69/%75%73%65%72%73',
      'http://host/api/users',
    ]) {
      const res = await rawRequest(port, 'GET', target);
      expect(res.status, target).toBe(401);
      expect(JSON.parse(res.body).message).toBe('Bitte melden Sie sich an.');
    }
  });

  it('answers 403 to a wrong role on an encoded spelling too', async () => {
    const { customer } = await t.loginRoles();
    for (const target of ['/%61pi/users', 'HTTP://x/api/users']) {
      const res = await rawRequest(port, 'GET', target, { authorization: `Bearer ${customer}` });
      expect(res.status, target).toBe(403);
    }
  });

  it('still serves the public routes and the API description without a token', async () => {
    expect((await rawRequest(port, 'GET', '/api/health')).status).toBe(200);
    expect((await rawRequest(port, 'GET', '/%61pi/site')).status).toBe(200);
    expect((await rawRequest(port, 'GET', '/api/docs/json')).status).toBe(200);
  });
});

describe('deny by default', () => {
  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify();
    // As in the app: domain errors carry a code, and the one error handler turns it into a status.
    installErrorHandler(app);
    installAuthHook(app, t.ctx);
    expect(() => app.get('/api/vergessen', async () => ({ geheim: true }))).toThrow(
      /without declared access/,
    );
    await app.close().catch(() => undefined);
    // Routes in plugins, as the server registers them, fail the start instead.
    const server = Fastify();
    installAuthHook(server, t.ctx);
    void server.register(async (plugin) => {
      plugin.post('/api/auch-vergessen', async () => ({ geheim: true }));
    });
    await expect(server.ready()).rejects.toThrow(/without declared access/);
  });

  it('starts with declared routes and keeps routes outside the API public', async () => {
    const app = Fastify();
    // As in the app: domain errors carry a code, and the one error handler turns it into a status.
    installErrorHandler(app);
    installAuthHook(app, t.ctx);
    app.get('/api/offen', { schema: { security: [] } }, async () => ({ ok: true }));
    app.get('/api/admins', { config: { roles: ['admin'] } }, async () => ({ ok: true }));
    app.get('/favicon.svg', async () => 'svg');
    await app.ready();
    expect((await app.inject('/api/offen')).statusCode).toBe(200);
    expect((await app.inject('/%61pi/admins')).statusCode).toBe(401);
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
    await app.close();
  });
});
