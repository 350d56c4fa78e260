import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToEuroString } from '../../src/domain/money.ts';
import {
  billingDrafts,
  billingYears,
  costCategories,
  statementDocuments,
  tenants,
  users,
} from '../../src/server/db/schema.ts';
import { aCustomer, aProperty, aTenant } from '../factories/index.ts';
import { bearer, createTestApp, TENANT, type TestApp } from '../helpers/app.ts';
import { filePart, multipartBody, type Part } from '../helpers/multipart.ts';

/** A small XRechnung in UBL syntax with the given totals (net + tax = gross). */
function ubl(o: { number: string; seller?: string; netCents: number; taxCents: number; typeCode?: string }) {
  const money = centsToEuroString;
  const gross = o.netCents + o.taxCents;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
 xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
 xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
 <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>
 <cbc:ID>${o.number}</cbc:ID>
 <cbc:IssueDate>2025-12-15</cbc:IssueDate>
 <cbc:InvoiceTypeCode>${o.typeCode ?? '380'}</cbc:InvoiceTypeCode>
 <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
 <cac:InvoicePeriod><cbc:StartDate>2025-01-01</cbc:StartDate><cbc:EndDate>2025-12-31</cbc:EndDate></cac:InvoicePeriod>
 <cac:AccountingSupplierParty><cac:Party>
  <cac:PartyName><cbc:Name>${o.seller ?? 'Stadtwerke Musterstadt GmbH'}</cbc:Name></cac:PartyName>
  <cac:PartyLegalEntity><cbc:RegistrationName>${o.seller ?? 'Stadtwerke Musterstadt GmbH'}</cbc:RegistrationName></cac:PartyLegalEntity>
 </cac:Party></cac:AccountingSupplierParty>
 <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">${money(o.taxCents)}</cbc:TaxAmount></cac:TaxTotal>
 <cac:LegalMonetaryTotal>
  <cbc:LineExtensionAmount currencyID="EUR">${money(o.netCents)}</cbc:LineExtensionAmount>
  <cbc:TaxExclusiveAmount currencyID="EUR">${money(o.netCents)}</cbc:TaxExclusiveAmount>
  <cbc:TaxInclusiveAmount currencyID="EUR">${money(gross)}</cbc:TaxInclusiveAmount>
  <cbc:PayableAmount currencyID="EUR">${money(gross)}</cbc:PayableAmount>
 </cac:LegalMonetaryTotal>
 <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="MTQ">120</cbc:InvoicedQuantity>
  <cbc:LineExtensionAmount currencyID="EUR">${money(o.netCents)}</cbc:LineExtensionAmount>
  <cac:Item><cbc:Name>Trinkwasser Kaltwasser</cbc:Name></cac:Item>
 </cac:InvoiceLine>
</Invoice>`;
}

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let otherToken: string;
let propertyId: number;
let waterId: number;

async function upload(token: string, id: number, parts: Part[]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${id}/invoices`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
const xml = (name: string, text: string) => filePart(name, 'application/xml', text);
const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  otherToken = await t.login({ username: 'andere.vermieterin', password: 'Andere-Passwort1' });
  const [tenantLogin] = await t.ctx.db.select().from(users).where(eq(users.username, TENANT.username));
  const [tenancy] = await t.ctx.db.select().from(tenants).where(eq(tenants.userId, tenantLogin!.id));
  propertyId = tenancy!.propertyId;
  const [water] = await t.ctx.db
    .insert(costCategories)
    .values({ propertyId, name: 'Wasser Rechnungseingang', allocation: 'm³', categoryGroup: 'general' })
    .returning();
  waterId = water!.id;
});
afterAll(async () => {
  await t.close();
});

describe('uploading invoices', () => {
  it('stores an e-invoice with its exact amounts, lists it and serves the file unchanged', async () => {
    const text = ubl({ number: 'W-2025-1', netCents: 100_000, taxCents: 7_000 });
    const res = await upload(tokens.customer, propertyId, [xml('wasser.xml', text)]);
    expect(res.statusCode).toBe(201);
    const [invoice] = res.json();
    expect(invoice).toMatchObject({
      property_id: propertyId,
      format: 'xrechnung-ubl',
      file_name: 'wasser.xml',
      content_type: 'application/xml',
      received_via: 'upload',
      invoice_number: 'W-2025-1',
      issue_date: '2025-12-15',
      net_cents: 100_000,
      tax_cents: 7_000,
      gross_cents: 107_000,
      duplicate_of: null,
    });
    expect(invoice.size_bytes).toBe(Buffer.byteLength(text));

    const list = await api('GET', `/api/properties/${propertyId}/invoices?limit=1`, tokens.employee);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0].id).toBe(invoice.id);

    const file = await api('GET', `/api/invoices/${invoice.id}/file`, tokens.admin);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(text);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''wasser.xml");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox/);
  });

  it('refuses a file of another type with 415 naming it, and stores none of the request', async () => {
    const before = await api('GET', `/api/properties/${propertyId}/invoices`, tokens.customer);
    const res = await upload(tokens.customer, propertyId, [
      xml('gut.xml', ubl({ number: 'X-1', netCents: 100, taxCents: 19 })),
      filePart('notiz.txt', 'text/plain', 'Hallo'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('„notiz.txt“');
    const after = await api('GET', `/api/properties/${propertyId}/invoices`, tokens.customer);
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
  });

  it('refuses a file over 20 MiB with 413, a request without files with 400, JSON with 415', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.7');
    const tooBig = await upload(tokens.customer, propertyId, [filePart('gross.pdf', 'application/pdf', big)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toContain('„gross.pdf“');
    const none = await upload(tokens.customer, propertyId, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Datei');
    const json = await api('POST', `/api/properties/${propertyId}/invoices`, tokens.customer, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('multipart/form-data');
  });

  it('keeps a file that is not what its name says as unreadable, served as what it is', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await upload(tokens.customer, propertyId, [filePart('rechnung.pdf', 'application/pdf', png)]);
    expect(res.statusCode).toBe(201);
    const [invoice] = res.json();
    expect(invoice.status).toBe('unreadable');
    expect(invoice.content_type).toBe('image/png');
    expect(invoice.problems.join(' ')).toContain('„rechnung.pdf“');
  });

  it('answers 401 without sign-in, 403 to a tenant and 404 for another customer’s property', async () => {
    const part = [xml('a.xml', ubl({ number: 'A-1', netCents: 100, taxCents: 0 }))];
    const body = multipartBody(part);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/invoices`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(tokens.tenant, propertyId, part)).statusCode).toBe(403);
    const foreign = await upload(otherToken, propertyId, part);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Liegenschaft nicht gefunden');
    expect((await api('GET', `/api/properties/${propertyId}/invoices`, otherToken)).statusCode).toBe(404);
    expect((await api('GET', `/api/properties/${propertyId}/invoices`, tokens.tenant)).statusCode).toBe(403);
  });
});

describe('the life of an invoice', () => {
  let invoiceId: number;
  beforeAll(async () => {
    const res = await upload(tokens.customer, propertyId, [
      xml('wasser-2024.xml', ubl({ number: 'W-2024-7', netCents: 50_000, taxCents: 3_500 })),
    ]);
    invoiceId = res.json()[0].id;
  });

  it('flags the same file and the same seller and number as duplicates, for the same customer only', async () => {
    const text = ubl({ number: 'W-2024-7', netCents: 50_000, taxCents: 3_500 });
    const again = await upload(tokens.customer, propertyId, [xml('nochmal.xml', `${text}\n`)]);
    const duplicate = again.json()[0];
    expect(duplicate.duplicate_of).toBe(invoiceId);
    expect(duplicate.problems.join(' ')).toContain(`Nr. ${invoiceId}`);
    expect(duplicate.status).toBe('needs_review');
    const approve = await api('POST', `/api/invoices/${duplicate.id}/approve`, tokens.customer, {
      year: 2024,
      cost_category_id: waterId,
      amount_cents: 53_500,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toContain('Duplikat');

    const customer = await aCustomer(t.ctx.db, { lastName: 'Fremd' });
    const property = await aProperty(t.ctx.db, { customerId: customer.id });
    const other = await upload(tokens.admin, property.id, [xml('w.xml', text)]);
    expect(other.json()[0].duplicate_of).toBeNull();
  });

  it('takes corrections as typed fields and refuses a category of another property', async () => {
    const nothing = await api('PUT', `/api/invoices/${invoiceId}`, tokens.customer, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Bitte mindestens eine Angabe der Rechnung zum Ändern angeben.');
    const res = await api('PUT', `/api/invoices/${invoiceId}`, tokens.customer, {
      seller_name: 'Wasserwerk Nord',
      year: 2024,
      cost_category_id: waterId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      seller_name: 'Wasserwerk Nord',
      field_sources: { seller_name: 'typed' },
      suggestion: { year: 2024, cost_category_id: waterId, category_name: 'Wasser Rechnungseingang' },
    });
    const [foreign] = await t.ctx.db
      .select()
      .from(costCategories)
      .where(eq(costCategories.propertyId, t.other.propertyId));
    const wrong = await api('POST', `/api/invoices/${invoiceId}/approve`, tokens.customer, {
      year: 2024,
      cost_category_id: foreign?.id ?? 999_999,
      amount_cents: 53_500,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Diese Kostenart gehört nicht zu der Liegenschaft der Rechnung.');
  });

  it('is not seen by another customer', async () => {
    for (const url of [`/api/invoices/${invoiceId}`, `/api/invoices/${invoiceId}/file`]) {
      const res = await api('GET', url, otherToken);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Rechnung nicht gefunden.');
    }
    expect((await api('DELETE', `/api/invoices/${invoiceId}`, otherToken)).statusCode).toBe(404);
    expect((await api('GET', `/api/invoices/${invoiceId}`, tokens.tenant)).statusCode).toBe(403);
  });

  it('becomes a cost line of a new draft when approved, once, and then stays', async () => {
    const res = await api('POST', `/api/invoices/${invoiceId}/approve`, tokens.employee, {
      year: 2024,
      cost_category_id: waterId,
      amount_cents: 53_500,
      labour_cents: 1_234,
      labour_kind: 'craft',
    });
    expect(res.statusCode).toBe(200);
    const { invoice, cost_line } = res.json();
    expect(invoice).toMatchObject({ status: 'approved', approved_year: 2024 });
    expect(cost_line).toMatchObject({ year: 2024, amount: 535, invoice_id: invoiceId, allocation: 'm³' });
    const [draft] = await t.ctx.db
      .select()
      .from(billingDrafts)
      .where(eq(billingDrafts.id, cost_line.draft_id));
    const lines = (draft!.payload as { costs: Array<Record<string, unknown>> }).costs;
    expect(lines.find((c) => c.invoice_id === invoiceId)).toMatchObject({
      amount: 535,
      labour: 12.34,
      labour_kind: 'craft',
      note: '15.12.2025',
      category_id: waterId,
      group: 'general',
    });

    const twice = await api('POST', `/api/invoices/${invoiceId}/approve`, tokens.customer, {
      year: 2024,
      cost_category_id: waterId,
      amount_cents: 53_500,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('bereits übernommen');
    const gone = await api('DELETE', `/api/invoices/${invoiceId}`, tokens.customer);
    expect(gone.statusCode).toBe(409);
    const edit = await api('PUT', `/api/invoices/${invoiceId}`, tokens.customer, { gross_cents: 1 });
    expect(edit.statusCode).toBe(409);
    const [after] = await t.ctx.db.select().from(billingDrafts).where(eq(billingDrafts.id, draft!.id));
    expect(after!.version).toBe(draft!.version);
  });

  it('adds to an existing draft, raising its version, and refuses a finalized year', async () => {
    const res = await upload(tokens.customer, propertyId, [
      xml('q2.xml', ubl({ number: 'W-2024-8', netCents: 10_001, taxCents: 700 })),
      xml('alt.xml', ubl({ number: 'W-2019-1', netCents: 100, taxCents: 7 })),
    ]);
    const [second, old] = res.json();
    const [before] = await t.ctx.db.select().from(billingDrafts).where(eq(billingDrafts.year, 2024));
    const ok = await api('POST', `/api/invoices/${second.id}/approve`, tokens.customer, {
      year: 2024,
      cost_category_id: waterId,
      amount_cents: 10_701,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().cost_line.amount).toBe(107.01);
    const [after] = await t.ctx.db.select().from(billingDrafts).where(eq(billingDrafts.id, before!.id));
    expect(after!.version).toBe(before!.version + 1);

    await t.ctx.db.insert(billingYears).values({ propertyId, year: 2019, closedAt: new Date() });
    const closed = await api('POST', `/api/invoices/${old.id}/approve`, tokens.customer, {
      year: 2019,
      cost_category_id: waterId,
      amount_cents: 107,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('2019');
    expect((await api('GET', `/api/invoices/${old.id}`, tokens.customer)).json().status).not.toBe('approved');
  });

  it('lowers the line a credit note corrects, refuses one without such a line, rejects with a reason', async () => {
    const res = await upload(tokens.customer, propertyId, [
      xml('gutschrift.xml', ubl({ number: 'G-1', netCents: -1_000, taxCents: -70, typeCode: '381' })),
      xml('gutschrift-2.xml', ubl({ number: 'G-2', netCents: -1_000, taxCents: -70, typeCode: '381' })),
    ]);
    const [credit, second] = res.json();
    expect(credit.status).toBe('needs_review');
    expect(credit.gross_cents).toBe(-1_070);
    expect(credit.suggestion.amount_cents).toBe(-1_070);
    const [other] = await t.ctx.db
      .insert(costCategories)
      .values({ propertyId, name: 'Gutschrift ohne Position', allocation: 'm²', categoryGroup: 'general' })
      .returning();
    const without = await api('POST', `/api/invoices/${credit.id}/approve`, tokens.customer, {
      year: 2024,
      cost_category_id: other!.id,
      amount_cents: -1_070,
    });
    expect(without.statusCode).toBe(409);
    expect(without.json().message).toContain('Gutschrift ohne Position');
    expect((await api('GET', `/api/invoices/${credit.id}`, tokens.customer)).json().status).toBe(
      'needs_review',
    );

    const approve = await api('POST', `/api/invoices/${credit.id}/approve`, tokens.customer, {
      year: 2024,
      cost_category_id: waterId,
      amount_cents: -1_070,
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().cost_line).toMatchObject({ amount: 524.3, invoice_id: invoiceId });
    const [draft] = await t.ctx.db
      .select()
      .from(billingDrafts)
      .where(eq(billingDrafts.id, approve.json().cost_line.draft_id));
    const lines = (draft!.payload as { costs: Array<Record<string, unknown>> }).costs;
    expect(lines.filter((c) => c.invoice_id === invoiceId)).toEqual([
      expect.objectContaining({ amount: 524.3 }),
    ]);

    const empty = await api('POST', `/api/invoices/${second.id}/reject`, tokens.customer, { reason: '' });
    expect(empty.statusCode).toBe(400);
    const rejected = await api('POST', `/api/invoices/${second.id}/reject`, tokens.customer, {
      reason: 'Bereits verrechnet',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Bereits verrechnet' });
    expect((await api('DELETE', `/api/invoices/${second.id}`, tokens.customer)).statusCode).toBe(204);
    expect((await api('GET', `/api/invoices/${second.id}`, tokens.customer)).statusCode).toBe(404);
  });
});

describe('receipts for tenants', () => {
  it('lists and opens the receipts of a finalized statement, and nothing of another tenant', async () => {
    const upload2023 = await upload(tokens.customer, propertyId, [
      xml('wasser-2023.xml', ubl({ number: 'W-2023-1', netCents: 20_000, taxCents: 1_400 })),
    ]);
    const invoice = upload2023.json()[0];
    const approved = await api('POST', `/api/invoices/${invoice.id}/approve`, tokens.customer, {
      year: 2023,
      cost_category_id: waterId,
      amount_cents: 21_400,
    });
    expect(approved.statusCode).toBe(200);
    // A line naming another customer's invoice must never expose it.
    const foreign = await upload(otherToken, t.other.propertyId, [
      xml('fremd.xml', ubl({ number: 'F-1', netCents: 100, taxCents: 7 })),
    ]);
    const foreignId = foreign.json()[0].id;
    const [draft] = await t.ctx.db.select().from(billingDrafts).where(eq(billingDrafts.year, 2023));
    const payload = draft!.payload as { costs: Array<Record<string, unknown>>; tenants: object[] };
    // 2023 had no draft: it starts as the cost screen's whole form, the invoice in its cost type's line.
    expect(payload.costs[0]).toMatchObject({ key: 'heating_main', amount: null });
    expect(payload.costs.filter((c) => c.category_id === waterId)).toEqual([
      expect.objectContaining({ key: String(waterId), amount: 214, invoice_id: invoice.id }),
    ]);
    expect(payload.tenants.length).toBeGreaterThan(0);
    await t.ctx.db
      .update(billingDrafts)
      .set({
        payload: { ...payload, costs: [...payload.costs, { key: 'x', name: 'X', invoice_id: foreignId }] },
      })
      .where(eq(billingDrafts.id, draft!.id));

    const [tenantLogin] = await t.ctx.db.select().from(users).where(eq(users.username, TENANT.username));
    const [tenancy] = await t.ctx.db.select().from(tenants).where(eq(tenants.userId, tenantLogin!.id));
    const document = async (year: number, tenantId: number) => {
      const [row] = await t.ctx.db
        .insert(statementDocuments)
        .values({
          propertyId,
          year,
          tenantId,
          kind: 'tenant',
          name: 'Mieter',
          fileName: `Abrechnung_${year}.pdf`,
          periodFrom: `${year}-01-01`,
          periodTo: `${year}-12-31`,
          pdf: Buffer.from('%PDF-1.7\n'),
        })
        .returning();
      return row!.id;
    };
    const statementId = await document(2023, tenancy!.id);
    const url = `/api/tenant/statements/${statementId}/receipts`;
    // Not finalized yet: not found.
    expect((await api('GET', url, tokens.tenant)).statusCode).toBe(404);
    await t.ctx.db.insert(billingYears).values({ propertyId, year: 2023, closedAt: new Date() });

    const list = await api('GET', url, tokens.tenant);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        invoice_id: invoice.id,
        file_name: 'wasser-2023.xml',
        category_name: 'Wasser Rechnungseingang',
        gross_cents: 21_400,
      },
    ]);
    const file = await api('GET', `${url}/${invoice.id}/file`, tokens.tenant);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('W-2023-1');
    expect((await api('GET', `${url}/${foreignId}/file`, tokens.tenant)).statusCode).toBe(404);
    expect((await api('GET', url, tokens.customer)).statusCode).toBe(403);

    const neighbour = await aTenant(t.ctx.db, { propertyId, lastName: 'Nachbar', moveIn: '2020-01-01' });
    const theirs = await document(2023, neighbour.id);
    expect((await api('GET', `/api/tenant/statements/${theirs}/receipts`, tokens.tenant)).statusCode).toBe(
      404,
    );
  });
});
