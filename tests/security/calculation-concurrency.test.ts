import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import { ADMIN, EMPLOYEE, bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { buildingOfSize } from '../fixtures/largest-building.ts';

/**
 * Bodies over 1 MiB on the calculation routes need a place: two per login and four in all in
 * flight. Without one they are refused at once with 503, `Retry-After` and a German message, before
 * they are read. Bodies that are still arriving hold their places, which makes the test
 * deterministic: it waits for the places to be taken, not for time to pass.
 */
let t: TestApp;
const tokens: Record<'admin' | 'employee' | 'customer', string> = { admin: '', employee: '', customer: '' };
const ids: Record<'admin' | 'employee', number> = { admin: 0, employee: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const roles = await t.loginRoles();
  Object.assign(tokens, { admin: roles.admin, employee: roles.employee, customer: roles.customer });
  for (const [role, login] of [
    ['admin', ADMIN],
    ['employee', EMPLOYEE],
  ] as const) {
    const [row] = await t.ctx.db.select().from(users).where(eq(users.username, login.username));
    ids[role] = row!.id;
  }
});
afterAll(async () => {
  await t.close();
});

const json = JSON.stringify(buildingOfSize({ units: 3, occupanciesPerUnit: 2, costs: 3 }));
/** A valid calculation request of 2 MiB (the building, then JSON whitespace). */
const large = Buffer.from(json + ' '.repeat(2 * 1024 * 1024 - json.length));

const calculate = (token: string, payload: string | Buffer | PassThrough, length?: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/calculate',
    headers: {
      ...bearer(token),
      'content-type': 'application/json',
      ...(length === undefined ? {} : { 'content-length': String(length) }),
    },
    payload,
  });

/** A large request whose body is still arriving: it holds its place until `finish`. */
function arriving(token: string) {
  const stream = new PassThrough();
  stream.write(large.subarray(0, 1024));
  const answer = calculate(token, stream, large.length);
  return {
    answer,
    finish: () => stream.end(large.subarray(1024)),
  };
}

describe('large calculation bodies in flight', () => {
  it('refuses a login its third large body and everyone the fifth with 503 and Retry-After', async () => {
    const admin = [arriving(tokens.admin), arriving(tokens.admin)];
    await expect.poll(() => t.ctx.largeBodies.inFlight(ids.admin)).toBe(2);

    const third = await calculate(tokens.admin, large);
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('5');
    expect(third.json().message).toBe(
      'Sie haben bereits 2 große Anfragen (über 1 MiB) in Bearbeitung. Bitte warten Sie, bis eine davon ' +
        'beantwortet ist, und versuchen Sie es in 5 Sekunden erneut.',
    );
    // Without a declared length the body is refused once it passes 1 MiB.
    const chunked = new PassThrough();
    const unsized = calculate(tokens.admin, chunked);
    chunked.end(large);
    expect((await unsized).statusCode).toBe(503);
    // Small bodies need no place.
    const small = await calculate(tokens.admin, json);
    expect(small.statusCode).toBe(200);
    expect(small.json().occupancies).toHaveLength(6);

    const employee = [arriving(tokens.employee), arriving(tokens.employee)];
    await expect.poll(() => t.ctx.largeBodies.inFlight()).toBe(4);
    const fifth = await calculate(tokens.customer, large);
    expect(fifth.statusCode).toBe(503);
    expect(fifth.headers['retry-after']).toBe('5');
    expect(fifth.json().message).toBe(
      'Der Server bearbeitet gerade zu viele große Anfragen. Bitte versuchen Sie es in 5 Sekunden erneut.',
    );
    expect((await calculate(tokens.customer, json)).statusCode).toBe(200);

    // Bodies that arrive complete are calculated, and their places are given back.
    for (const request of [...admin, ...employee]) request.finish();
    for (const request of [...admin, ...employee]) expect((await request.answer).statusCode).toBe(200);
    await expect.poll(() => t.ctx.largeBodies.inFlight()).toBe(0);
    const again = await calculate(tokens.admin, large);
    expect(again.statusCode).toBe(200);
    expect(again.json().occupancies).toHaveLength(6);
  });

  it('gives the place back when the client goes away before its body arrived', async () => {
    const stream = new PassThrough();
    stream.write(large.subarray(0, 1024));
    const answer = calculate(tokens.admin, stream, large.length);
    await expect.poll(() => t.ctx.largeBodies.inFlight(ids.admin)).toBe(1);
    stream.destroy(new Error('Verbindung abgebrochen'));
    await answer.catch(() => undefined);
    await expect.poll(() => t.ctx.largeBodies.inFlight(ids.admin)).toBe(0);
  });

  it('answers 413 above the route limit without taking a place', async () => {
    const res = await calculate(tokens.admin, '{}', 33 * 1024 * 1024);
    expect(res.statusCode).toBe(413);
    expect(t.ctx.largeBodies.inFlight()).toBe(0);
  });
});
