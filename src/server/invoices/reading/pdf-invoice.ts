import { extractText, getDocumentProxy } from 'unpdf';
import { readInvoiceText } from '../../../domain/invoices/invoice-text-rules.ts';
import type { InvoiceReading } from '../../../domain/invoices/invoice-reading.ts';
import { unreadableReading } from '../../../domain/invoices/reading-result.ts';
import { invoiceReadingTexts as t } from '../../../domain/texts/invoice-reading.ts';
import { readEInvoiceXml } from './e-invoice.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Fewer letters than this on all pages: the PDF has no text layer (a scan). */
const MIN_TEXT_LETTERS = 20;

/**
 * A PDF invoice: the e-invoice it carries (ZUGFeRD/Factur-X embed CII as factur-x.xml or
 * zugferd-invoice.xml, XRechnung PDFs as xrechnung.xml; any attached XML that reads as UBL or CII
 * counts), else its text read by the German rules. A PDF without text is a scan, which needs a
 * page renderer this server does not have (unpdf renders only with a native canvas package).
 */
export async function readPdfInvoice(bytes: Uint8Array, fileName: string): Promise<InvoiceReading> {
  let pdf: PdfDocument;
  try {
    // pdf.js takes the bytes over; the caller's copy stays intact for nothing else needs it.
    pdf = await getDocumentProxy(bytes, { isEvalSupported: false, stopAtErrors: true });
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
    if ((text.match(/[A-Za-zÄÖÜäöüß]/g) ?? []).length < MIN_TEXT_LETTERS)
      return unreadableReading(t.pdfNoText(fileName));
    const reading = readInvoiceText(text, 'pdf-text');
    reading.problems.push(...problems);
    return reading;
  } catch {
    return unreadableReading(t.pdfBroken(fileName));
  } finally {
    await pdf.destroy();
  }
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
