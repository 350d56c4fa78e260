import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoneyDe } from '../../src/domain/money.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Letters from the templates, filled from the stored data of the demo (its year before last is
 * finalized), each PDF read back as text: the figures must be those of the stored data.
 */
let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let propertyId: number;
let dir: string;
const finalizedYear = new Date().getFullYear() - 2;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

let pdfNo = 0;
/** One stored PDF of each template, for the picture check at the end. */
const samples = new Map<string, string>();
/** The stored PDF of a letter as text, whitespace collapsed. */
async function pdfText(letterId: number): Promise<string> {
  const res = await call('GET', `/api/letters/${letterId}/pdf`, tokens.customer);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const file = join(dir, `letter-${++pdfNo}.pdf`);
  writeFileSync(file, res.rawPayload);
  const template = (await call('GET', `/api/letters/${letterId}`, tokens.customer)).json().template as string;
  if (!samples.has(template)) samples.set(template, file);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ');
}

const create = (body: object, token = tokens.customer, property = propertyId) =>
  call('POST', `/api/properties/${property}/letters`, token, body);

let moveInNo = 0;
/** A tenancy of the demo property moved in on `moveIn`. */
async function tenancy(moveIn: string, extra: object = {}): Promise<number> {
  const res = await call('POST', `/api/customer/properties/${propertyId}/tenants`, tokens.customer, {
    salutation: 'Herr',
    first_name: 'Karl',
    last_name: `Kündig${++moveInNo}`,
    floor: `Briefe ${moveInNo}`,
    move_in: moveIn,
    delivery_method: 'post',
    street_house_no: 'Lindenstraße 12',
    zipcode: '04109',
    city: 'Leipzig',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

interface Statement {
  tenant_id: number;
  name: string;
  balance_cents: number;
  new_monthly_advance_cents: number | null;
}

let statements: Statement[];
let tenantsById: Map<number, { id: number; last_name: string; annual_advance_cents: number | null }>;

beforeAll(async () => {
  t = await createTestApp({}, { demoStatements: true });
  tokens = await t.loginRoles();
  dir = mkdtempSync(join(tmpdir(), 'letters-'));
  const properties = (await call('GET', '/api/properties', tokens.customer)).json() as Array<{
    id: number;
    address: string;
  }>;
  propertyId = properties.find((p) => p.address.startsWith('Lindenstraße'))!.id;
  const res = await call(
    'GET',
    `/api/properties/${propertyId}/statements?year=${finalizedYear}`,
    tokens.customer,
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('finalized');
  statements = res.json().statements as Statement[];
  const list = (await call('GET', `/api/properties/${propertyId}/tenants`, tokens.customer)).json() as Array<{
    id: number;
    last_name: string;
    annual_advance_cents: number | null;
  }>;
  tenantsById = new Map(list.map((x) => [x.id, x]));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/letter-templates', () => {
  it('lists the ten templates with their fields for landlords, employees and admins', async () => {
    for (const token of [tokens.customer, tokens.employee, tokens.admin]) {
      const res = await call('GET', '/api/letter-templates', token);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{
        id: string;
        title: string;
        fields: Array<{ name: string; type: string; required: boolean; options?: unknown[] }>;
      }>;
      expect(list).toHaveLength(10);
      const termination = list.find((x) => x.id === 'termination')!;
      expect(termination.title).toMatch(/Kündigung/);
      expect(termination.fields.find((f) => f.name === 'party')).toMatchObject({
        type: 'choice',
        required: true,
      });
      expect(termination.fields.find((f) => f.name === 'party')?.options).toHaveLength(2);
    }
    expect((await call('GET', '/api/letter-templates', tokens.tenant)).statusCode).toBe(403);
    expect((await call('GET', '/api/letter-templates')).statusCode).toBe(401);
  });
});

describe('advance adjustment from the finalized statement', () => {
  it('names old and new monthly advance to the cent', async () => {
    const s = statements.find(
      (x) => x.new_monthly_advance_cents !== null && tenantsById.get(x.tenant_id)?.annual_advance_cents,
    )!;
    expect(s).toBeDefined();
    const res = await create({ template: 'advance-payment', tenant_id: s.tenant_id, fields: {} });
    expect(res.statusCode, res.body).toBe(201);
    const letter = res.json();
    expect(letter).toMatchObject({
      template: 'advance-payment',
      tenant_id: s.tenant_id,
      channel: null,
      sent_at: null,
      opened_at: null,
    });
    expect(Array.isArray(letter.problems)).toBe(true);
    const text = await pdfText(letter.id);
    const annual = tenantsById.get(s.tenant_id)!.annual_advance_cents!;
    expect(text).toContain(formatMoneyDe(s.new_monthly_advance_cents!, 'plain'));
    expect(text).toContain(formatMoneyDe(Math.round(annual / 12), 'plain'));
    expect(text).toContain(String(finalizedYear));
    expect(text).toContain('keine Rechtsberatung');
  });

  it('409 in German for a year that is not finalized', async () => {
    const s = statements[0]!;
    const res = await create({
      template: 'advance-payment',
      tenant_id: s.tenant_id,
      fields: { statement_year: finalizedYear + 1 },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('abgeschlossene Abrechnung');
  });
});

describe('termination', () => {
  it('computes the notice date for tenancies of 4, 6 and 9 years', async () => {
    t.clock.now = new Date('2026-11-27T10:00:00Z');
    const cases: Array<[string, string]> = [
      ['2022-06-01', '28.02.2027'],
      ['2020-06-01', '31.05.2027'],
      ['2017-06-01', '31.08.2027'],
    ];
    for (const [moveIn, end] of cases) {
      const tenantId = await tenancy(moveIn);
      const res = await create({
        template: 'termination',
        tenant_id: tenantId,
        fields: {
          party: 'landlord',
          receipt_date: '2026-12-02',
          reasons: [
            { reason: 'own_use', details: 'Die Wohnung wird für die Tochter des Vermieters benötigt.' },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await pdfText(res.json().id)).toContain(end);
    }
  });

  it('refuses an end too early naming the earliest valid one', async () => {
    t.clock.now = new Date('2026-11-27T10:00:00Z');
    const tenantId = await tenancy('2017-06-01');
    const res = await create({
      template: 'termination',
      tenant_id: tenantId,
      fields: {
        party: 'landlord',
        receipt_date: '2026-12-02',
        end_date: '2027-02-28',
        reasons: [{ reason: 'own_use', details: 'Eigenbedarf der Tochter.' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Das gewünschte Ende ist zu früh. Nach § 573c BGB endet das Mietverhältnis frühestens am 31.08.2027.',
    );
  });

  it('refuses a landlord’s termination without reason', async () => {
    const tenantId = await tenancy('2017-06-01');
    const res = await create({ template: 'termination', tenant_id: tenantId, fields: { party: 'landlord' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('§ 573 BGB');
  });
});

describe('rent increase', () => {
  it('states the new rent and refuses the cap and the waiting period', async () => {
    t.clock.now = new Date('2026-11-27T10:00:00Z');
    const tenantId = await tenancy('2018-01-01', { area_m2: 60 });
    const base = {
      variant: 'comparative',
      current_rent: '500.00',
      rent_unchanged_since: '2021-01-01',
      comparative_rent_per_sqm: '11.00',
      area_m2: 60,
      mietspiegel: 'Mietspiegel Leipzig 2025',
      receipt_date: '2026-12-02',
    };
    const capped = await create({
      template: 'rent-increase',
      tenant_id: tenantId,
      fields: { ...base, new_rent: 650 },
    });
    expect(capped.statusCode).toBe(400);
    expect(capped.json().message).toContain('Höchstens zulässig sind 600,00');

    const early = await create({
      template: 'rent-increase',
      tenant_id: tenantId,
      fields: { ...base, rent_unchanged_since: '2026-06-01', rent_three_years_ago: '450.00', new_rent: 540 },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('15 Monate');

    const ok = await create({
      template: 'rent-increase',
      tenant_id: tenantId,
      fields: { ...base, new_rent: '580.00' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const text = await pdfText(ok.json().id);
    expect(text).toContain('580,00');
    expect(text).toContain('500,00');
    expect(text).toContain('Mietspiegel Leipzig 2025');
  });
});

describe('payment request', () => {
  it('asks for the statement’s back-payment with a GiroCode when the account is stored', async () => {
    const s = statements.find((x) => x.balance_cents > 0)!;
    expect(s).toBeDefined();
    const account = await call('PUT', `/api/properties/${propertyId}/bank-account`, tokens.customer, {
      iban: 'DE89370400440532013000',
      account_holder: 'Demo Vermietung',
    });
    expect(account.statusCode, account.body).toBe(200);
    const res = await create({
      template: 'payment-request',
      tenant_id: s.tenant_id,
      fields: { reason: 'statement', statement_year: finalizedYear },
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = await pdfText(res.json().id);
    expect(text).toContain(formatMoneyDe(s.balance_cents, 'plain'));
    expect(text).toContain('DE89');
    expect(text).toContain('GiroCode');
  });

  it('refuses a request when nothing is owed', async () => {
    // A tenancy that moved in after the statement's year has no back-payment in it.
    const tenantId = await tenancy(`${finalizedYear + 2}-01-01`);
    const res = await create({
      template: 'payment-request',
      tenant_id: tenantId,
      fields: { reason: 'statement', statement_year: finalizedYear },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Es ist kein offener Betrag vorhanden; eine Zahlungsaufforderung entfällt.',
    );
  });
});

describe('the other templates', () => {
  it('renders warning, applicant’s form, house rules, rental agreement and annual plan with their data', async () => {
    const tenantId = statements[0]!.tenant_id;
    const cases: Array<[string, object, string[]]> = [
      [
        'warning',
        {
          breach: 'Wiederholte Ruhestörung nach 22 Uhr',
          breach_date: '2026-11-20',
          demand: 'Bitte halten Sie die Ruhezeiten ein.',
          consequence: 'ordinary',
        },
        ['Wiederholte Ruhestörung nach 22 Uhr', '20.11.2026'],
      ],
      ['tenant-disclosure', { dwelling: 'Whg. 2 rechts' }, ['Whg. 2 rechts']],
      ['house-rules', { quiet_hours: '22:00 bis 6:00 Uhr' }, ['22:00 bis 6:00 Uhr', 'Lindenstraße']],
      [
        'rental-agreement',
        {
          start_date: '2027-01-01',
          net_rent: '660.00',
          deposit: 1980,
          advances: [
            { cost_group: 'Betriebskosten', amount: '150.00' },
            { cost_group: 'Heizkosten', amount: 90 },
          ],
        },
        ['660,00', '1.980,00', '900,00'],
      ],
      ['annual-plan', { year: finalizedYear + 3 }, [String(finalizedYear + 3)]],
    ];
    for (const [template, fields, expected] of cases) {
      const res = await create({ template, tenant_id: tenantId, fields });
      expect(res.statusCode, `${template}: ${res.body}`).toBe(201);
      const text = await pdfText(res.json().id);
      for (const e of expected) expect(text, template).toContain(e);
      expect(text).toContain('keine Rechtsberatung');
    }
  });

  it('refuses a deposit above three net rents', async () => {
    const res = await create({
      template: 'rental-agreement',
      tenant_id: statements[0]!.tenant_id,
      fields: { start_date: '2027-01-01', net_rent: 500, deposit: 1600 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('1.500,00');
  });
});

describe('validation', () => {
  it('answers 400 in German for a missing field, an unknown template or broken fields', async () => {
    const tenantId = statements[0]!.tenant_id;
    const missing = await create({ template: 'warning', tenant_id: tenantId, fields: { breach: 'Lärm' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Bitte „.+“ angeben\.$/);
    const unknown = await create({ template: 'brief', tenant_id: tenantId, fields: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Vorlage');
    const notObject = await create({ template: 'warning', tenant_id: tenantId, fields: 'x' });
    expect(notObject.statusCode).toBe(400);
    const noTenant = await create({ template: 'house-rules', fields: {} });
    expect(noTenant.statusCode).toBe(400);
    expect(noTenant.json().message).toMatch(/Mieter/);
  });

  it('a tenant of another property is not found', async () => {
    const res = await create({ template: 'house-rules', tenant_id: t.other.tenantId, fields: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Dieser Mieter gehört nicht zu dieser Immobilie.');
  });
});

describe('access', () => {
  it('employees write for the customer; other customers, tenants and strangers do not get in', async () => {
    const tenantId = statements[0]!.tenant_id;
    const body = { template: 'house-rules', tenant_id: tenantId, fields: {} };
    const byEmployee = await create(body, tokens.employee);
    expect(byEmployee.statusCode, byEmployee.body).toBe(201);
    const id = byEmployee.json().id as number;
    expect((await create(body, tokens.tenant)).statusCode).toBe(403);
    expect((await call('POST', `/api/properties/${propertyId}/letters`, undefined, body)).statusCode).toBe(
      401,
    );

    const other = await t.login({ username: 'andere.vermieterin', password: 'Andere-Passwort1' });
    expect((await create(body, other)).statusCode).toBe(404);
    for (const url of [
      `/api/letters/${id}`,
      `/api/letters/${id}/pdf`,
      `/api/properties/${propertyId}/letters`,
    ]) {
      expect((await call('GET', url, other)).statusCode, url).toBe(404);
      expect((await call('GET', url, tokens.tenant)).statusCode, url).toBe(403);
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, tokens.admin)).statusCode, url).toBe(200);
    }
    expect((await call('GET', '/api/letters/999999', tokens.customer)).statusCode).toBe(404);
  });

  it('GET /api/letters/{id}/pdf names the file in German and is not sniffed', async () => {
    const res = await create({ template: 'house-rules', tenant_id: statements[0]!.tenant_id, fields: {} });
    const pdf = await call('GET', `/api/letters/${res.json().id}/pdf`, tokens.customer);
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename=".*Hausordnung.*\.pdf"; filename\*=UTF-8''/,
    );
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const record = await call('GET', `/api/letters/${res.json().id}`, tokens.customer);
    expect(record.json()).toMatchObject({
      id: res.json().id,
      template: 'house-rules',
      property_id: propertyId,
    });
  });
});

describe('the property’s letters', () => {
  it('are listed newest first, paged, with the total in X-Total-Count', async () => {
    const all = await call('GET', `/api/properties/${propertyId}/letters`, tokens.customer);
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThan(5);
    const rows = all.json() as Array<{ id: number; created_at: string }>;
    expect(rows).toHaveLength(total);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.created_at >= rows[i]!.created_at).toBe(true);
    const page = await call('GET', `/api/properties/${propertyId}/letters?limit=2&offset=1`, tokens.customer);
    expect(page.json().map((r: { id: number }) => r.id)).toEqual(rows.slice(1, 3).map((r) => r.id));
    expect(page.headers['x-total-count']).toBe(String(total));
    const bad = await call('GET', `/api/properties/${propertyId}/letters?limit=0`, tokens.customer);
    expect(bad.statusCode).toBe(400);
  });
});

describe('handover protocol from the demo dwelling', () => {
  it('lists the dwelling’s meters with the entered reading and signature fields', async () => {
    const tenantId = statements[0]!.tenant_id;
    const tenant = (await call('GET', `/api/properties/${propertyId}/tenants`, tokens.customer))
      .json()
      .find((x: { id: number }) => x.id === tenantId) as { dwelling_id: number | null };
    const meters = (
      await call('GET', `/api/meters?property_id=${propertyId}`, tokens.customer)
    ).json() as Array<{
      id: number;
      meter_number: string;
      dwelling_id: number | null;
      tenant_id: number | null;
    }>;
    const own = meters.filter((m) =>
      m.dwelling_id !== null ? m.dwelling_id === tenant.dwelling_id : m.tenant_id === tenantId,
    );
    expect(own.length).toBeGreaterThan(0);
    const first = own[0]!;
    const readings = (
      await call('GET', `/api/meters/${first.id}/readings`, tokens.customer)
    ).json() as Array<{
      reading_value: string;
    }>;
    const highest = Math.max(0, ...readings.map((r) => Number(r.reading_value)));
    const value = (Math.floor(highest) + 7).toFixed(3);
    const today = new Date().toISOString().slice(0, 10);
    const res = await create({
      template: 'handover-protocol',
      tenant_id: tenantId,
      fields: {
        kind: 'move_out',
        handover_date: today,
        attendees: 'Vermieterin und Mieter',
        rooms: [
          { name: 'Küche', condition: 'gut', defects: 'Kratzer an der Arbeitsplatte' },
          { name: 'Bad', condition: 'gut' },
        ],
        keys: [{ kind: 'Wohnungstür', count: 2 }],
        readings: [{ meter_id: first.id, value }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = await pdfText(res.json().id);
    expect(text).toContain(first.meter_number);
    expect(text).toContain(Number(value).toLocaleString('de-DE', { maximumFractionDigits: 3 }));
    expect(text).toContain('Unterschrift Mieter');
    expect(text).toContain('Kratzer an der Arbeitsplatte');
  });
});

describe('the PDFs as pictures', () => {
  it('every template’s sample renders to PNG (LETTER_PNG_DIR keeps them for a look)', async () => {
    expect([...samples.keys()].sort()).toEqual([
      'advance-payment',
      'annual-plan',
      'handover-protocol',
      'house-rules',
      'payment-request',
      'rent-increase',
      'rental-agreement',
      'tenant-disclosure',
      'termination',
      'warning',
    ]);
    const out = process.env.LETTER_PNG_DIR ?? dir;
    for (const [template, file] of samples) {
      execFileSync('pdftoppm', ['-r', '70', '-png', file, join(out, template)]);
      const first = readdirSync(out).find((f) => f.startsWith(`${template}-`) && f.endsWith('.png'));
      expect(first, template).toBeDefined();
      expect(statSync(join(out, first!)).size, template).toBeGreaterThan(5_000);
    }
  });
});
