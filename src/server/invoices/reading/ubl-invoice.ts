import { all, at, textOf, type XmlNode } from '../../xml/safe-xml.ts';
import type { EInvoiceFields } from './e-invoice-fields.ts';

/**
 * An XRechnung in the UBL syntax (OASIS UBL 2.1, root Invoice or CreditNote), the EN 16931 business
 * terms at their UBL paths.
 */
export function ublFields(root: 'Invoice' | 'CreditNote', doc: XmlNode): EInvoiceFields {
  const party = at(doc, 'AccountingSupplierParty', 'Party');
  const totals = at(doc, 'LegalMonetaryTotal');
  // BT-110 is the tax total with its subtotals; a second one without them is in the accounting currency (BT-111).
  const taxTotals = all(doc, 'TaxTotal');
  const taxTotal = taxTotals.find((total) => at(total, 'TaxSubtotal') !== undefined) ?? taxTotals[0];
  const lineName = root === 'Invoice' ? 'InvoiceLine' : 'CreditNoteLine';
  return {
    seller_name:
      textOf(at(party, 'PartyLegalEntity', 'RegistrationName')) ?? textOf(at(party, 'PartyName', 'Name')),
    invoice_number: textOf(at(doc, 'ID')),
    issue_date: textOf(at(doc, 'IssueDate')),
    period_from: textOf(at(doc, 'InvoicePeriod', 'StartDate')),
    period_to: textOf(at(doc, 'InvoicePeriod', 'EndDate')),
    currency: textOf(at(doc, 'DocumentCurrencyCode')),
    net: at(totals, 'TaxExclusiveAmount'),
    tax: at(taxTotal, 'TaxAmount'),
    gross: at(totals, 'TaxInclusiveAmount'),
    payable: at(totals, 'PayableAmount'),
    type_code:
      textOf(at(doc, root === 'Invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode')) ??
      (root === 'CreditNote' ? '381' : null),
    notes: all(doc, 'Note').flatMap((note) => textOf(note) ?? []),
    lines: all(doc, lineName).map((line) => ({
      description: textOf(at(line, 'Item', 'Name')) ?? textOf(at(line, 'Item', 'Description')) ?? '',
      net: at(line, 'LineExtensionAmount'),
      vat_percent: textOf(at(line, 'Item', 'ClassifiedTaxCategory', 'Percent')),
    })),
  };
}
