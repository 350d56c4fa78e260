import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * A password-reset request must not reveal whether an account has the address: before the
 * answer, known and unknown addresses run the same statements; the token and the mail of a
 * known address come only after the answer.
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

/** Statements run for one request: those up to the answer, and those after it. */
async function reset(email: string) {
  statements = [];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/password-reset/request',
    payload: { email },
    remoteAddress: `10.80.0.${++addressCounter}`,
  });
  const beforeAnswer = [...statements];
  // The work after the answer ends with the mail in the outbox.
  await expect
    .poll(() => statements.some((s) => s.includes('"mail_outbox"')) || email.includes('niemand'))
    .toBe(true);
  return { res, beforeAnswer, all: [...statements] };
}

describe('password reset', () => {
  it('runs the same statements before answering for known and unknown addresses', async () => {
    const known = await reset('andere@example.de');
    const unknown = await reset('niemand@example.de');
    expect(known.res.statusCode).toBe(200);
    expect(unknown.res.statusCode).toBe(200);
    expect(known.res.body).toBe(unknown.res.body);
    expect(known.beforeAnswer).toEqual(unknown.beforeAnswer);
    expect(known.beforeAnswer.some((s) => s.includes('"user_tokens"'))).toBe(false);
    expect(known.all.some((s) => s.startsWith('insert into "user_tokens"'))).toBe(true);
    expect(unknown.all.some((s) => s.includes('"user_tokens"'))).toBe(false);
  });
});
