import { beforeAll, afterAll, expect } from 'vitest';
import type { StatementsResponse } from '../../src/domain/schemas/statements.ts';
import { bearer, createTestApp, OTHER_CUSTOMER, type TestApp } from './app.ts';

/** The seeded demo year, whose statements the API tests make. */
export const STATEMENT_YEAR = 2025;

type Method = 'GET' | 'POST' | 'PUT';

export interface StatementsSuite {
  t: TestApp;
  tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
  otherCustomer: string;
  /** The demo landlord's Lindenstraße property. */
  propertyId: number;
}

/**
 * One app per test file for the statements API, after the demo year has ended, with a token per
 * role, another landlord's token and the demo property. Its fields are set in `beforeAll`.
 */
export function statementsSuite() {
  const suite = {} as StatementsSuite;
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    suite.t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const base = () => `/api/properties/${suite.propertyId}/statements`;
  const statements = async (token = suite.tokens.customer) => {
    const res = await call('GET', `${base()}?year=${STATEMENT_YEAR}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as StatementsResponse;
  };
  beforeAll(async () => {
    suite.t = await createTestApp();
    // The seeded demo year is last year; the statements are made after it ended.
    suite.t.clock.now = new Date('2026-03-02T10:00:00Z');
    suite.tokens = await suite.t.loginRoles();
    suite.otherCustomer = await suite.t.login(OTHER_CUSTOMER);
    suite.propertyId = (await call('GET', '/api/properties', suite.tokens.customer))
      .json()
      .find((p: { address: string }) => p.address.startsWith('Lindenstraße')).id;
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return { suite, call, base, statements };
}
