import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costCategories } from '../../src/server/db/schema.ts';
import {
  billionLaughs,
  brokenPdf,
  bytesOf,
  caretakerInvoice,
  ciiInvoice,
  creditNote,
  externalEntity,
  hugeTextNode,
  repairInvoice,
  scannedPng,
  textPdf,
  totalsOf,
  ublInvoice,
  wasteInvoice,
  zugferdPdf,
} from '../fixtures/invoices/index.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { filePart, multipartBody, type Part } from '../helpers/multipart.ts';

/**
 * Every kind of invoice through the real upload: what the inbox stores from e-invoices (exact),
 * PDFs with an embedded e-invoice, PDF text and scans (for review), credit notes, non-operating
 * costs and hostile files, on the database the suite runs on.
 */
let t: TestApp;
let token: string;
let propertyId: number;

interface Invoice {
  id: number;
  status: string;
  format: string | null;
  gross_cents: number | null;
  net_cents: number | null;
  tax_cents: number | null;
  labour_cents: number | null;
  invoice_number: string | null;
  problems: string[];
  suggestion: {
    amount_cents: number | null;
    allocatable: boolean;
    reason: string | null;
    year: number | null;
  };
}

async function upload(parts: Part[]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/invoices`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
async function uploadOne(part: Part): Promise<Invoice> {
  const res = await upload([part]);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as Invoice[])[0]!;
}

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await t.loginRoles();
  token = tokens.customer;
  const [category] = await t.ctx.db.select().from(costCategories).limit(1);
  propertyId = category!.propertyId;
  await t.ctx.db
    .insert(costCategories)
    .values({ propertyId, name: 'Müllabfuhr', allocation: 'm²', categoryGroup: 'general' })
    .onConflictDoNothing();
});
afterAll(async () => {
  await t.close();
});

describe('reading uploaded invoices', () => {
  it('reads UBL and CII exactly and marks them read, with the waste cost type suggested', async () => {
    const spec = wasteInvoice({ number: 'AB-UBL-1' });
    const totals = totalsOf(spec);
    const ubl = await uploadOne(filePart('abfall.xml', 'application/xml', ublInvoice(spec)));
    expect(ubl).toMatchObject({
      status: 'read',
      format: 'xrechnung-ubl',
      invoice_number: 'AB-UBL-1',
      net_cents: totals.net,
      tax_cents: totals.tax,
      gross_cents: totals.gross,
    });
    expect(ubl.suggestion).toMatchObject({
      amount_cents: totals.gross,
      allocatable: true,
      year: 2025,
      betrkv_no: 8,
      category_name: 'Müllabfuhr',
    });
    const cii = await uploadOne(
      filePart('abfall-cii.xml', 'text/xml', ciiInvoice(wasteInvoice({ number: 'AB-CII-1' }))),
    );
    expect(cii).toMatchObject({ status: 'read', format: 'xrechnung-cii', gross_cents: totals.gross });
  });

  it('reads a PDF with an embedded e-invoice as zugferd, and a text PDF and a scan for review', async () => {
    const spec = caretakerInvoice({ number: 'HW-ZF-1' });
    const zugferd = await uploadOne(filePart('hauswart.pdf', 'application/pdf', await zugferdPdf(spec)));
    expect(zugferd).toMatchObject({
      status: 'read',
      format: 'zugferd',
      gross_cents: totalsOf(spec).gross,
    });
    const text = await uploadOne(
      filePart(
        'hauswart-text.pdf',
        'application/pdf',
        await textPdf(caretakerInvoice({ number: 'HW-TX-1' })),
      ),
    );
    expect(text).toMatchObject({ status: 'needs_review', format: 'pdf-text', invoice_number: 'HW-TX-1' });
    expect(text.gross_cents).toBe(totalsOf(spec).gross);
    const scan = scannedPng(await textPdf(wasteInvoice({ number: 'AB-SCAN-1' })));
    const ocr = await uploadOne(filePart('scan.png', 'image/png', scan));
    expect(ocr).toMatchObject({ status: 'needs_review', format: 'ocr' });
  });

  it('gives a credit note a negative suggestion for review while its totals stay as stated', async () => {
    const spec = creditNote({ number: 'GS-API-1' });
    const note = await uploadOne(filePart('gutschrift.xml', 'application/xml', ublInvoice(spec)));
    expect(note.status).toBe('needs_review');
    expect(note.gross_cents).toBe(totalsOf(spec).gross);
    expect(note.suggestion.amount_cents).toBe(-Math.abs(totalsOf(spec).gross));
  });

  it('flags a repair as not allocatable, with its reason', async () => {
    const repair = await uploadOne(
      filePart('reparatur.xml', 'application/xml', ublInvoice(repairInvoice({ number: 'R-API-1' }))),
    );
    expect(repair.suggestion.allocatable).toBe(false);
    expect(repair.suggestion.reason).toMatch(/Instandsetzung|Reparatur/);
  });

  it('keeps hostile and broken files as unreadable with a German reason, answering health meanwhile', async () => {
    const health = t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await upload([
      filePart('lachen.xml', 'application/xml', billionLaughs()),
      filePart('entitaet.xml', 'application/xml', externalEntity()),
      filePart('kaputt.pdf', 'application/pdf', brokenPdf()),
      filePart('riesig.xml', 'application/xml', hugeTextNode(8)),
    ]);
    expect((await health).statusCode).toBe(200);
    expect(res.statusCode).toBe(201);
    const read = res.json() as Invoice[];
    expect(read.map((i) => i.status)).toEqual(['unreadable', 'unreadable', 'unreadable', 'unreadable']);
    for (const invoice of read) expect(invoice.problems.join(' ')).toMatch(/[äöüß]|Datei|nicht/);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${read[0]!.id}/file`,
      headers: bearer(token),
    });
    expect(Buffer.from(stored.rawPayload).equals(Buffer.from(billionLaughs()))).toBe(true);
  });

  it('answers a file that is no invoice type with 415 naming it', async () => {
    const res = await upload([filePart('notizen.txt', 'text/plain', bytesOf('Hallo'))]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('notizen.txt');
  });
});

describe('the property’s intake address', () => {
  it('is absent without the mail intake', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice_intake_address ?? null).toBeNull();
  });
});
