import { all, at, attributeOf, textOf, type XmlNode } from '../../xml/safe-xml.ts';
import type { EInvoiceFields } from './e-invoice-fields.ts';

/**
 * An XRechnung or ZUGFeRD/Factur-X invoice in the CII syntax (UN/CEFACT CrossIndustryInvoice), the
 * EN 16931 business terms at their CII paths.
 */
export function ciiFields(doc: XmlNode): EInvoiceFields {
  const document = at(doc, 'ExchangedDocument');
  const trade = at(doc, 'SupplyChainTradeTransaction');
  const settlement = at(trade, 'ApplicableHeaderTradeSettlement');
  const sums = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = textOf(at(settlement, 'InvoiceCurrencyCode'));
  // BT-110 carries the invoice currency; a second TaxTotalAmount may state the accounting currency (BT-111).
  const taxTotals = all(sums, 'TaxTotalAmount');
  const tax =
    taxTotals.find((amount) => currency !== null && attributeOf(amount, 'currencyID') === currency) ??
    taxTotals[0];
  const period = at(settlement, 'BillingSpecifiedPeriod');
  return {
    seller_name: textOf(at(trade, 'ApplicableHeaderTradeAgreement', 'SellerTradeParty', 'Name')),
    invoice_number: textOf(at(document, 'ID')),
    issue_date: ciiDate(at(document, 'IssueDateTime', 'DateTimeString')),
    period_from: ciiDate(at(period, 'StartDateTime', 'DateTimeString')),
    period_to: ciiDate(at(period, 'EndDateTime', 'DateTimeString')),
    currency,
    net: at(sums, 'TaxBasisTotalAmount'),
    tax,
    gross: at(sums, 'GrandTotalAmount'),
    payable: at(sums, 'DuePayableAmount'),
    type_code: textOf(at(document, 'TypeCode')),
    notes: all(document, 'IncludedNote').flatMap((note) => textOf(at(note, 'Content')) ?? []),
    lines: all(trade, 'IncludedSupplyChainTradeLineItem').map((line) => ({
      description:
        textOf(at(line, 'SpecifiedTradeProduct', 'Name')) ??
        textOf(at(line, 'SpecifiedTradeProduct', 'Description')) ??
        '',
      net: at(
        line,
        'SpecifiedLineTradeSettlement',
        'SpecifiedTradeSettlementLineMonetarySummation',
        'LineTotalAmount',
      ),
      vat_percent: textOf(
        at(line, 'SpecifiedLineTradeSettlement', 'ApplicableTradeTax', 'RateApplicablePercent'),
      ),
    })),
  };
}

/** A CII date (qualifier 102: YYYYMMDD) as an ISO date; other formats are not dates of a day. */
function ciiDate(node: XmlNode | undefined): string | null {
  const text = textOf(node);
  const format = attributeOf(node, 'format');
  if (text === null || (format !== null && format !== '102')) return null;
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}
