import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInput } from '../../src/domain/billing/__fixtures__/sample.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
const tokens = { admin: '', customer: '', employee: '', tenant: '' };

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.loginRoles());
});
afterAll(async () => {
  await t.close();
});

function request(occupancy = '4') {
  return {
    ...sampleInput(),
    occupancy,
    landlord: {
      name: 'Hausverwaltung Sommer GmbH',
      address_lines: ['Karl-Liebknecht-Straße 45', '04275 Leipzig'],
      iban: 'DE12 8605 5592 1090 0123 45',
    },
    tenant: { name: 'Sophie Schäfer', address_lines: ['Lindenstraße 12', '04109 Leipzig'] },
    property: 'Lindenstraße 12, 04109 Leipzig',
    statement_date: '2025-03-14',
  };
}

const post = (payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/statement.pdf',
    payload,
    headers: token ? bearer(token) : {},
  });

describe('POST /api/billing/statement.pdf', () => {
  it.each(['admin', 'customer'] as const)('returns a PDF for %s', async (role) => {
    const res = await post(request(), tokens[role]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('401 without token, 403 for tenant, a PDF for employees', async () => {
    expect((await post(request())).statusCode).toBe(401);
    expect((await post(request(), tokens.tenant)).statusCode).toBe(403);
    expect((await post(request(), tokens.employee)).statusCode).toBe(200);
  });

  it('400 for an unknown occupancy or a vacancy', async () => {
    const unknown = await post(request('99'), tokens.admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('occupancy');
    const vacancy = await post(request('6'), tokens.admin);
    expect(vacancy.statusCode).toBe(400);
    expect(vacancy.json().message).toContain('Leerstand');
  });

  it('400 for invalid calculation input', async () => {
    const body = request();
    body.heating!.consumption_share_percent = 90;
    const res = await post(body, tokens.customer);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('heating.consumption_share_percent');
  });

  it('400 without landlord address block', async () => {
    const { landlord: _landlord, ...rest } = request();
    const res = await post(rest, tokens.customer);
    expect(res.statusCode).toBe(400);
  });
});
