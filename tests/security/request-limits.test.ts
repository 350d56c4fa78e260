import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMIT } from '../../src/server/accounts/rate-limit.ts';
import { RESET_REQUEST_ACTION } from '../../src/server/accounts/request-password-reset.ts';
import { auditLog, userTokens } from '../../src/server/db/schema.ts';
import { CUSTOMER, bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The mail-sending endpoints and support tickets count requests atomically: many parallel
 * requests get exactly REQUEST_LIMIT answers through, on PostgreSQL as on the embedded database.
 */
let t: TestApp;
let addressCounter = 0;
const freshAddress = () => `10.70.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const PARALLEL = 20;
const TOO_MANY = 'Zu viele Anfragen. Bitte versuchen Sie es in einer Stunde erneut.';

const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

/** Sends the requests at once and answers how many got through and how many were refused. */
async function burst(send: (i: number) => Promise<{ statusCode: number; json(): { message?: string } }>) {
  const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => send(i)));
  const refused = answers.filter((a) => a.statusCode === 429);
  for (const a of refused) expect(a.json().message).toBe(TOO_MANY);
  return { ok: answers.filter((a) => a.statusCode === 200).length, refused: refused.length };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('parallel requests', () => {
  it('contact form: per caller address', async () => {
    const address = freshAddress();
    const result = await burst((i) =>
      post('/api/contact', { name: 'Eva', email: `eva${i}@example.de`, message: 'Hallo' }, address),
    );
    expect(result).toEqual({ ok: REQUEST_LIMIT, refused: PARALLEL - REQUEST_LIMIT });
  });

  it('contact form: per e-mail address', async () => {
    const result = await burst(() =>
      post('/api/contact', { name: 'Eva', email: 'Eva@Example.de', message: 'Hallo' }, freshAddress()),
    );
    expect(result).toEqual({ ok: REQUEST_LIMIT, refused: PARALLEL - REQUEST_LIMIT });
  });

  it('demo request: per caller address and per e-mail address', async () => {
    const address = freshAddress();
    const byAddress = await burst((i) =>
      post('/api/demo/request', { email: `demo${i}@example.de` }, address),
    );
    expect(byAddress).toEqual({ ok: REQUEST_LIMIT, refused: PARALLEL - REQUEST_LIMIT });
    const byEmail = await burst(() =>
      post('/api/demo/request', { email: 'demo@example.de' }, freshAddress()),
    );
    expect(byEmail).toEqual({ ok: REQUEST_LIMIT, refused: PARALLEL - REQUEST_LIMIT });
  });

  it('support ticket: per signed-in user', async () => {
    const token = await t.login(CUSTOMER);
    const result = await burst(() =>
      post(
        '/api/support',
        { from: 'vermieter@example.de', message: 'Frage zur Abrechnung', consent: true },
        freshAddress(),
        bearer(token),
      ),
    );
    expect(result).toEqual({ ok: REQUEST_LIMIT, refused: PARALLEL - REQUEST_LIMIT });
  });

  it('password reset: per caller address, and at most REQUEST_LIMIT links per account', async () => {
    const address = freshAddress();
    const byAddress = await burst((i) =>
      post('/api/password-reset/request', { email: `niemand${i}@example.de` }, address),
    );
    expect(byAddress).toEqual({ ok: REQUEST_LIMIT, refused: PARALLEL - REQUEST_LIMIT });

    const perAccount = await burst(() =>
      post('/api/password-reset/request', { email: 'andere@example.de' }, freshAddress()),
    );
    // The account limit is silent (the answer must not reveal the account): all answer 200 …
    expect(perAccount).toEqual({ ok: PARALLEL, refused: 0 });
    // … but only REQUEST_LIMIT links are issued.
    await expect
      .poll(async () => {
        const [row] = await t.ctx.db
          .select({ n: count() })
          .from(userTokens)
          .where(and(eq(userTokens.kind, 'reset'), eq(userTokens.userId, t.other.customerUserId)));
        return row!.n;
      })
      .toBe(REQUEST_LIMIT);
    const [audited] = await t.ctx.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, RESET_REQUEST_ACTION), eq(auditLog.entityId, String(t.other.customerUserId))),
      );
    expect(audited!.n).toBe(PARALLEL);
  });
});
