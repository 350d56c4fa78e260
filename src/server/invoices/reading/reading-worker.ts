import type { InvoiceFileKind } from '../../../domain/invoices/invoice-files.ts';
import { readInvoiceText } from '../../../domain/invoices/invoice-text-rules.ts';
import type { InvoiceReading } from '../../../domain/invoices/invoice-reading.ts';
import { unreadableReading } from '../../../domain/invoices/reading-result.ts';
import { invoiceReadingTexts as t } from '../../../domain/texts/invoice-reading.ts';
import { readEInvoiceXml } from './e-invoice.ts';
import { recognise, type OcrLanguage } from './ocr.ts';
import { readPdfInvoice } from './pdf-invoice.ts';

export interface ReadTask {
  bytes: Uint8Array;
  fileName: string;
  kind: InvoiceFileKind;
  ocr: OcrLanguage;
}

/** Reads one file in a reading thread; a file's faults end as `unreadable`, never as a thrown error. */
export default async function readInvoiceFile(task: ReadTask): Promise<InvoiceReading> {
  const { bytes, fileName, kind } = task;
  try {
    if (kind === 'xml') {
      const result = readEInvoiceXml(bytes, fileName);
      return 'reading' in result ? result.reading : unreadableReading(result.problem);
    }
    if (kind === 'pdf') return await readPdfInvoice(bytes, fileName);
    return await readImage(task);
  } catch {
    return unreadableReading(t.readFailed(fileName));
  }
}

async function readImage({ bytes, fileName, ocr }: ReadTask): Promise<InvoiceReading> {
  let text: string;
  try {
    text = await recognise(bytes, ocr);
  } catch {
    return unreadableReading(t.imageUnreadable(fileName), 'ocr');
  }
  if ((text.match(/[A-Za-zÄÖÜäöüß]/g) ?? []).length < 3)
    return unreadableReading(t.ocrNoText(fileName), 'ocr');
  const reading = readInvoiceText(text, 'ocr');
  if (ocr.lang !== 'deu') reading.problems.push(t.ocrWithoutGerman);
  return reading;
}
