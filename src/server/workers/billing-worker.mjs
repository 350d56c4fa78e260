/* global URL */
// Entry of the billing worker threads. Worker threads do not get the TypeScript loader of the
// process that starts them (tsx for npm start and the benchmarks, Vite for the tests), so while
// the sources run as TypeScript this entry registers tsx itself; compiled, it loads the .js file.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = new URL('./billing-tasks.ts', import.meta.url);
let tasks;
if (existsSync(fileURLToPath(source))) {
  const { register } = await import('tsx/esm/api');
  register();
  tasks = await import(source.href);
} else {
  tasks = await import(new URL('./billing-tasks.js', import.meta.url).href);
}

export default function run(task) {
  return task.kind.startsWith('statement') && task.kind !== 'statement'
    ? tasks.runStatementTask(task)
    : tasks.runBillingTask(task);
}
