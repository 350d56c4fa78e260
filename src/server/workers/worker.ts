import { runBillingTask, type BillingTask } from './billing-tasks.ts';

/**
 * What a billing worker thread runs (see pool.ts): the bundle's `billing-worker.js` is built from
 * this file; from the sources billing-worker.mjs loads it through tsx.
 */
export default function run(task: BillingTask) {
  return runBillingTask(task);
}
