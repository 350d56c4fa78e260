import { count, like, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHING_CONCURRENCY, hashPassword, passwordWork } from '../../src/server/auth/passwords.ts';
import { loginAttempts, rateLimitCounters, users } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * A sign-in storm of correct passwords: every request is answered (200, or 429 with Retry-After
 * and the German text when its answer would come too late), never 500, and a 429 counts nothing.
 */
let t: TestApp;
const STORM = 20;
const PASSWORD = 'Sturm-Passwort1';
const accounts = Array.from({ length: STORM }, (_, i) => `sturm${i}`);
const address = (i: number) => `10.70.0.${i + 1}`;
const BUSY =
  /^Gerade melden sich sehr viele Personen gleichzeitig an\. Bitte versuchen Sie es in (einer Sekunde|\d+ Sekunden) erneut\.$/;

const signIn = (username: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: PASSWORD },
    remoteAddress: ip,
  });

const storm = () => Promise.all(accounts.map((username, i) => signIn(username, address(i))));

const countOf = async (query: Promise<Array<{ n: number }>>) => (await query)[0]!.n;

/** Places taken in the sign-in budgets of every account and address. */
const loginHits = async () =>
  Number(
    (
      await t.ctx.db
        .select({ n: sum(rateLimitCounters.hits) })
        .from(rateLimitCounters)
        .where(like(rateLimitCounters.key, 'login:%'))
    )[0]!.n ?? 0,
  );

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(PASSWORD);
  await t.ctx.db
    .insert(users)
    .values(accounts.map((username) => ({ username, role: 'employee', passwordHash })));
});
afterAll(async () => {
  await t.close();
});

describe('20 concurrent correct sign-ins', () => {
  it('answers each with a session or with 429, Retry-After and the German text', async () => {
    const answers = await storm();
    for (const res of answers) expect([200, 429]).toContain(res.statusCode);
    const signedIn = answers.filter((res) => res.statusCode === 200);
    expect(signedIn.length).toBeGreaterThan(0);
    for (const res of signedIn) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.username).toBe(res.json().user.username);
    }
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json().message).toMatch(BUSY);
    }
  });

  it('refuses with 429 what cannot be checked in time, counts nothing for it, and signs in once there is room', async () => {
    const attemptsBefore = await countOf(t.ctx.db.select({ n: count() }).from(loginAttempts));
    const hitsBefore = await loginHits();
    // Every argon2 slot is taken by work that does not end until the test says so.
    const held = Array.from({ length: HASHING_CONCURRENCY }, () => passwordWork.admit('test'));
    expect(passwordWork.active).toBe(HASHING_CONCURRENCY);
    const answers = await storm();
    for (const place of held) place.release();

    for (const res of answers) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json().message).toMatch(BUSY);
    }
    // No password was checked: no attempt recorded, no budget of an account or address taken.
    expect(await countOf(t.ctx.db.select({ n: count() }).from(loginAttempts))).toBe(attemptsBefore);
    expect(await loginHits()).toBe(hitsBefore);

    const later = await signIn(accounts[0]!, address(0));
    expect(later.statusCode).toBe(200);
  });
});
