import type { AppContext } from '../context.ts';
import { startMonthlyConsumptionInfo } from '../monthly-information/run.ts';
import { startStatementDelivery } from './statement-delivery.ts';

/**
 * Every job of the product, registered when the server starts: each process works every queue,
 * so a job sent by one process is done by whichever looks first.
 */
export async function startJobWorkers(ctx: AppContext): Promise<void> {
  await startStatementDelivery(ctx);
  await startMonthlyConsumptionInfo(ctx);
}
