import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { IdParam } from '../../domain/schemas/common.ts';
import type { Db } from '../db/client.ts';
import { sessionRead, sessionReadValue } from './session-read.ts';

const key = { tokenHash: 'ab', now: '2026-11-29T00:00:00.000Z' };
const session = { sessionId: 1, userId: 2, username: 'u', email: null, role: 'customer' };
const db = {} as Db;
const request = (fields: Partial<FastifyRequest>) =>
  ({ routeOptions: { url: '/api/x/:id' }, ...fields }) as FastifyRequest;

describe('sessionRead', () => {
  const asked: unknown[] = [];
  const read = sessionRead({ params: IdParam }, async (_db, k, params) => {
    asked.push([k, params]);
    return { session, value: params.id * 10 };
  });

  it('asks its query with the parameters as the route validates them', async () => {
    expect(await read.run(db, key, request({ params: { id: '7' } }))).toEqual({ session, value: 70 });
    expect(asked).toEqual([[key, { id: 7 }]]);
  });

  it('gives null, without asking, for parameters the route refuses', () => {
    for (const id of ['abc', '0', '-1', '2147483648'])
      expect(read.run(db, key, request({ params: { id } }))).toBeNull();
    expect(asked).toHaveLength(1);
  });
});

describe('sessionReadValue', () => {
  const read = sessionRead({ params: IdParam }, async () => undefined);
  const other = sessionRead({ params: IdParam }, async () => undefined);

  it('gives what the declared read brought', () => {
    const req = request({ sessionReadResult: { read, value: 'wert' } });
    expect(sessionReadValue(req, read)).toBe('wert');
  });

  it('refuses a read the route did not declare or that did not run (a programming error)', () => {
    expect(() => sessionReadValue(request({ sessionReadResult: { read: other, value: 1 } }), read)).toThrow(
      '/api/x/:id: the route reads a session read it does not declare',
    );
    expect(() => sessionReadValue(request({ sessionReadResult: null }), read)).toThrow(/does not declare/);
  });
});
