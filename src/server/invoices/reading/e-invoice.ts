import type { InvoiceFormat, InvoiceReading } from '../../../domain/invoices/invoice-reading.ts';
import { invoiceReadingTexts as t } from '../../../domain/texts/invoice-reading.ts';
import { ciiFields } from './cii-invoice.ts';
import { eInvoiceReading } from './e-invoice-fields.ts';
import { ublFields } from './ubl-invoice.ts';
import { parseXml } from '../../xml/safe-xml.ts';

const UBL_NAMESPACE = 'urn:oasis:names:specification:ubl';

/**
 * An e-invoice's XML read into a reading, or the German reason it is none. `carrier`: the format to
 * report when the XML came out of a PDF (ZUGFeRD/Factur-X); a bare XML file reports its syntax.
 */
export function readEInvoiceXml(
  bytes: Uint8Array,
  fileName: string,
  carrier?: InvoiceFormat,
): { reading: InvoiceReading } | { problem: string } {
  const parsed = parseXml(bytes, fileName, t);
  if ('problem' in parsed) return parsed;
  const { root, node, text } = parsed;
  if ((root === 'Invoice' || root === 'CreditNote') && text.includes(UBL_NAMESPACE))
    return { reading: eInvoiceReading(ublFields(root, node), carrier ?? 'xrechnung-ubl') };
  if (root === 'CrossIndustryInvoice')
    return { reading: eInvoiceReading(ciiFields(node), carrier ?? 'xrechnung-cii') };
  return { problem: t.xmlNotInvoice(fileName) };
}
