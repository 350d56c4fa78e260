import { paths } from './paths.ts';
import { detailHref, selectedId } from './selection.ts';

/** The query parameter that opens one invoice of the inbox beside its original. */
export const INVOICE_PARAM = 'invoice';

/** The inbox of a property (`/customer/invoices?property_id=7`), or one invoice in it (`&invoice=12`). */
export function inboxHref(propertyId: number, invoiceId?: number): string {
  const base = detailHref(paths.customerInvoices, { property: propertyId });
  return invoiceId === undefined ? base : `${base}&${INVOICE_PARAM}=${invoiceId}`;
}

/** The invoice chosen in the address, or null. */
export function invoiceIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get(INVOICE_PARAM);
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The property of the inbox: `?property_id=` (the app's deep links) or the short `?property=`,
 * else the one chosen last in this tab.
 */
export function inboxPropertyOf(search: string): number | null {
  const short = new URLSearchParams(search).get('property');
  if (short !== null && /^\d{1,10}$/.test(short) && Number(short) > 0) return Number(short);
  return selectedId('property', search);
}
