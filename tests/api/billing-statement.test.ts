import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInput } from '../fixtures/billing/sample.ts';
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

  it('prints the details sent with the request: greeting, heating invoices, meters, comparison', async () => {
    const body = {
      ...request(),
      details: {
        salutation: 'Frau',
        first_name: 'Sophie',
        last_name: 'Schäfer',
        previous_monthly_advance_cents: 22_000,
        heating_costs: {
          items: [
            { name: 'Brennstoffkosten Erdgas', amount_cents: 773_560, is_fuel: true },
            { name: 'Wartung Heizungsanlage', amount_cents: 38_900 },
          ],
          fuel_kwh: 66_000,
        },
        meters: [
          {
            meter_number: 'WW-3-88120',
            meter_type: 'Warmwasserzähler',
            unit: 'm³',
            start: { date: '2024-05-31', value: '45.12', source: 'interpolated' },
            end: { date: '2024-12-31', value: 56.97, source: 'estimated' },
            consumption: 11.85,
            exchange: false,
          },
        ],
        comparison: [
          { kind: 'hot_water', unit: 'm³', current: 11.85, previous_year: null, property_average: '10.9' },
        ],
      },
    };
    const res = await post(body, tokens.customer);
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'statement-api-'));
    try {
      const file = join(dir, 'abrechnung.pdf');
      writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ');
      expect(text).toContain('Sehr geehrte Frau Schäfer,');
      expect(text).toContain('Brennstoffverbrauch laut Rechnung: 66.000 kWh');
      expect(text).toContain('WW-3-88120');
      expect(text).toContain('45,12 m³ 56,97 m³ umgerechnet geschätzt, §9a HeizkostenV');
      expect(text).toContain('Warmwasser 11,85 m³ nicht verfügbar 10,9 m³');
      expect(text).toContain('Bisherige monatliche Vorauszahlung 220,00 €');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('400 in German for wrong details, naming the field', async () => {
    const res = await post(
      {
        ...request(),
        details: {
          meters: [
            {
              meter_number: 'WW-1',
              meter_type: 'Warmwasserzähler',
              unit: 'm³',
              start: { date: '2024-01-01', value: 1, source: 'vermutet' },
              end: null,
              consumption: null,
            },
          ],
        },
      },
      tokens.customer,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('details.meters.0.start.source');
    expect(res.json().message).toMatch(
      /^Das Feld „Quelle“ .*muss einer der Werte read, interpolated, estimated, unchanged sein\.$/,
    );
    const negative = await post(
      { ...request(), details: { previous_monthly_advance_cents: -5 } },
      tokens.customer,
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(
      'Das Feld „Bisherige monatliche Vorauszahlung (Cent)“ darf nicht negativ sein.',
    );
  });
});
