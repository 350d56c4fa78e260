import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDrafts, tenants } from '../../src/server/db/schema.ts';
import type { TestApp } from '../helpers/app.ts';
import { qrCodeOnFirstPage } from '../helpers/qr.ts';
import { STATEMENT_YEAR, statementsSuite, type StatementsSuite } from '../helpers/statements-suite.ts';

/**
 * What the stored statements print from the landlord's and the tenants' records: the landlord's
 * address and bank account in the letterhead and the payment text, a former tenant's forwarding
 * address in the window, and each tenancy's own §35a EStG labour share.
 */
const { suite, call, base } = statementsSuite();
const YEAR = STATEMENT_YEAR;
let t: TestApp;
let tokens: StatementsSuite['tokens'];
const dir = mkdtempSync(join(tmpdir(), 'statement-letter-'));

beforeAll(() => {
  ({ t, tokens } = suite);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text in reading order, whitespace collapsed. */
function textOf(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const out = spawnSync('pdftotext', [file, '-']);
  if (out.error) throw new Error('pdftotext fehlt: apt-get install poppler-utils');
  return out.stdout.toString('utf8').replace(/\s+/g, ' ');
}

async function tenantNamed(lastName: string) {
  const [row] = await t.ctx.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.propertyId, suite.propertyId), eq(tenants.lastName, lastName)));
  return row!.id;
}

async function pdfOf(tenantId: number): Promise<string> {
  const res = await call('GET', `${base()}/${tenantId}.pdf?year=${YEAR}`, tokens.customer);
  expect(res.statusCode).toBe(200);
  return textOf(res.rawPayload);
}

describe('the statement letter from the stored records', () => {
  it('prints the landlord’s address and bank account in the letterhead and the payment text', async () => {
    const text = await pdfOf(await tenantNamed('Schneider'));
    expect(text).toContain('Friedrichstraße 100');
    expect(text).toContain('10117 Berlin');
    expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00');
    expect(text).toMatch(
      /Bitte überweisen Sie die Nachzahlung von [\d.,]+ € bis zum [\d.]+ auf das Konto IBAN DE89 3704 0044 0532 0130 00 \(BIC COBADEFFXXX, Kontoinhaber Hausverwaltung Sommer GmbH\)/,
    );
  });

  it('carries the GiroCode of the back-payment, paid to the landlord’s account', async () => {
    const schneider = await tenantNamed('Schneider');
    const res = await call('GET', `${base()}/${schneider}.pdf?year=${YEAR}`, tokens.customer);
    expect(res.statusCode).toBe(200);
    const amount = /Nachzahlung von ([\d.]+),(\d{2}) €/.exec(textOf(res.rawPayload));
    expect(amount).not.toBeNull();
    expect(qrCodeOnFirstPage(res.rawPayload, 'schneider')?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Hausverwaltung Sommer GmbH',
      'DE89370400440532013000',
      `EUR${amount![1]!.replace(/\./g, '')}.${amount![2]}`,
      '',
      '',
      `Nebenkostenabrechnung ${YEAR} Schneider`,
    ]);
  });

  it('addresses a former tenant at the forwarding address given when moving out', async () => {
    const becker = await tenantNamed('Becker');
    const before = await pdfOf(becker);
    expect(before).not.toContain('Hafenstraße 7');
    const saved = await call('PUT', `/api/customer/tenants/${becker}`, tokens.customer, {
      forwarding_address: 'Hafenstraße 7, 20459 Hamburg',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().forwarding_address).toBe('Hafenstraße 7, 20459 Hamburg');
    const after = await pdfOf(becker);
    expect(after).toContain('Thomas Becker Hafenstraße 7 20459 Hamburg');
    // A tenant still living in the house keeps the dwelling's address.
    expect(await pdfOf(await tenantNamed('Hoffmann'))).not.toContain('Hafenstraße 7');
  });

  it('lists each tenancy’s own share of the labour costs (§35a EStG)', async () => {
    const [draft] = await t.ctx.db
      .select()
      .from(billingDrafts)
      .where(and(eq(billingDrafts.propertyId, suite.propertyId), eq(billingDrafts.year, YEAR)));
    const payload = draft!.payload as { costs: Array<Record<string, unknown>> };
    const costs = payload.costs.map((c) =>
      c.name === 'Straßenreinigung' ? { ...c, labour: 120, labour_kind: 'services' } : c,
    );
    await t.ctx.db
      .update(billingDrafts)
      .set({ payload: { ...payload, costs } })
      .where(eq(billingDrafts.id, draft!.id));

    const statements = (await call('GET', `${base()}?year=${YEAR}`, tokens.customer)).json() as {
      statements: Array<{ tenant_id: number; name: string }>;
    };
    const shares: string[] = [];
    for (const name of ['Schneider', 'Hoffmann']) {
      const text = await pdfOf(await tenantNamed(name));
      expect(text).toContain('Bescheinigung nach §35a EStG');
      expect(text).toContain('Straßenreinigung Haushaltsnahe Dienstleistung');
      const share = /Summe haushaltsnahe Dienstleistungen \(Abs\. 2\) ([\d.,]+ €)/.exec(text);
      expect(
        share,
        `${name}: ${text.slice(text.indexOf('§35a'), text.indexOf('§35a') + 400)}`,
      ).not.toBeNull();
      shares.push(share![1]!);
    }
    // Split by area like the line itself: the larger flat carries more.
    expect(shares[0]).not.toBe(shares[1]);
    expect(statements.statements.length).toBeGreaterThan(2);
  });
});

describe('the forwarding address in the move-out', () => {
  it('is stored on the tenant who moves out, with the move-out, when the successor is created', async () => {
    const hoffmann = await tenantNamed('Hoffmann');
    const created = await call(
      'POST',
      `/api/customer/properties/${suite.propertyId}/tenants`,
      tokens.customer,
      {
        last_name: 'Leerstand',
        move_in: `${YEAR + 1}-05-01`,
        predecessor_id: hoffmann,
        predecessor_forwarding_address: 'Am Markt 1, 04109 Leipzig',
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const moved = await call('GET', `/api/tenants/${hoffmann}`, tokens.customer);
    expect(moved.json()).toMatchObject({
      move_out: `${YEAR + 1}-04-30`,
      forwarding_address: 'Am Markt 1, 04109 Leipzig',
    });
  });

  it('refuses a forwarding address that is too long, changing nothing', async () => {
    const becker = await tenantNamed('Becker');
    const res = await call('PUT', `/api/customer/tenants/${becker}`, tokens.customer, {
      forwarding_address: 'x'.repeat(301),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/300/);
  });
});
