import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInvoiceReaders } from '../../src/server/invoices/reading/create-invoice-readers.ts';
import { findOcrLanguage } from '../../src/server/invoices/reading/ocr.ts';
import {
  bytesOf,
  ciiInvoice,
  invoiceSpec,
  scannedPng,
  textPdf,
  ublInvoice,
  wasteInvoice,
} from '../../tests/fixtures/invoices/index.ts';

/**
 * Reading invoices: 100 e-invoices (half UBL, half CII, 1–20 lines each) read through the reading
 * threads all at once (target under 5 s), and one scanned A4 page (150 dpi PNG rendered from a
 * text invoice) read by OCR (target under 10 s) — first on a fresh pool, which loads the language
 * data, then again on the warm thread. Threads as the server starts them: one per core.
 */
const ROUNDS = 3;
const readers = createInvoiceReaders();
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const files = Array.from({ length: 100 }, (_, i) => {
  const spec = invoiceSpec({
    number: `B-${i}`,
    lines: Array.from({ length: 1 + (i % 20) }, (_, j) => ({
      description: `Position ${j}`,
      netCents: 1_000 + i * 37 + j,
      vatPercent: 19,
    })),
  });
  return bytesOf(i % 2 === 0 ? ublInvoice(spec) : ciiInvoice(spec));
});

const eInvoiceTimes: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const start = performance.now();
  const readings = await Promise.all(
    files.map((bytes, i) => readers.read({ bytes: bytes.slice(), fileName: `r${i}.xml`, kind: 'xml' })),
  );
  eInvoiceTimes.push(performance.now() - start);
  if (readings.some((r) => r.status !== 'read')) throw new Error('An e-invoice was not read completely.');
}
await readers.destroy();

const png = scannedPng(await textPdf(wasteInvoice()));
const ocrTimes: number[] = [];
const ocrReaders = createInvoiceReaders();
for (let round = 0; round < ROUNDS; round += 1) {
  const start = performance.now();
  const reading = await ocrReaders.read({ bytes: png.slice(), fileName: 'scan.png', kind: 'png' });
  ocrTimes.push(performance.now() - start);
  if (reading.gross_cents === null) throw new Error('The scanned page was not read.');
}
await ocrReaders.destroy();

console.log(`Cores: ${availableParallelism()}, OCR language: ${findOcrLanguage().lang}\n`);
console.log('| Case | Round 1 (cold threads) | Round 2 | Round 3 | Target |');
console.log('| --- | --- | --- | --- | --- |');
console.log(`| 100 e-invoices (UBL + CII) | ${eInvoiceTimes.map(seconds).join(' | ')} | < 5 s |`);
console.log(`| 1 scanned page, OCR | ${ocrTimes.map(seconds).join(' | ')} | < 10 s |`);
