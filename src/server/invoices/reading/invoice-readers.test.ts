import { afterAll, describe, expect, it } from 'vitest';
import {
  billionLaughs,
  brokenPdf,
  brokenPng,
  bytesOf,
  caretakerInvoice,
  ciiInvoice,
  creditNote,
  deepNesting,
  externalEntity,
  foreignXml,
  hugeTextNode,
  invoiceSpec,
  malformedXml,
  pdfWithoutText,
  repairInvoice,
  scannedJpeg,
  scannedPdf,
  scannedPng,
  textPdf,
  tinyPng,
  totalsOf,
  ublInvoice,
  wasteInvoice,
  zugferdPdf,
} from '../../../../tests/fixtures/invoices/index.ts';
import { ServerBusyError } from '../../../domain/errors.ts';
import { invoiceReadingTexts } from '../../../domain/texts/invoice-reading.ts';
import { createInvoiceReaders } from './create-invoice-readers.ts';

const readers = createInvoiceReaders({ size: { threads: 2, queued: 16 } });
afterAll(() => readers.destroy());

const read = (bytes: Uint8Array, fileName: string, kind: 'xml' | 'pdf' | 'png' | 'jpeg') =>
  readers.read({ bytes, fileName, kind });

describe('e-invoices as XML', () => {
  it('reads a UBL XRechnung exactly', async () => {
    const spec = wasteInvoice({
      lines: [
        { description: 'Müllabfuhr Restmüll', netCents: 84_001, vatPercent: 19 },
        { description: 'Biotonne', netCents: 12_345, vatPercent: 19 },
      ],
    });
    const totals = totalsOf(spec);
    const reading = await read(bytesOf(ublInvoice(spec)), 'rechnung.xml', 'xml');
    expect(reading).toMatchObject({
      status: 'read',
      format: 'xrechnung-ubl',
      seller_name: spec.seller,
      invoice_number: spec.number,
      issue_date: '2026-01-15',
      period_from: '2025-01-01',
      period_to: '2025-12-31',
      currency: 'EUR',
      net_cents: totals.net,
      tax_cents: totals.tax,
      gross_cents: totals.gross,
      payable_cents: totals.gross,
      type_code: '380',
      credit_note: false,
      lines: [
        { description: 'Müllabfuhr Restmüll', net_cents: 84_001 },
        { description: 'Biotonne', net_cents: 12_345 },
      ],
      problems: [],
    });
    expect(reading.sources.gross_cents).toBe('e-invoice');
  });

  it('reads a CII XRechnung exactly, prefixes and all', async () => {
    const spec = invoiceSpec();
    const reading = await read(bytesOf(ciiInvoice(spec)), 'rechnung.xml', 'xml');
    expect(reading).toMatchObject({
      status: 'read',
      format: 'xrechnung-cii',
      seller_name: 'Stadtwerke Musterstadt GmbH',
      invoice_number: 'RE-2025-0417',
      issue_date: '2026-01-15',
      period_from: '2025-01-01',
      period_to: '2025-12-31',
      net_cents: 123_456,
      tax_cents: 8_642,
      gross_cents: 132_098,
    });
  });

  it('reads a CII file whose elements use other prefixes or a default namespace', async () => {
    const xml = ciiInvoice(invoiceSpec())
      .replace(/rsm:/g, 'a:')
      .replace(/xmlns:rsm=/, 'xmlns:a=')
      .replace(/ram:/g, '')
      .replace(/xmlns:ram="[^"]*"/, '');
    const reading = await read(bytesOf(xml), 'anders.xml', 'xml');
    expect(reading).toMatchObject({ status: 'read', gross_cents: 132_098 });
  });

  it('takes a credit note: needs review, totals as stated', async () => {
    for (const xml of [ublInvoice(creditNote()), ciiInvoice(creditNote())]) {
      const reading = await read(bytesOf(xml), 'gutschrift.xml', 'xml');
      expect(reading).toMatchObject({
        status: 'needs_review',
        type_code: '381',
        credit_note: true,
        gross_cents: 10_700,
      });
      expect(reading.problems.join(' ')).toContain('Gutschrift');
    }
  });

  it('finds the labour share in a note or in labour lines with their VAT', async () => {
    const noted = await read(bytesOf(ciiInvoice(caretakerInvoice())), 'hauswart.xml', 'xml');
    expect(noted.labour_cents).toBe(285_600);
    const lined = await read(bytesOf(ublInvoice(repairInvoice())), 'reparatur.xml', 'xml');
    expect(lined.labour_cents).toBe(23_800);
    expect(lined.seller_name).toBe('Sanitär Klempner & Söhne GmbH');
  });

  it('marks missing totals as needs_review and names them', async () => {
    const xml = ublInvoice(invoiceSpec()).replace(
      /<cbc:TaxInclusiveAmount[^>]*>[^<]*<\/cbc:TaxInclusiveAmount>/,
      '',
    );
    const reading = await read(bytesOf(xml), 'ohne-brutto.xml', 'xml');
    expect(reading.status).toBe('needs_review');
    expect(reading.gross_cents).toBeNull();
    expect(reading.problems.join(' ')).toContain('Bruttobetrag');
  });

  it('leaves an amount with more than two decimals empty instead of rounding it', async () => {
    const xml = ciiInvoice(invoiceSpec()).replace(
      /<ram:GrandTotalAmount>[^<]*</,
      '<ram:GrandTotalAmount>1320.985<',
    );
    const reading = await read(bytesOf(xml), 'drei-stellen.xml', 'xml');
    expect(reading.gross_cents).toBeNull();
    expect(reading.status).toBe('needs_review');
  });
});

// Threads, PDF.js and OCR: seconds each, more on a loaded machine.
describe('PDFs', { timeout: 120_000 }, () => {
  it('reads the CII embedded in a ZUGFeRD/Factur-X PDF, not its printed text', async () => {
    const spec = invoiceSpec();
    const printed = invoiceSpec({ lines: [{ description: 'Trinkwasser', netCents: 1, vatPercent: 7 }] });
    for (const attachmentName of ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml', 'beliebig.xml']) {
      const pdf = await zugferdPdf(spec, { attachmentName, printed });
      const reading = await read(pdf, 'zugferd.pdf', 'pdf');
      expect(reading).toMatchObject({ status: 'read', format: 'zugferd', gross_cents: 132_098 });
    }
  });

  it('reads the text of a PDF by the German rules, for review', async () => {
    const spec = wasteInvoice();
    const totals = totalsOf(spec);
    const reading = await read(await textPdf(spec, 12_345), 'muell.pdf', 'pdf');
    expect(reading).toMatchObject({
      status: 'needs_review',
      format: 'pdf-text',
      seller_name: spec.seller,
      invoice_number: spec.number,
      issue_date: '2026-01-15',
      period_from: '2025-01-01',
      period_to: '2025-12-31',
      currency: 'EUR',
      net_cents: totals.net,
      tax_cents: totals.tax,
      gross_cents: totals.gross,
      labour_cents: 12_345,
    });
    expect(reading.sources.gross_cents).toBe('pdf-text');
  });

  it('answers a broken PDF, a PNG sent as a PDF and a PDF without text as unreadable', async () => {
    const broken = await read(brokenPdf(), 'kaputt.pdf', 'pdf');
    expect(broken.status).toBe('unreadable');
    expect(broken.problems[0]).toContain('Die PDF-Datei „kaputt.pdf“ ist beschädigt');
    const png = await read(tinyPng(), 'bild.pdf', 'pdf');
    expect(png.status).toBe('unreadable');
    const scan = await read(await pdfWithoutText(), 'scan.pdf', 'pdf');
    expect(scan.status).toBe('unreadable');
    expect(scan.problems).toEqual([invoiceReadingTexts.pdfNoText('scan.pdf')]);
  });
});

// Threads, PDF.js and OCR: seconds each, more on a loaded machine.
describe('images (OCR)', { timeout: 120_000 }, () => {
  it('reads a scanned invoice for review', async () => {
    const spec = wasteInvoice();
    const png = scannedPng(await textPdf(spec));
    const reading = await read(png, 'scan.png', 'png');
    expect(reading).toMatchObject({
      status: 'needs_review',
      format: 'ocr',
      invoice_number: spec.number,
      gross_cents: totalsOf(spec).gross,
      issue_date: '2026-01-15',
    });
    expect(reading.sources.gross_cents).toBe('ocr');
  });

  it('reads a photographed JPEG', async () => {
    const spec = repairInvoice();
    const reading = await read(scannedJpeg(await textPdf(spec)), 'foto.jpg', 'jpeg');
    expect(reading).toMatchObject({
      status: 'needs_review',
      format: 'ocr',
      gross_cents: totalsOf(spec).gross,
    });
  });

  it('reads a scanned PDF (its page image) by OCR', async () => {
    const spec = wasteInvoice({ number: 'SC-2025-3' });
    const pdf = await scannedPdf(scannedPng(await textPdf(spec)));
    const reading = await read(pdf, 'scan.pdf', 'pdf');
    expect(reading).toMatchObject({
      status: 'needs_review',
      format: 'ocr',
      invoice_number: 'SC-2025-3',
      gross_cents: totalsOf(spec).gross,
    });
  });

  it('answers a broken image as unreadable', async () => {
    const reading = await read(brokenPng(), 'kaputt.png', 'png');
    expect(reading.status).toBe('unreadable');
  });
});

// Threads, PDF.js and OCR: seconds each, more on a loaded machine.
describe('hostile files', { timeout: 120_000 }, () => {
  const hostile: Array<[string, Uint8Array, string]> = [
    ['billion laughs', billionLaughs(), 'DOCTYPE-Deklaration'],
    ['an external entity', externalEntity(), 'DOCTYPE-Deklaration'],
    ['a 19 MB text node', hugeTextNode(19), 'übergroßen Textinhalt'],
    ['nesting 100 000 deep', deepNesting(100_000), 'zu tief verschachtelt'],
    ['malformed XML', malformedXml(), 'fehlerhaft'],
    ['XML that is no invoice', foreignXml(), 'keine E-Rechnung'],
  ];
  it.each(hostile)('%s ends unreadable with a German reason', async (_name, bytes, reason) => {
    const reading = await read(bytes, 'boese.xml', 'xml');
    expect(reading.status).toBe('unreadable');
    expect(reading.problems[0]).toContain(reason);
    expect(reading.problems[0]).toContain('„boese.xml“');
  });

  it('keeps the event loop free while a file is read, and ends an overrunning read', async () => {
    const slow = createInvoiceReaders({ size: { threads: 1, queued: 4 }, timeLimitMs: 1 });
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    try {
      const reading = await slow.read({ bytes: hugeTextNode(19), fileName: 'gross.xml', kind: 'xml' });
      expect(reading.status).toBe('unreadable');
      expect(reading.problems[0]).toContain('dauerte länger als');
      const again = await read(hugeTextNode(19), 'gross.xml', 'xml');
      expect(again.status).toBe('unreadable');
      expect(ticks).toBeGreaterThan(0);
    } finally {
      clearInterval(timer);
      await slow.destroy();
    }
  });

  it('ends a thread that takes more memory than its limit, and reads the next file', async () => {
    const lines = Array.from({ length: 60_000 }, (_, i) => ({
      description: `Position ${i} ${'x'.repeat(200)}`,
      netCents: 100,
      vatPercent: 19,
    }));
    // No time limit to speak of: on a loaded machine the file must still end by its memory, not its time.
    const small = createInvoiceReaders({
      size: { threads: 1, queued: 4 },
      maxHeapMb: 48,
      timeLimitMs: 300_000,
    });
    try {
      const big = await small.read({
        bytes: bytesOf(ublInvoice(invoiceSpec({ lines }))),
        fileName: 'riesig.xml',
        kind: 'xml',
      });
      expect(big.status).toBe('unreadable');
      expect(big.problems).toEqual([invoiceReadingTexts.tooMuchMemory('riesig.xml')]);
      const next = await small.read({
        bytes: bytesOf(ublInvoice(invoiceSpec())),
        fileName: 'klein.xml',
        kind: 'xml',
      });
      expect(next.status).toBe('read');
    } finally {
      await small.destroy();
    }
  }, 300_000);

  it('lets files wait for a thread without counting the wait, and refuses a burst beyond the queue', async () => {
    const narrow = createInvoiceReaders({ size: { threads: 1, queued: 3 }, timeLimitMs: 5_000 });
    try {
      const file = () => ({
        bytes: bytesOf(ublInvoice(invoiceSpec())),
        fileName: 'r.xml',
        kind: 'xml' as const,
      });
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => narrow.read(file())));
      const statuses = results.map((r) => (r.status === 'fulfilled' ? r.value.status : r.reason));
      expect(statuses.slice(0, 4)).toEqual(['read', 'read', 'read', 'read']);
      expect(statuses[4]).toBeInstanceOf(ServerBusyError);
      expect(statuses[5]).toBeInstanceOf(ServerBusyError);
    } finally {
      await narrow.destroy();
    }
  });
});
