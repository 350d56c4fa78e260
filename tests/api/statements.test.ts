import { gunzipSync } from 'node:zlib';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  billingYears,
  statementDeliveries,
  statementDocuments,
  tenants,
} from '../../src/server/db/schema.ts';
import type { StatementsResponse } from '../../src/domain/schemas/statements.ts';
import { OTHER_TENANT, type TestApp } from '../helpers/app.ts';
import { STATEMENT_YEAR, statementsSuite, type StatementsSuite } from '../helpers/statements-suite.ts';

const { suite, call, base, statements } = statementsSuite();
const YEAR = STATEMENT_YEAR;
let t: TestApp;
let tokens: StatementsSuite['tokens'];
let otherCustomer: string;
let propertyId: number;
beforeAll(() => {
  ({ t, tokens, otherCustomer, propertyId } = suite);
});
const settings = {
  year: YEAR,
  heating_consumption_share_percent: 70,
  hot_water_consumption_share_percent: 70,
  fixed_split: 'degree_days',
  time_split: 'days',
  vacancy_persons: null,
  remote_readable: null,
  monthly_information_given: null,
};
/** What GET answers for a year without stored settings: the defaults of the later rules too. */
const ruleDefaults = {
  building: null,
  co2_building_type: 'residential',
  co2_restriction: 'none',
  co2_information_given: null,
  apply_tenant_reductions: true,
  user_groups: null,
  service_result: null,
  hot_water: null,
  water_basis: 'total',
  heating_exempt: false,
  fixed_basis: 'area',
  recording_defect: null,
  // Without bookings of the year on the property's account the advances are credited as agreed.
  advances: 'agreed',
  advances_chosen: null,
};

/** Local file headers of a ZIP: its entries' names in order. */
function zipNames(zip: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 30, at + 30 + nameLength).toString('utf8'));
    expect(zip.subarray(at + 30 + nameLength + extra, at + 34 + nameLength + extra).toString()).toBe('%PDF');
    at += 30 + nameLength + extra + size;
  }
  return names;
}

describe('statements of an open year', () => {
  it('answers 401 without a token, 403 to tenants, 404 for another customer and 400 for a bad year', async () => {
    expect((await call('GET', `${base()}?year=${YEAR}`)).statusCode).toBe(401);
    expect((await call('GET', `${base()}?year=${YEAR}`, tokens.tenant)).statusCode).toBe(403);
    const other = await call('GET', `${base()}?year=${YEAR}`, otherCustomer);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Liegenschaft nicht gefunden.');
    const bad = await call('GET', `${base()}?year=19`, tokens.customer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Bitte ein Abrechnungsjahr zwischen 2000 und 2100 angeben.');
    expect(
      (
        await call(
          'GET',
          `/api/properties/${t.other.propertyId}/statements.zip?year=${YEAR}`,
          tokens.customer,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `${base()}/1.pdf?year=${YEAR}`, otherCustomer)).statusCode).toBe(404);
  });

  it('computes every tenant’s statement from the stored data, allocating every cent', async () => {
    const r = await statements();
    expect(r).toMatchObject({ property_id: propertyId, year: YEAR, status: 'open', finalized_at: null });
    expect(r.period).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(r.deadline).toBe('2026-12-31');
    expect(r.checks.filter((c) => c.level === 'error')).toEqual([]);
    expect(r.entered_cents).toBe(r.allocated_cents);
    expect(r.statements.length).toBeGreaterThan(3);
    const tenantsTotal = r.statements.reduce((s, x) => s + x.total_cents + x.co2_credit_cents, 0);
    // Every cent is borne by a tenant, the landlord's vacancies or the non-allocable part.
    const landlord = r.landlord.vacancy_cents + r.landlord.non_allocable_cents + r.landlord.reductions_cents;
    expect(tenantsTotal + landlord).toBeGreaterThan(0);
    for (const s of r.statements) {
      expect(s.balance_cents).toBe(s.total_cents - s.advance_payments_cents);
      expect(s.lines.reduce((sum, l) => sum + l.share_cents, 0)).toBeGreaterThan(0);
      expect(s.details.meters.length).toBeGreaterThan(0);
      for (const m of s.details.meters) expect(m.end?.source).toBe('read');
    }
    // Employees prepare statements too; admins see all.
    expect((await statements(tokens.employee)).statements.length).toBe(r.statements.length);
    expect((await statements(tokens.admin)).entered_cents).toBe(r.entered_cents);
  });

  it('renders one tenant’s PDF and a ZIP with every tenant and answers 404 for a tenant not in the year', async () => {
    const r = await statements();
    const first = r.statements[0]!;
    const pdf = await call('GET', `${base()}/${first.tenant_id}.pdf?year=${YEAR}`, tokens.customer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Abrechnung_2025_/);

    const missing = await call('GET', `${base()}/${t.other.tenantId}.pdf?year=${YEAR}`, tokens.customer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Dieser Mieter hat in diesem Jahr keine Abrechnung.');

    const zip = await call('GET', `${base()}.zip?year=${YEAR}`, tokens.customer);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = zipNames(zip.rawPayload);
    expect(names.filter((n) => n.startsWith('Abrechnung_2025_'))).toHaveLength(r.statements.length);
    expect(names.at(-1)).toBe('Uebersicht_2025.pdf');
  });

  it('stores the settings per year, checks them and refuses bad input without changing anything', async () => {
    expect((await call('GET', `${base()}/settings?year=${YEAR}`, tokens.customer)).json()).toEqual({
      ...settings,
      ...ruleDefaults,
      year: undefined,
    });
    const bad = await call('PUT', `${base()}/settings`, tokens.customer, {
      ...settings,
      heating_consumption_share_percent: 101,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('zwischen 0 und 100');
    const saved = await call('PUT', `${base()}/settings`, tokens.customer, {
      ...settings,
      heating_consumption_share_percent: 80,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().heating_consumption_share_percent).toBe(80);
    const r = await statements();
    expect(r.checks).toContainEqual({
      level: 'error',
      message:
        'Der Verbrauchsanteil der Heizkosten beträgt 80 %; nach §§7, 8 HeizkostenV muss er zwischen 50 und 70 % ' +
        'liegen (0 % nur, wenn ohne Verbrauchserfassung abgerechnet wird).',
      field: 'settings.heating_consumption_share_percent',
    });
    const blocked = await call('POST', `${base()}/finalize`, tokens.customer, { year: YEAR });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('Der Verbrauchsanteil der Heizkosten beträgt 80 %');
    expect((await call('PUT', `${base()}/settings`, tokens.customer, settings)).statusCode).toBe(200);
    expect((await call('PUT', `${base()}/settings`, otherCustomer, settings)).statusCode).toBe(404);
  });

  it('stores the water basis (total or cold), keeps it when left out and refuses another value in German', async () => {
    const cold = await call('PUT', `${base()}/settings`, tokens.customer, {
      ...settings,
      water_basis: 'cold',
    });
    expect(cold.statusCode).toBe(200);
    expect(cold.json().water_basis).toBe('cold');
    // Left out: the stored value stays.
    expect((await call('PUT', `${base()}/settings`, tokens.customer, settings)).json().water_basis).toBe(
      'cold',
    );
    const bad = await call('PUT', `${base()}/settings`, tokens.customer, {
      ...settings,
      water_basis: 'warm',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Bitte als Grundlage der Wasserkosten „Kalt- und Warmwasser“ (total) oder „nur Kaltwasser“ (cold) wählen.',
    );
    expect((await call('GET', `${base()}/settings?year=${YEAR}`, tokens.customer)).json().water_basis).toBe(
      'cold',
    );
    const back = await call('PUT', `${base()}/settings`, tokens.customer, {
      ...settings,
      water_basis: 'total',
    });
    expect(back.json().water_basis).toBe('total');
  });

  it('warns about manual heat meters with the 3 % at stake, and applies the cut when the duty is known to be missed', async () => {
    await call('PUT', `${base()}/settings`, tokens.customer, {
      ...settings,
      monthly_information_given: false,
    });
    const r = await statements();
    const warning = r.checks.find((c) => c.field === 'settings.monthly_information_given');
    expect(warning?.level).toBe('warning');
    expect(warning?.message).toMatch(/ist abgezogen\.$/);
    expect(r.landlord.reductions_cents).toBeGreaterThan(0);
    await call('PUT', `${base()}/settings`, tokens.customer, settings);
  });

  it('deliver answers 409 while the year is open', async () => {
    const res = await call('POST', `${base()}/deliver`, tokens.customer, { year: YEAR });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Die Abrechnung 2025 ist noch nicht abgeschlossen; erst dann kann sie versendet werden.',
    );
  });
});

describe('finalizing, delivering and reopening', () => {
  let before: StatementsResponse;
  let pdfBefore: Buffer;

  it('refuses tenants and reopening by non-admins', async () => {
    expect((await call('POST', `${base()}/finalize`, tokens.tenant, { year: YEAR })).statusCode).toBe(403);
    expect((await call('POST', `${base()}/finalize`, otherCustomer, { year: YEAR })).statusCode).toBe(404);
    expect((await call('POST', `${base()}/finalize`)).statusCode).toBe(401);
    expect((await call('POST', `${base()}/reopen`, tokens.customer, { year: YEAR })).statusCode).toBe(403);
    const notClosed = await call('POST', `${base()}/reopen`, tokens.admin, { year: YEAR });
    expect(notClosed.statusCode).toBe(409);
  });

  it('finalizes once and freezes the result and the PDFs', async () => {
    before = await statements();
    const res = await call('POST', `${base()}/finalize`, tokens.customer, { year: YEAR });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'finalized', finalized_at: '2026-03-02T10:00:00.000Z' });
    const again = await call('POST', `${base()}/finalize`, tokens.customer, { year: YEAR });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Die Abrechnung 2025 ist bereits abgeschlossen.');

    const [docs] = await t.ctx.db
      .select({ n: count() })
      .from(statementDocuments)
      .where(and(eq(statementDocuments.propertyId, propertyId), eq(statementDocuments.year, YEAR)));
    // One per tenant and the landlord's summary.
    expect(docs!.n).toBe(before.statements.length + 1);
    const first = before.statements[0]!;
    pdfBefore = (await call('GET', `${base()}/${first.tenant_id}.pdf?year=${YEAR}`, tokens.customer))
      .rawPayload;

    // Later changes to a tenant do not alter the finalized statements.
    await t.ctx.db.update(tenants).set({ areaM2: '999.00' }).where(eq(tenants.id, first.tenant_id));
    t.clock.now = new Date('2026-03-02T11:00:00Z');
    const after = await statements();
    expect(after.status).toBe('finalized');
    expect(after.finalized_at).toBe('2026-03-02T10:00:00.000Z');
    expect(after.statements).toEqual(before.statements);
    // Stored gzip-compressed (the json column stays empty), exactly the answer the API gives.
    const [stored] = await t.ctx.db
      .select({ result: billingYears.result, gzip: billingYears.resultGzip })
      .from(billingYears)
      .where(and(eq(billingYears.propertyId, propertyId), eq(billingYears.year, YEAR)));
    expect(stored!.result).toBeNull();
    expect(JSON.parse(gunzipSync(stored!.gzip!).toString('utf8'))).toEqual(after);
    const pdfAfter = (await call('GET', `${base()}/${first.tenant_id}.pdf?year=${YEAR}`, tokens.customer))
      .rawPayload;
    expect(Buffer.compare(pdfAfter, pdfBefore)).toBe(0);

    const zip = await call('GET', `${base()}.zip?year=${YEAR}`, tokens.employee);
    expect(zip.statusCode).toBe(200);
    expect(zipNames(zip.rawPayload)).toHaveLength(before.statements.length + 1);

    expect((await call('PUT', `${base()}/settings`, tokens.customer, settings)).statusCode).toBe(409);
    const [audit] = await t.ctx.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'statements.finalize'));
    expect(audit!.n).toBe(1);
  });

  it('the draft of a finalized year refuses changes', async () => {
    const draft = (
      await call('GET', `/api/billing_drafts?property_id=${propertyId}&year=${YEAR}`, tokens.customer)
    ).json();
    const res = await call('PUT', `/api/billing_drafts/${draft.id}`, tokens.customer, {
      payload: draft.payload,
      version: draft.version,
    });
    expect(res.statusCode).toBe(409);
  });

  it('delivers once: e-mail tenants queued, the rest for post; a second call sends nothing; resend does', async () => {
    const res = await call('POST', `${base()}/deliver`, tokens.customer, { year: YEAR });
    expect(res.statusCode).toBe(200);
    const { deliveries } = res.json() as {
      deliveries: Array<{ tenant_id: number; method: string; status: string }>;
    };
    expect(deliveries).toHaveLength(before.statements.length);
    for (const d of deliveries)
      expect(d.method === 'email' ? ['queued', 'sent', 'recorded'] : ['post']).toContain(d.status);
    const rows = async () => (await t.ctx.db.select({ n: count() }).from(statementDeliveries))[0]!.n;
    const first = await rows();
    expect(first).toBe(deliveries.length);
    const again = await call('POST', `${base()}/deliver`, tokens.customer, { year: YEAR });
    expect(again.statusCode).toBe(200);
    expect(await rows()).toBe(first);
    const current = await call('GET', `${base()}/deliveries?year=${YEAR}`, tokens.employee);
    expect(current.statusCode).toBe(200);
    // Statuses move on while the job mails (queued → recorded); who gets what by which way does not.
    const who = (list: Array<{ tenant_id: number; method: string }>) =>
      list.map((d) => [d.tenant_id, d.method]);
    expect(who(current.json().deliveries)).toEqual(who(again.json().deliveries));
    expect((await call('GET', `${base()}/deliveries?year=${YEAR}`, otherCustomer)).statusCode).toBe(404);
    expect((await call('GET', `${base()}/deliveries?year=${YEAR}`, tokens.tenant)).statusCode).toBe(403);
    const resend = await call('POST', `${base()}/deliver`, tokens.customer, { year: YEAR, resend: true });
    expect(resend.statusCode).toBe(200);
    expect(await rows()).toBe(first * 2);
    expect(
      (await call('POST', `${base()}/deliver`, tokens.customer, { year: YEAR, resend: 'ja' })).statusCode,
    ).toBe(400);
  });

  it('the tenant finds the delivered statement; another tenant’s is not found', async () => {
    const list = await call('GET', '/api/tenant/statements', tokens.tenant);
    expect(list.statusCode).toBe(200);
    const received = list.json() as Array<{ id: number; year: number; balance_cents: number }>;
    expect(received).toHaveLength(1);
    expect(received[0]!.year).toBe(YEAR);
    const pdf = await call('GET', `/api/tenant/statements/${received[0]!.id}.pdf`, tokens.tenant);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await t.login(OTHER_TENANT);
    expect((await call('GET', `/api/tenant/statements/${received[0]!.id}.pdf`, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/tenant/statements', other)).json()).toEqual([]);
    expect((await call('GET', '/api/tenant/statements', tokens.customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/tenant/statements')).statusCode).toBe(401);
  });

  it('an admin reopens the year (audited); it is computed from the stored data again', async () => {
    const res = await call('POST', `${base()}/reopen`, tokens.admin, { year: YEAR });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'open' });
    const r = await statements();
    expect(r.status).toBe('open');
    const [audit] = await t.ctx.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'statements.reopen'));
    expect(audit!.n).toBe(1);
  });
});
