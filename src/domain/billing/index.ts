export { calculateBilling, parseBillingInput } from './calculate.ts';
export { BillingInputError } from './errors.ts';
export { billingInputSchema, billingResultSchema } from './schema.ts';
export type { BillingInput, BillingResult, OccupancyResult, LineResult } from './schema.ts';
