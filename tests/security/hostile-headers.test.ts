import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { errorTexts, requestTexts } from '../../src/domain/texts/index.ts';
import { loginAttempts } from '../../src/server/db/schema.ts';
import { ADMIN, createTestApp, type TestApp } from '../helpers/app.ts';
import { tableDigests } from '../helpers/db-digest.ts';

/**
 * The request headers the server reads itself: Authorization (the bearer token), Content-Type
 * (body parsing) and, behind a trusted proxy, X-Forwarded-For (the caller's address for sign-in
 * throttling and request limits). The app trusts any proxy here, the setting under which the
 * caller can write X-Forwarded-For itself.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

const wrongPassword = (forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: 'niemand', password: 'Falsch-Passwort1' },
  });

/** Sends raw bytes to the listening server, as a client that ignores HTTP would. */
function rawRequest(port: number, text: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });
}

const lastAttemptAddress = async () =>
  (await t.ctx.db.select().from(loginAttempts).orderBy(desc(loginAttempts.id)).limit(1))[0]?.ip;

describe('hostile headers', () => {
  it.each([
    ['NUL im Token', 'Bearer abc\u0000def'],
    ['Steuerzeichen im Token', 'Bearer \u0007\u001b'],
    ['100 kB Token', `Bearer ${'x'.repeat(100_000)}`],
    ['Bearer ohne Token', 'Bearer'],
    ['zwei Token', 'Bearer a b'],
    ['anderes Verfahren', 'Basic YWRtaW46QWRtaW4tUGFzc3dvcnQx'],
  ])('Authorization %s: 401 with the German message', async (_label, authorization) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: errorTexts.unauthorized });
  });

  it.each([
    ['application/x-www-form-urlencoded', 415, requestTexts.unsupportedMediaType],
    ['application/xml', 415, requestTexts.unsupportedMediaType],
    // Plain text is parsed as a string, which is not the object the route expects.
    ['text/plain', 400, 'Die Anfrage muss zusammengehörige Angaben enthalten.'],
  ])('Content-Type %s: %i with a German message, nothing stored', async (contentType, status, message) => {
    const before = await tableDigests(t.ctx.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': contentType },
      payload: JSON.stringify({ name: 'Anna', email: 'anna@example.de', message: 'Hallo' }),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await tableDigests(t.ctx.db)).toEqual(before);
  });

  it('answers broken JSON with 400 and a German message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Anna",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: requestTexts.invalidJson });
  });

  it('takes the caller address from X-Forwarded-For only when it is an IP address', async () => {
    expect((await wrongPassword('203.0.113.9')).statusCode).toBe(401);
    expect(await lastAttemptAddress()).toBe('203.0.113.9');

    // 8 kB of incompressible header text does not fit the attempt log's index (PostgreSQL 54000),
    // and header text never names a caller anyway.
    for (const forwardedFor of [randomBytes(6_000).toString('base64'), 'kein-ip', '203.0.113.9x']) {
      const res = await wrongPassword(forwardedFor);
      expect(res.statusCode).toBe(401);
      expect(await lastAttemptAddress()).toBe('127.0.0.1');
    }
  });

  it('still signs in through a proxy that forwards an invalid address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': randomBytes(6_000).toString('base64') },
      payload: ADMIN,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers requests the HTTP parser refuses with a German message', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    expect(
      await rawRequest(port, `GET /api/health?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`),
    ).toEqual({
      status: 431,
      body: { message: requestTexts.headersTooLarge },
    });
    expect(await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: a\r\nX-Test: a\u0000b\r\n\r\n')).toEqual(
      {
        status: 400,
        body: { message: requestTexts.malformedRequest },
      },
    );
    expect(await rawRequest(port, 'KAPUTT\r\n\r\n')).toEqual({
      status: 400,
      body: { message: requestTexts.malformedRequest },
    });
  });
});
