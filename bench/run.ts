import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs every benchmark suite in turn; each prints a markdown table for docs/performance.md. */
const suites = [
  'bench/api/index.ts',
  'bench/admin-lists/index.ts',
  'bench/billing/index.ts',
  'bench/login-storm/sign-in.ts',
  'bench/login-storm/calculation.ts',
  'bench/readings/index.ts',
  'bench/payments/index.ts',
  'bench/calculate-flood/index.ts',
  'bench/web-bundle/index.ts',
  'bench/throughput/index.ts',
  'bench/startup/index.ts',
].filter((f) => existsSync(f));
let failed = false;
for (const suite of suites) {
  console.log(`\n## ${suite}\n`);
  const r = spawnSync('npx', ['tsx', '--expose-gc', suite], { stdio: 'inherit' });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
