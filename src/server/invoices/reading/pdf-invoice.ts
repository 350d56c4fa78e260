import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { readInvoiceText } from '../../../domain/invoices/invoice-text-rules.ts';
import type { InvoiceReading } from '../../../domain/invoices/invoice-reading.ts';
import { unreadableReading } from '../../../domain/invoices/reading-result.ts';
import { invoiceReadingTexts as t } from '../../../domain/texts/invoice-reading.ts';
import { readEInvoiceXml } from './e-invoice.ts';
import { recognise, type OcrLanguage } from './ocr.ts';
import { toPnm } from './pnm-image.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Fewer letters than this on all pages: the PDF has no text layer (a scan). */
const MIN_TEXT_LETTERS = 20;
/** Pages of a scanned PDF that are read by OCR: an invoice's totals stand on its first pages. */
const SCANNED_PAGES = 3;
/** Largest scanned image taken (pixels): an A4 page at 600 dpi is about 35 million. */
const MAX_SCAN_PIXELS = 40_000_000;

/**
 * A PDF invoice: the e-invoice it carries (ZUGFeRD/Factur-X embed CII as factur-x.xml or
 * zugferd-invoice.xml, XRechnung PDFs as xrechnung.xml; any attached XML that reads as UBL or CII
 * counts), else its text read by the German rules. A PDF without text is a scan: the image on
 * each of its first pages goes to OCR as it is (pdf.js decodes it; rendering whole pages would need
 * a native canvas package), so vector drawings without text stay unreadable.
 */
export async function readPdfInvoice(
  bytes: Uint8Array,
  fileName: string,
  ocr: OcrLanguage,
): Promise<InvoiceReading> {
  let pdf: PdfDocument;
  try {
    pdf = await getDocumentProxy(bytes, { isEvalSupported: false, stopAtErrors: true, verbosity: 0 });
  } catch (error) {
    const encrypted = error instanceof Error && error.name === 'PasswordException';
    return unreadableReading(encrypted ? t.pdfEncrypted(fileName) : t.pdfBroken(fileName));
  }
  try {
    const problems: string[] = [];
    for (const [name, content] of await xmlAttachments(pdf)) {
      const result = readEInvoiceXml(content, name, 'zugferd');
      if ('reading' in result) return result.reading;
      problems.push(t.pdfAttachmentUnreadable(fileName, name));
    }
    const { text } = await extractText(pdf, { mergePages: true });
    const scanned = letters(text) < MIN_TEXT_LETTERS;
    const pageText = scanned ? await scannedText(pdf, ocr) : text;
    if (letters(pageText) < MIN_TEXT_LETTERS) return unreadableReading(t.pdfNoText(fileName));
    const reading = readInvoiceText(pageText, scanned ? 'ocr' : 'pdf-text');
    if (scanned && ocr.lang !== 'deu') reading.problems.push(t.ocrWithoutGerman);
    reading.problems.push(...problems);
    return reading;
  } catch {
    return unreadableReading(t.pdfBroken(fileName));
  } finally {
    await pdf.destroy();
  }
}

const letters = (text: string) => (text.match(/[A-Za-zÄÖÜäöüß]/g) ?? []).length;

/** The OCR text of the largest image on each of the first pages. */
async function scannedText(pdf: PdfDocument, ocr: OcrLanguage): Promise<string> {
  const texts: string[] = [];
  for (let page = 1; page <= Math.min(pdf.numPages, SCANNED_PAGES); page += 1) {
    const images = (await extractImages(pdf, page)).filter((i) => i.width * i.height <= MAX_SCAN_PIXELS);
    const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    if (largest) texts.push(await recognise(toPnm(largest), ocr));
  }
  return texts.join('\n');
}

/** The PDF's attached files whose name ends in .xml, the Factur-X/ZUGFeRD names first. */
async function xmlAttachments(pdf: PdfDocument): Promise<Array<[string, Uint8Array]>> {
  const attachments = ((await pdf.getAttachments()) ?? {}) as Record<
    string,
    { filename?: string; content?: Uint8Array }
  >;
  const found: Array<[string, Uint8Array]> = [];
  for (const [key, attachment] of Object.entries(attachments)) {
    const name = attachment.filename ?? key;
    if (/\.xml$/i.test(name) && attachment.content) found.push([name, attachment.content]);
  }
  const known = /^(?:factur-x|zugferd-invoice|xrechnung|zugferd)\.xml$/i;
  return found.sort(([a], [b]) => Number(known.test(b)) - Number(known.test(a)));
}
