import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * A sign-up must not reveal whether an address has an account: before the answer, new, taken and
 * unconfirmed addresses run the same statements (and the same password hash); the login, the
 * token and the mail come only after the answer.
 */
let t: TestApp;
let statements: string[] = [];
let addressCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Drizzle reports every statement it sends to its logger; record them in order.
  const session = (t.ctx.db as unknown as { session: { logger: { logQuery(query: string): void } } }).session;
  session.logger = { logQuery: (query) => statements.push(query) };
});
afterAll(async () => {
  await t.close();
});

/** Statements run for one sign-up: those up to the answer, and those after it (ending with the mail). */
async function register(email: string) {
  statements = [];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      salutation: 'Herr',
      first_name: 'Paul',
      last_name: 'Probe',
      email,
      password: 'Gleiche-Arbeit1',
      accept_terms: true,
    },
    remoteAddress: `10.81.0.${++addressCounter}`,
  });
  // A counter's first hit in its window also prunes old counters; whether the address was asked
  // for before within the hour is the caller's own knowledge, not the account's.
  const beforeAnswer = statements.filter((s) => !s.startsWith('delete from "rate_limit_counters"'));
  await expect.poll(() => statements.some((s) => s.includes('"mail_outbox"'))).toBe(true);
  return { res, beforeAnswer, all: [...statements] };
}

describe('sign-up', () => {
  it('runs the same statements before answering for new, taken and unconfirmed addresses', async () => {
    const fresh = await register('ganz.neu@example.de');
    const taken = await register('andere@example.de');
    const pending = await register('ganz.neu@example.de');
    for (const r of [fresh, taken, pending]) {
      expect(r.res.statusCode).toBe(202);
      expect(r.res.body).toBe(fresh.res.body);
      expect(r.beforeAnswer).toEqual(fresh.beforeAnswer);
      expect(
        r.beforeAnswer.some((s) => s.includes('"user_tokens"') || s.startsWith('insert into "users"')),
      ).toBe(false);
    }
    // What tells them apart happens after the answer (the API tests check what it stores).
    expect(fresh.all.length).toBeGreaterThan(fresh.beforeAnswer.length);
  });
});
