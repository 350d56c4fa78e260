import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantStatement } from '../../src/domain/schemas/statements.ts';
import { customers, properties } from '../../src/server/db/schema.ts';
import { setPropertyAccount, setTenantIbans, storeBookings } from '../helpers/payments-fixtures.ts';
import { STATEMENT_YEAR, statementsSuite } from '../helpers/statements-suite.ts';

/**
 * The refunds (Guthaben) of a finalized year: listed per tenant with the IBAN they go to, and as one SEPA credit
 * transfer file (pain.001.001.09, valid against the EPC's schema) from the property's receiving account.
 */
const { suite, call, base, statements } = statementsSuite();
const YEAR = STATEMENT_YEAR;
const SCHEMA = join(import.meta.dirname, '../fixtures/sepa/EPC132-08_2025_V1.0_pain.001.001.09.xsd');
const dir = mkdtempSync(join(tmpdir(), 'statement-refunds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TENANT_IBAN = 'DE75512108001245126199';
const PROPERTY_ACCOUNT = {
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  account_holder: 'WEG Lindenstraße 12',
};

/** xmllint (Debian's libxml2-utils) judges the file against the EPC's schema. */
function schemaErrors(xml: string): string {
  if (spawnSync('xmllint', ['--version']).error)
    throw new Error('xmllint fehlt: apt-get install libxml2-utils');
  const file = join(dir, 'refunds.xml');
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], { encoding: 'utf8' });
  return run.status === 0 ? '' : run.stderr;
}

const xmlUrl = () => `${base()}/refunds.xml?year=${YEAR}`;
const listUrl = () => `${base()}/refunds?year=${YEAR}`;

/** Two tenants who paid more than their costs: one with an IBAN, one without. */
let withIban: TenantStatement;
let withoutIban: TenantStatement;

beforeAll(async () => {
  const open = await statements();
  const wholeYear = open.statements.filter((s) => s.from === `${YEAR}-01-01`);
  expect(wholeYear.length).toBeGreaterThanOrEqual(2);
  [withIban, withoutIban] = [wholeYear[0]!, wholeYear[1]!];
  // Each paid a round 500 € more than the costs: the received basis gives them a Guthaben.
  await storeBookings(
    suite.t,
    suite.propertyId,
    [withIban, withoutIban].map((s) => ({
      booking_date: `${YEAR}-06-01`,
      amount_cents: s.total_cents + 50_000,
      tenant_id: s.tenant_id,
    })),
  );
  await setTenantIbans(suite.t, withIban.tenant_id, [TENANT_IBAN, 'DE89370400440532013000']);
});

describe('refunds of an open year', () => {
  it('answers 409 in German until the year is finalized', async () => {
    for (const url of [xmlUrl(), listUrl()]) {
      const res = await call('GET', url, suite.tokens.customer);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `Die Abrechnung ${YEAR} ist noch nicht abgeschlossen. Die Überweisungsdatei der Guthaben gibt es erst nach dem Abschluss.`,
      );
    }
  });

  it('answers 401, 403 to tenants, 404 for another customer and 400 for a bad year', async () => {
    for (const url of [xmlUrl(), listUrl()]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, suite.tokens.tenant)).statusCode).toBe(403);
      const other = await call('GET', url, suite.otherCustomer);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Liegenschaft nicht gefunden.');
      const bad = await call('GET', url.replace(`year=${YEAR}`, 'year=19'), suite.tokens.customer);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Bitte ein Abrechnungsjahr zwischen 2000 und 2100 angeben.');
    }
  });
});

describe('refunds of a finalized year', () => {
  beforeAll(async () => {
    expect((await call('POST', `${base()}/finalize`, suite.tokens.customer, { year: YEAR })).statusCode).toBe(
      200,
    );
  });

  it('lists every tenant with a Guthaben and the first IBAN, null without one', async () => {
    const frozen = await statements();
    const credits = frozen.statements.filter((s) => s.balance_cents < 0);
    const res = await call('GET', listUrl(), suite.tokens.customer);
    expect(res.statusCode).toBe(200);
    const { year, refunds } = res.json();
    expect(year).toBe(YEAR);
    expect(refunds).toEqual(
      credits.map((s) => ({
        tenant_id: s.tenant_id,
        name: s.name,
        cents: -s.balance_cents,
        iban: s.tenant_id === withIban.tenant_id ? TENANT_IBAN : null,
      })),
    );
    expect(refunds.find((r: { tenant_id: number }) => r.tenant_id === withIban.tenant_id).cents).toBe(50_000);
    expect(refunds.find((r: { tenant_id: number }) => r.tenant_id === withoutIban.tenant_id).iban).toBeNull();
    for (const token of [suite.tokens.employee, suite.tokens.admin])
      expect((await call('GET', listUrl(), token)).json()).toEqual({ year, refunds });
    expect((await call('GET', listUrl(), suite.tokens.tenant)).statusCode).toBe(403);
    expect((await call('GET', listUrl(), suite.otherCustomer)).statusCode).toBe(404);
  });

  it('is a pain.001.001.09 file from the property’s account, one transfer per refund with an IBAN', async () => {
    await setPropertyAccount(suite.t, suite.propertyId, PROPERTY_ACCOUNT);
    const res = await call('GET', xmlUrl(), suite.tokens.customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Guthaben-${YEAR}-Liegenschaft-${suite.propertyId}.xml"; ` +
        `filename*=UTF-8''Guthaben-${YEAR}-Liegenschaft-${suite.propertyId}.xml`,
    );
    expect(schemaErrors(res.body)).toBe('');
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(res.body).Document
      .CstmrCdtTrfInitn;
    expect(doc.GrpHdr).toMatchObject({ NbOfTxs: '1', CtrlSum: '500.00' });
    expect(doc.PmtInf.Dbtr.Nm).toBe('WEG Lindenstraße 12');
    expect(doc.PmtInf.DbtrAcct.Id.IBAN).toBe(PROPERTY_ACCOUNT.iban);
    expect(doc.PmtInf.DbtrAgt.FinInstnId.BICFI).toBe('BYLADEM1001');
    expect(doc.PmtInf.ReqdExctnDt.Dt).toBe('2026-03-02');
    expect(doc.PmtInf.CdtTrfTxInf).toMatchObject({
      Amt: { InstdAmt: { '#text': '500.00', '@_Ccy': 'EUR' } },
      Cdtr: { Nm: withIban.name },
      CdtrAcct: { Id: { IBAN: TENANT_IBAN } },
      RmtInf: { Ustrd: `Guthaben Nebenkostenabrechnung ${YEAR}` },
    });
  });

  it('is open to employees and administrators, paid from the landlord’s profile without a property account', async () => {
    await setPropertyAccount(suite.t, suite.propertyId, null);
    for (const token of [suite.tokens.employee, suite.tokens.admin]) {
      const res = await call('GET', xmlUrl(), token);
      expect(res.statusCode).toBe(200);
      expect(schemaErrors(res.body)).toBe('');
      expect(res.body).toContain('<IBAN>DE89370400440532013000</IBAN>');
      expect(res.body).toContain('<Nm>Hausverwaltung Sommer GmbH</Nm>');
    }
    expect((await call('GET', xmlUrl(), suite.tokens.tenant)).statusCode).toBe(403);
    expect((await call('GET', xmlUrl(), suite.otherCustomer)).statusCode).toBe(404);
  });

  it('answers 409 in German without an account to pay from', async () => {
    const [p] = await suite.t.ctx.db
      .select({ customerId: properties.customerId })
      .from(properties)
      .where(eq(properties.id, suite.propertyId));
    const [profile] = await suite.t.ctx.db.select().from(customers).where(eq(customers.id, p!.customerId));
    await suite.t.ctx.db.update(customers).set({ iban: null }).where(eq(customers.id, p!.customerId));
    const res = await call('GET', xmlUrl(), suite.tokens.customer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Für die Überweisungsdatei fehlt das Konto, von dem die Guthaben überwiesen werden. Bitte das Empfängerkonto der Liegenschaft oder die Bankverbindung im Profil eintragen.',
    );
    await suite.t.ctx.db
      .update(customers)
      .set({ iban: profile!.iban })
      .where(eq(customers.id, p!.customerId));
  });

  it('answers 409 in German when no tenant with a Guthaben has an IBAN', async () => {
    await setTenantIbans(suite.t, withIban.tenant_id, []);
    const res = await call('GET', xmlUrl(), suite.tokens.customer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Kein Mieter hat in der Abrechnung ${YEAR} ein Guthaben und eine hinterlegte IBAN. Bitte die IBAN der Mieter mit Guthaben eintragen.`,
    );
    const list = (await call('GET', listUrl(), suite.tokens.customer)).json();
    expect(list.refunds.every((r: { iban: string | null }) => r.iban === null)).toBe(true);
  });
});
