import { paths } from './paths.ts';
import { detailHref } from './selection.ts';

/** The payments screen of a property (`/customer/payments?property_id=7`), of one year (`&year=2025`). */
export function paymentsHref(propertyId: number, year?: number): string {
  const base = detailHref(paths.customerPayments, { property: propertyId });
  return year === undefined ? base : `${base}&year=${year}`;
}
