import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementsResponse, TenantStatement } from '../../src/domain/schemas/statements.ts';
import { paymentTexts } from '../../src/domain/texts/payments.ts';
import { sampleInput } from '../fixtures/billing/sample.ts';
import { bearer } from '../helpers/app.ts';
import { qrCodeOnFirstPage } from '../helpers/qr.ts';
import { clearBookings, setPropertyAccount, storeBookings } from '../helpers/payments-fixtures.ts';
import { STATEMENT_YEAR, statementsSuite } from '../helpers/statements-suite.ts';

/**
 * The advances a statement credits: as agreed (the tenancy's figure) or as received (the credits assigned to the
 * tenant on the property's account), chosen per property and year, received by default once bookings of the year
 * are stored; the PDF names the basis and lists the months received; the GiroCode and the payment text name the
 * property's receiving account.
 */
const { suite, call, base, statements } = statementsSuite();
const YEAR = STATEMENT_YEAR;
const dir = mkdtempSync(join(tmpdir(), 'statement-advances-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A whole-year tenancy with an agreed advance: the one that pays only three months. */
let payer: TenantStatement;
let agreed: StatementsResponse;

const statementOf = (r: StatementsResponse, tenantId: number) =>
  r.statements.find((s) => s.tenant_id === tenantId)!;

function textOf(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const out = spawnSync('pdftotext', ['-layout', file, '-']);
  if (out.error) throw new Error('pdftotext fehlt: apt-get install poppler-utils');
  return out.stdout.toString('utf8').replace(/[ \t]+/g, ' ');
}

async function settings(token = suite.tokens.customer) {
  const res = await call('GET', `${base()}/settings?year=${YEAR}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
}

/** The year's settings as stored, with `advances` set: the settings call takes the whole record. */
async function chooseAdvances(advances: unknown, token = suite.tokens.customer) {
  const { advances: _effective, advances_chosen: _chosen, ...record } = await settings();
  return call('PUT', `${base()}/settings`, token, { year: YEAR, ...record, advances });
}

/** `PDF_SAMPLES_DIR` keeps each PDF fetched, for a look at the pages. */
async function pdfOf(tenantId: number) {
  const res = await call('GET', `${base()}/${tenantId}.pdf?year=${YEAR}`, suite.tokens.customer);
  expect(res.statusCode).toBe(200);
  const keep = process.env.PDF_SAMPLES_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(join(keep, `advances-${(samples += 1)}.pdf`), res.rawPayload);
  }
  return res.rawPayload;
}
let samples = 0;

beforeAll(async () => {
  agreed = await statements();
  payer = agreed.statements.find(
    (s) =>
      s.from === `${YEAR}-01-01` &&
      s.to === `${YEAR}-12-31` &&
      s.advance_payments_cents > 0 &&
      (s.details.previous_monthly_advance_cents ?? 0) > 0,
  )!;
  expect(payer).toBeDefined();
});

describe('the advance basis of a year', () => {
  it('is "agreed" without bookings of the year, and every statement credits the agreed advance', async () => {
    expect(await settings()).toMatchObject({ advances: 'agreed', advances_chosen: null });
    expect(statementOf(agreed, payer.tenant_id).details).toMatchObject({
      advance_basis: 'agreed',
      received_advances: null,
    });
  });

  it('becomes "received" once bookings of the year are stored: a tenant paying 3 of 12 months owes the 9 missing', async () => {
    const monthly = payer.details.previous_monthly_advance_cents!;
    await storeBookings(t(), suite.propertyId, [
      { booking_date: `${YEAR}-01-03`, amount_cents: monthly, tenant_id: payer.tenant_id },
      { booking_date: `${YEAR}-02-03`, amount_cents: monthly, tenant_id: payer.tenant_id },
      { booking_date: `${YEAR}-03-31`, amount_cents: monthly, tenant_id: payer.tenant_id },
      // Not the tenant's advance: a payment nobody is assigned to, and a debit of the account.
      { booking_date: `${YEAR}-04-03`, amount_cents: 50_000, tenant_id: null },
      { booking_date: `${YEAR}-05-03`, amount_cents: -12_000, tenant_id: null },
    ]);
    expect(await settings()).toMatchObject({ advances: 'received', advances_chosen: null });

    const received = await statements();
    const s = statementOf(received, payer.tenant_id);
    const before = statementOf(agreed, payer.tenant_id);
    expect(s.total_cents).toBe(before.total_cents);
    expect(s.advance_payments_cents).toBe(3 * monthly);
    expect(s.balance_cents - before.balance_cents).toBe(before.advance_payments_cents - 3 * monthly);
    expect(s.balance_cents).toBe(s.total_cents - 3 * monthly);
    expect(s.details.advance_basis).toBe('received');
    expect(s.details.received_advances).toHaveLength(12);
    expect(s.details.received_advances!.slice(0, 4)).toEqual([
      { month: `${YEAR}-01`, amount_cents: monthly },
      { month: `${YEAR}-02`, amount_cents: monthly },
      { month: `${YEAR}-03`, amount_cents: monthly },
      { month: `${YEAR}-04`, amount_cents: 0 },
    ]);
    // A tenant with no credit assigned is credited nothing.
    const other = received.statements.find((x) => x.tenant_id !== payer.tenant_id)!;
    expect(other.advance_payments_cents).toBe(0);
    expect(other.balance_cents).toBe(other.total_cents);
  });

  it('follows the landlord’s explicit choice, which wins over the bookings, and keeps it when left out', async () => {
    const chosen = await chooseAdvances('agreed');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ advances: 'agreed', advances_chosen: 'agreed' });
    expect(await settings(suite.tokens.employee)).toMatchObject({
      advances: 'agreed',
      advances_chosen: 'agreed',
    });
    const back = await statements();
    expect(back.statements.map((s) => [s.tenant_id, s.advance_payments_cents, s.balance_cents])).toEqual(
      agreed.statements.map((s) => [s.tenant_id, s.advance_payments_cents, s.balance_cents]),
    );

    // Another settings change without `advances` keeps the choice.
    const { advances: _a, advances_chosen: _c, ...record } = await settings();
    const kept = await call('PUT', `${base()}/settings`, suite.tokens.customer, { year: YEAR, ...record });
    expect(kept.json()).toMatchObject({ advances: 'agreed', advances_chosen: 'agreed' });

    expect((await chooseAdvances('received')).json()).toMatchObject({
      advances: 'received',
      advances_chosen: 'received',
    });
    expect(statementOf(await statements(), payer.tenant_id).advance_payments_cents).toBe(
      3 * payer.details.previous_monthly_advance_cents!,
    );
  });

  it('refuses another value in German and changes nothing', async () => {
    for (const value of ['paid', 1, null]) {
      const bad = await chooseAdvances(value);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(paymentTexts.advancesInvalid);
    }
    expect(await settings()).toMatchObject({ advances: 'received', advances_chosen: 'received' });
  });

  it('answers 401, 403 to tenants and 404 for another customer’s property', async () => {
    expect((await call('GET', `${base()}/settings?year=${YEAR}`)).statusCode).toBe(401);
    expect((await call('GET', `${base()}/settings?year=${YEAR}`, suite.tokens.tenant)).statusCode).toBe(403);
    expect((await call('GET', `${base()}/settings?year=${YEAR}`, suite.otherCustomer)).statusCode).toBe(404);
    expect((await chooseAdvances('agreed', suite.tokens.tenant)).statusCode).toBe(403);
    expect((await chooseAdvances('agreed', suite.otherCustomer)).statusCode).toBe(404);
    expect((await settings()).advances_chosen).toBe('received');
  });
});

describe('the statement PDF', () => {
  it('names the received basis and lists the advances received per month', async () => {
    const text = textOf(await pdfOf(payer.tenant_id));
    const monthly = payer.details.previous_monthly_advance_cents!;
    const euro = (cents: number) =>
      `${Math.floor(cents / 100).toLocaleString('de-DE')},${String(cents % 100).padStart(2, '0')} €`;
    expect(text).toContain('Vorauszahlungen: wie auf dem Konto eingegangen');
    expect(text).toContain('Eingegangene Vorauszahlungen');
    expect(text).toContain(`Januar ${YEAR} ${euro(monthly)}`);
    expect(text).toContain(`März ${YEAR} ${euro(monthly)}`);
    expect(text).toContain(`April ${YEAR} 0,00 €`);
    expect(text).toContain(`Dezember ${YEAR} 0,00 €`);
    expect(text).toContain(`Summe der eingegangenen Vorauszahlungen ${euro(3 * monthly)}`);
  });

  it('names the agreed basis without a month list', async () => {
    await chooseAdvances('agreed');
    const text = textOf(await pdfOf(payer.tenant_id));
    expect(text).toContain('Vorauszahlungen: wie vereinbart');
    expect(text).not.toContain('Eingegangene Vorauszahlungen');
    expect(text).not.toContain('wie auf dem Konto eingegangen');
    await chooseAdvances('received');
  });

  it('carries a GiroCode and a payment text naming the property’s receiving account when one is entered', async () => {
    await setPropertyAccount(t(), suite.propertyId, {
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      account_holder: 'WEG Lindenstraße 12',
    });
    const pdf = await pdfOf(payer.tenant_id);
    const text = textOf(pdf).replace(/\s+/g, ' ');
    expect(text).toContain('IBAN DE02 1203 0000 0000 2020 51');
    expect(text).toMatch(
      /Nachzahlung von [\d.,]+ € bis zum [\d.]+ auf das Konto IBAN DE02 1203 0000 0000 2020 51 \(BIC BYLADEM1001, Kontoinhaber WEG Lindenstraße 12\)/,
    );
    const lines = qrCodeOnFirstPage(pdf, 'property-account')?.split('\n');
    const s = statementOf(await statements(), payer.tenant_id);
    expect(s.balance_cents).toBeGreaterThan(0);
    expect(lines).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BYLADEM1001',
      'WEG Lindenstraße 12',
      'DE02120300000000202051',
      `EUR${(s.balance_cents / 100).toFixed(2)}`,
      '',
      '',
      `Nebenkostenabrechnung ${YEAR} ${s.details.last_name}`,
    ]);
    await setPropertyAccount(t(), suite.propertyId, null);
    expect(qrCodeOnFirstPage(await pdfOf(payer.tenant_id), 'profile-account')?.split('\n')[6]).toBe(
      'DE89370400440532013000',
    );
  });

  it('finalizes what was shown: the frozen statements credit the received advances', async () => {
    const open = await statements();
    const res = await call('POST', `${base()}/finalize`, suite.tokens.customer, { year: YEAR });
    expect(res.statusCode).toBe(200);
    // Bookings removed after finalizing change nothing of the frozen year.
    await clearBookings(t(), suite.propertyId);
    const frozen = await statements();
    expect(frozen.status).toBe('finalized');
    expect(frozen.statements.map((s) => [s.tenant_id, s.advance_payments_cents, s.balance_cents])).toEqual(
      open.statements.map((s) => [s.tenant_id, s.advance_payments_cents, s.balance_cents]),
    );
    expect(statementOf(frozen, payer.tenant_id).details.advance_basis).toBe('received');
    expect(textOf(await pdfOf(payer.tenant_id))).toContain('Eingegangene Vorauszahlungen');
  });
});

describe('the calculation API’s statement PDF', () => {
  const post = (details: object) =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/billing/statement.pdf',
      headers: bearer(suite.tokens.customer),
      payload: {
        ...sampleInput(),
        occupancy: '4',
        landlord: {
          name: 'Hausverwaltung Sommer GmbH',
          address_lines: ['Karl-Liebknecht-Straße 45', '04275 Leipzig'],
        },
        tenant: { name: 'Sophie Schäfer', address_lines: ['Lindenstraße 12', '04109 Leipzig'] },
        statement_date: '2025-03-14',
        details,
      },
    });

  it('prints the basis and the months received where the caller sends them, and nothing without', async () => {
    const received = await post({
      advance_basis: 'received',
      received_advances: [
        { month: '2024-01', amount_cents: 22_000 },
        { month: '2024-02', amount_cents: 0 },
      ],
    });
    expect(received.statusCode).toBe(200);
    const text = textOf(received.rawPayload);
    expect(text).toContain('Vorauszahlungen: wie auf dem Konto eingegangen');
    expect(text).toContain('Januar 2024 220,00 €');
    expect(text).toContain('Februar 2024 0,00 €');
    expect(textOf((await post({ advance_basis: 'agreed' })).rawPayload)).toContain(
      'Vorauszahlungen: wie vereinbart',
    );
    const without = textOf((await post({})).rawPayload);
    expect(without).not.toContain('Vorauszahlungen: wie');
    expect(without).not.toContain('Eingegangene Vorauszahlungen');
  });

  it('refuses a bad basis or month in German', async () => {
    const basis = await post({ advance_basis: 'paid' });
    expect(basis.statusCode).toBe(400);
    expect(basis.json().message).toContain('Anrechnung der Vorauszahlungen');
    const month = await post({
      advance_basis: 'received',
      received_advances: [{ month: '2024-13', amount_cents: 1 }],
    });
    expect(month.statusCode).toBe(400);
    expect(month.json().message).toContain('muss ein Monat in der Form JJJJ-MM sein');
  });
});

function t() {
  return suite.t;
}
