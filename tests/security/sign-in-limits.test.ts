import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../src/server/db/schema.ts';
import {
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
} from '../../src/server/auth/login.ts';
import { CUSTOMER, EMPLOYEE, OTHER_CUSTOMER, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Sign-in limits: per account (username and e-mail are one account) and, with a larger budget,
 * per client address, counted atomically so parallel guesses cannot pass the limit.
 */
let t: TestApp;
let addressCounter = 0;
const freshAddress = () => `10.60.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const LOGIN_FAILED = 'Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.';
const TOO_MANY = 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.';

const attempt = (username: string, password: string, ip = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

/** Password checks are recorded in login_attempts; refused attempts never reach one. */
const passwordChecks = async (username: string) =>
  (await t.ctx.db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.username, username)))[0]!
    .n;

const afterWindow = () => {
  t.clock.now = new Date(t.clock.now.getTime() + LOGIN_WINDOW_MS + 1000);
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('per account', () => {
  it('locks an account after 5 wrong passwords from any addresses, with the spec messages, until the window has passed', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await attempt(CUSTOMER.username, 'falsch');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(LOGIN_FAILED);
    }
    const locked = await attempt(CUSTOMER.username, CUSTOMER.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(TOO_MANY);
    afterWindow();
    expect((await attempt(CUSTOMER.username, CUSTOMER.password)).statusCode).toBe(200);
  });

  it('counts username and e-mail address as one account', async () => {
    // The other landlord signs in as andere.vermieterin or andere@example.de.
    for (let i = 0; i < 3; i++)
      expect((await attempt(OTHER_CUSTOMER.username, 'falsch')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await attempt('ANDERE@example.de', 'falsch')).statusCode).toBe(401);
    expect((await attempt(OTHER_CUSTOMER.username, OTHER_CUSTOMER.password)).statusCode).toBe(429);
    expect((await attempt('andere@example.de', OTHER_CUSTOMER.password)).statusCode).toBe(429);
    afterWindow();
  });

  it('checks the password at most 5 times for 20 parallel wrong guesses', async () => {
    const before = await passwordChecks(EMPLOYEE.username);
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(EMPLOYEE.username, 'falsch')));
    const checked = answers.filter((r) => r.statusCode === 401);
    const locked = answers.filter((r) => r.statusCode === 429 && r.json().message === TOO_MANY);
    // On a loaded machine the password queue may turn a guess away unchecked (429 with Retry-After);
    // such a guess is neither checked nor counted, so it can never let a sixth check through.
    const busy = answers.filter((r) => r.statusCode === 429 && r.json().message !== TOO_MANY);
    for (const r of busy) expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(checked.length + locked.length + busy.length).toBe(20);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(checked.length + busy.length).toBeGreaterThanOrEqual(LOGIN_MAX_FAILURES);
    expect((await passwordChecks(EMPLOYEE.username)) - before).toBe(checked.length);
    afterWindow();
  });

  it('limits unknown usernames the same way, so answers reveal no accounts', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await attempt('gibt.es.nicht', 'x')).statusCode).toBe(401);
    const res = await attempt('gibt.es.nicht', 'x');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(TOO_MANY);
    afterWindow();
  });

  it('forgets earlier wrong passwords after a correct sign-in', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++)
      expect((await attempt(CUSTOMER.username, 'falsch')).statusCode).toBe(401);
    expect((await attempt(CUSTOMER.username, CUSTOMER.password)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++)
      expect((await attempt(CUSTOMER.username, 'falsch')).statusCode).toBe(401);
    expect((await attempt(CUSTOMER.username, CUSTOMER.password)).statusCode).toBe(200);
  });
});

describe('per client address', () => {
  it('never lets wrong guesses at one account block the correct sign-in of another from the same address', async () => {
    const address = freshAddress();
    await Promise.all(Array.from({ length: 60 }, () => attempt(CUSTOMER.username, 'falsch', address)));
    expect((await attempt(EMPLOYEE.username, EMPLOYEE.password, address)).statusCode).toBe(200);
    expect((await attempt(OTHER_CUSTOMER.username, OTHER_CUSTOMER.password, address)).statusCode).toBe(200);
    afterWindow();
  });

  it('closes an address that guesses across many accounts, and only that address', async () => {
    const address = freshAddress();
    for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES; i++)
      expect((await attempt(`konto${i}`, 'falsch', address)).statusCode).toBe(401);
    const closed = await attempt(EMPLOYEE.username, EMPLOYEE.password, address);
    expect(closed.statusCode).toBe(429);
    expect(closed.json().message).toBe(TOO_MANY);
    expect((await attempt(EMPLOYEE.username, EMPLOYEE.password)).statusCode).toBe(200);
    afterWindow();
    expect((await attempt(EMPLOYEE.username, EMPLOYEE.password, address)).statusCode).toBe(200);
  });

  it('does not count a refused address attempt against the account', async () => {
    const address = freshAddress();
    for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES; i++) await attempt(`streuung${i}`, 'falsch', address);
    for (let i = 0; i < 10; i++)
      expect((await attempt(CUSTOMER.username, 'falsch', address)).statusCode).toBe(429);
    // From elsewhere the account still has its whole budget.
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++)
      expect((await attempt(CUSTOMER.username, 'falsch')).statusCode).toBe(401);
    expect((await attempt(CUSTOMER.username, CUSTOMER.password)).statusCode).toBe(200);
    afterWindow();
  });

  it('lets any number of correct sign-ins through one shared address', async () => {
    const address = freshAddress();
    const users = [CUSTOMER, EMPLOYEE, OTHER_CUSTOMER];
    for (let i = 0; i < LOGIN_ADDRESS_MAX_FAILURES + 10; i++) {
      const user = users[i % users.length]!;
      expect((await attempt(user.username, user.password, address)).statusCode).toBe(200);
    }
  });
});
