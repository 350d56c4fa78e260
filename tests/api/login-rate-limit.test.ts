import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER, EMPLOYEE, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const attempt = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

describe('sign-in protection', () => {
  it('locks a username after 5 failures within 15 minutes, then lets the right password in again', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt(CUSTOMER.username, 'falsch', `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await attempt(CUSTOMER.username, CUSTOMER.password, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    );
    t.clock.now = new Date(t.clock.now.getTime() + 15 * 60_000 + 1000);
    expect((await attempt(CUSTOMER.username, CUSTOMER.password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('locks an address after 5 failures across usernames', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt(`unbekannt${i}`, 'falsch', '10.2.0.1')).statusCode).toBe(401);
    expect((await attempt(EMPLOYEE.username, EMPLOYEE.password, '10.2.0.1')).statusCode).toBe(429);
    expect((await attempt(EMPLOYEE.username, EMPLOYEE.password, '10.2.0.2')).statusCode).toBe(200);
  });
});
