// TEMPORARY local placeholder until the jobs branch is merged; never committed.
import type { AppContext } from '../context.ts';
export async function queueStatementDeliveries(_ctx: AppContext, _ids: number[]): Promise<void> {}
