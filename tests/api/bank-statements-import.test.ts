import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankStatementTexts } from '../../src/domain/texts/bank-statements.ts';
import { bankStatementImports, bankTransactions, customers, users } from '../../src/server/db/schema.ts';
import { aProperty, aTenant } from '../factories/index.ts';
import {
  brokenCamt,
  camtBillionLaughs,
  camtStatement,
  csvExport,
  foreignXml,
  LANDLORD_IBAN,
  mt940Statement,
  pdfBytes,
  statementSpec,
  TENANT_IBANS,
  unknownCsv,
  type CsvBank,
  type StatementSpec,
} from '../fixtures/bank/index.ts';
import { bearer, createTestApp, CUSTOMER, type TestApp } from '../helpers/app.ts';
import { filePart, multipartBody } from '../helpers/multipart.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<TestApp['loginRoles']>>;
let customerId: number;

/**
 * A house of the demo landlord with the fixtures' receiving account and three tenants: Berger and
 * Yilmaz with their IBANs, Schulz without one. Monthly advances as in the fixtures' January.
 */
async function aHouse(options: { account?: boolean } = {}) {
  const property = await aProperty(t.ctx.db, {
    customerId,
    ...(options.account === false
      ? {}
      : { bankIban: LANDLORD_IBAN, bankAccountHolder: 'Hausverwaltung Lindenau GmbH' }),
  });
  const berger = await aTenant(t.ctx.db, {
    propertyId: property.id,
    firstName: 'Anna',
    lastName: 'Berger',
    ibans: [TENANT_IBANS.berger],
    annualAdvanceCents: 18500 * 12,
  });
  const yilmaz = await aTenant(t.ctx.db, {
    propertyId: property.id,
    lastName: 'Yilmaz',
    ibans: [TENANT_IBANS.yilmaz],
    annualAdvanceCents: 21000 * 12,
  });
  const schulz = await aTenant(t.ctx.db, {
    propertyId: property.id,
    lastName: 'Schulz',
    deliveryMethod: 'post',
    annualAdvanceCents: 16075 * 12,
  });
  return { propertyId: property.id, berger: berger.id, yilmaz: yilmaz.id, schulz: schulz.id };
}

async function upload(token: string, propertyId: number, fileName: string, bytes: Uint8Array | string) {
  const body = multipartBody([filePart(fileName, 'application/octet-stream', bytes)]);
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/bank-statements`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const stored = async (propertyId: number) => {
  const [tx] = await t.ctx.db
    .select({ n: count() })
    .from(bankTransactions)
    .where(eq(bankTransactions.propertyId, propertyId));
  const [imports] = await t.ctx.db
    .select({ n: count() })
    .from(bankStatementImports)
    .where(eq(bankStatementImports.propertyId, propertyId));
  return { transactions: tx!.n, imports: imports!.n };
};

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginRoles();
  const [login] = await t.ctx.db.select().from(users).where(eq(users.username, CUSTOMER.username));
  const [customer] = await t.ctx.db.select().from(customers).where(eq(customers.userId, login!.id));
  customerId = customer!.id;
});
afterAll(async () => {
  await t.close();
});

/** The fixtures' January: 7 bookings (a batch of three), 5 credits, Berger and Yilmaz by IBAN. */
const JANUARY = { transactions: 7, new: 7, duplicates: 0, matched: 2, unmatched: 3 };

describe('importing a bank statement', () => {
  const camtCases: Array<[string, '052' | '053' | '054', '02' | '04' | '08']> = [
    ['camt.053', '053', '08'],
    ['camt.053', '053', '02'],
    ['camt.052', '052', '04'],
    ['camt.054', '054', '08'],
  ];
  it.each(camtCases)(
    'reads %s (camt.%s.001.%s) with the batch booking split and matches by IBAN',
    async (format, kind, version) => {
      const house = await aHouse();
      const res = await upload(
        tokens.customer,
        house.propertyId,
        `auszug-${kind}.xml`,
        camtStatement(statementSpec(), kind, version),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ format, account_iban: LANDLORD_IBAN, ...JANUARY });
      expect(await stored(house.propertyId)).toEqual({ transactions: 7, imports: 1 });
      const rows = await t.ctx.db
        .select()
        .from(bankTransactions)
        .where(eq(bankTransactions.propertyId, house.propertyId));
      expect(rows.find((r) => r.counterpartyIban === TENANT_IBANS.berger)).toMatchObject({
        tenantId: house.berger,
        matchReason: 'iban',
        amountCents: 18500,
        bookingDate: '2025-01-03',
      });
      expect(rows.find((r) => r.amountCents === 16075)).toMatchObject({ tenantId: null, matchReason: null });
    },
  );

  it('reads MT940 with multi-line :86: texts', async () => {
    const house = await aHouse();
    const res = await upload(
      tokens.employee,
      house.propertyId,
      'auszug.sta',
      mt940Statement(statementSpec()),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ format: 'mt940', account_iban: LANDLORD_IBAN, ...JANUARY });
    const [mueller] = await t.ctx.db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.amountCents, 123456));
    expect(mueller?.text).toContain('Mieter Nr. 4711 Wohnung 3 links');
  });

  const banks: CsvBank[] = ['sparkasse', 'deutsche-bank', 'postbank', 'commerzbank', 'dkb', 'generic'];
  it.each(banks)('reads the CSV export of %s with German column names', async (bank) => {
    const house = await aHouse();
    const res = await upload(
      tokens.admin,
      house.propertyId,
      `umsaetze-${bank}.csv`,
      csvExport(statementSpec(), bank),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // Commerzbank writes the payer's name into the Buchungstext: Schulz is matched by name and amount.
    const matched = bank === 'commerzbank' ? 3 : 2;
    expect(body).toMatchObject({
      format: 'csv',
      transactions: 7,
      new: 7,
      duplicates: 0,
      matched,
      unmatched: 5 - matched,
    });
    expect([null, LANDLORD_IBAN]).toContain(body.account_iban);
  });

  it('reads the ING export (no payer IBAN): the payments stay unmatched without names in the text', async () => {
    const house = await aHouse();
    const res = await upload(tokens.customer, house.propertyId, 'ing.csv', csvExport(statementSpec(), 'ing'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ format: 'csv', transactions: 7, new: 7 });
  });

  it('takes the file as the raw request body too', async () => {
    const house = await aHouse();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${house.propertyId}/bank-statements?file_name=januar.xml`,
      headers: { ...bearer(tokens.customer), 'content-type': 'application/xml' },
      payload: camtStatement(statementSpec()),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ format: 'camt.053', new: 7 });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${house.propertyId}/bank-statements?limit=10`,
      headers: bearer(tokens.customer),
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0]).toMatchObject({
      format: 'camt.053',
      file_name: 'januar.xml',
      transactions: 7,
      new: 7,
    });
  });

  it('stores nothing new when the same file comes again, and only the new bookings of an overlapping one', async () => {
    const house = await aHouse();
    const file = camtStatement(statementSpec());
    expect((await upload(tokens.customer, house.propertyId, 'a.xml', file)).statusCode).toBe(201);
    const again = await upload(tokens.customer, house.propertyId, 'a.xml', file);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ transactions: 7, new: 0, duplicates: 7, matched: 2, unmatched: 3 });
    expect(await stored(house.propertyId)).toEqual({ transactions: 7, imports: 2 });

    const january = statementSpec();
    const overlapping: StatementSpec = {
      ...january,
      bookings: [
        ...january.bookings.slice(3),
        {
          bookingDate: '2025-02-03',
          valueDate: '2025-02-03',
          reference: 'REF-20250203-001',
          payments: [
            {
              amountCents: 18500,
              name: 'Anna Berger',
              iban: TENANT_IBANS.berger,
              text: 'Nebenkosten Februar',
            },
          ],
        },
      ],
    };
    const mt = await upload(tokens.customer, house.propertyId, 'b.xml', camtStatement(overlapping));
    expect(mt.json()).toMatchObject({ transactions: 3, new: 1, duplicates: 2, matched: 1, unmatched: 0 });
    expect(await stored(house.propertyId)).toEqual({ transactions: 8, imports: 3 });
  });

  it('matches stored bookings again once a tenant IBAN is entered', async () => {
    const house = await aHouse();
    const file = camtStatement(statementSpec());
    await upload(tokens.customer, house.propertyId, 'a.xml', file);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/tenants/${house.schulz}`,
      headers: bearer(tokens.customer),
      payload: { ibans: [TENANT_IBANS.schulz] },
    });
    expect(put.statusCode).toBe(200);
    const again = await upload(tokens.customer, house.propertyId, 'a.xml', file);
    expect(again.json()).toMatchObject({ new: 0, matched: 3, unmatched: 2 });
    const [schulz] = await t.ctx.db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.tenantId, house.schulz));
    expect(schulz).toMatchObject({ amountCents: 16075, matchReason: 'iban' });
  });

  it('refuses a statement of another account, naming both IBANs, and stores nothing', async () => {
    const house = await aHouse();
    const other = 'DE89370400440532013000';
    const res = await upload(
      tokens.customer,
      house.propertyId,
      'fremd.xml',
      camtStatement(statementSpec({ accountIban: other })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(bankStatementTexts.accountMismatch(other, LANDLORD_IBAN));
    expect(await stored(house.propertyId)).toEqual({ transactions: 0, imports: 0 });
  });

  it('asks for the receiving account first when the property has none', async () => {
    const house = await aHouse({ account: false });
    const res = await upload(tokens.customer, house.propertyId, 'a.xml', camtStatement(statementSpec()));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(bankStatementTexts.noPropertyAccount);
    expect(await stored(house.propertyId)).toEqual({ transactions: 0, imports: 0 });
  });

  it('answers 400 in German for hostile, broken and foreign files and stores nothing', async () => {
    const house = await aHouse();
    const cases: Array<[string, Uint8Array, string]> = [
      ['bomb.xml', camtBillionLaughs(), bankStatementTexts.xmlDoctype('bomb.xml')],
      ['kaputt.xml', brokenCamt(), bankStatementTexts.xmlMalformed('kaputt.xml')],
      ['rechnung.xml', foreignXml(), bankStatementTexts.notStatement('rechnung.xml')],
      ['adressen.csv', unknownCsv(), 'Die Spalten der CSV-Datei „adressen.csv“ sind unbekannt'],
      ['brief.pdf', pdfBytes(), bankStatementTexts.notStatement('brief.pdf')],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await upload(tokens.customer, house.propertyId, name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toContain(message);
    }
    expect(await stored(house.propertyId)).toEqual({ transactions: 0, imports: 0 });
  });

  it('takes one statement per request and refuses a body that is no file', async () => {
    const house = await aHouse();
    const file = camtStatement(statementSpec());
    const two = multipartBody([
      filePart('a.xml', 'application/xml', file),
      filePart('b.xml', 'application/xml', file),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${house.propertyId}/bank-statements`,
      headers: { ...bearer(tokens.customer), ...two.headers },
      payload: two.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(bankStatementTexts.oneFile);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${house.propertyId}/bank-statements`,
      headers: bearer(tokens.customer),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(bankStatementTexts.noFile);
    expect(await stored(house.propertyId)).toEqual({ transactions: 0, imports: 0 });
  });

  it('refuses a file over 20 MB with 413, as a part and as the body', async () => {
    const house = await aHouse();
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x41);
    const part = await upload(tokens.customer, house.propertyId, 'riesig.csv', big);
    expect(part.statusCode).toBe(413);
    expect(part.json().message).toBe(bankStatementTexts.fileTooLarge('riesig.csv', 20));
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${house.propertyId}/bank-statements`,
      headers: { ...bearer(tokens.customer), 'content-type': 'text/csv' },
      payload: big,
    });
    expect(raw.statusCode).toBe(413);
    expect(raw.json().message).toMatch(/[äöüß]|groß/);
    expect(await stored(house.propertyId)).toEqual({ transactions: 0, imports: 0 });
  });

  it('lets landlords import only into their own properties; tenants 403, anonymous 401', async () => {
    const file = camtStatement(statementSpec());
    expect((await upload(tokens.tenant, t.other.propertyId, 'a.xml', file)).statusCode).toBe(403);
    const foreign = await upload(tokens.customer, t.other.propertyId, 'a.xml', file);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(/Liegenschaft/);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${t.other.propertyId}/bank-statements`,
      headers: { 'content-type': 'application/xml' },
      payload: file,
    });
    expect(anonymous.statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${t.other.propertyId}/bank-statements`,
      headers: bearer(tokens.customer),
    });
    expect(list.statusCode).toBe(404);
    const tenantList = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${t.other.propertyId}/bank-statements`,
      headers: bearer(tokens.tenant),
    });
    expect(tenantList.statusCode).toBe(403);
  });
});
