export { calculateBilling, parseBillingInput } from './calculate.ts';
export { BillingInputError } from './errors.ts';
export { calculationPath, withCalculationPaths } from './path.ts';
export { billingInputSchema, billingResultSchema } from './schema.ts';
export type {
  BillingCalculation,
  BillingInput,
  BillingResult,
  LineCalculation,
  LineResult,
  OccupancyCalculation,
  OccupancyResult,
} from './schema.ts';
