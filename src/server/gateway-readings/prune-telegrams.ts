import type { AppContext } from '../context/app-context.ts';
import * as repo from './repository.ts';

/**
 * Kept telegrams are pruned on every insert (per meter); a meter that stops sending would keep
 * its last ones past the 90 days, so once a day a job removes what has aged out everywhere.
 */
export const PRUNE_TELEGRAMS_QUEUE = 'rejected-telegrams-prune';
/** Daily at 03:40 Berlin time, away from the month's mail runs. */
export const PRUNE_TELEGRAMS_CRON = '40 3 * * *';

export async function startTelegramPruning(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(PRUNE_TELEGRAMS_QUEUE, () => repo.pruneRejectedTelegrams(ctx.db, ctx.now()), {
    retryLimit: 2,
    retryDelay: 600,
  });
  await ctx.jobs.schedule(PRUNE_TELEGRAMS_QUEUE, PRUNE_TELEGRAMS_CRON);
}
