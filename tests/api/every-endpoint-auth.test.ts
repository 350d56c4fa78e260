import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Walks every route of the OpenAPI description, so an endpoint added later is covered without
 * anyone remembering to add it here: without a token each non-public one answers 401, even with a
 * body that would not validate.
 */
let t: TestApp;
let operations: Array<{ method: string; path: string; isPublic: boolean }>;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  operations = Object.entries(spec.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      })),
    );
});
afterAll(async () => {
  await t.close();
});

describe('every endpoint', () => {
  it('is listed in the OpenAPI description', () => {
    expect(operations.length).toBeGreaterThanOrEqual(11);
  });

  it('answers 401 without a token unless it is public', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => !o.isPublic)) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({
        method: op.method as 'GET',
        url,
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: { kaputt: true } }),
      });
      if (res.statusCode !== 401 || res.json().message !== 'Bitte melden Sie sich an.') {
        failures.push(`${op.method} ${op.path} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 for a revoked token too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/properties',
      headers: { authorization: 'Bearer x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
