import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureBuilt } from '../../scripts/build.ts';
import { WEB_DIST } from '../../src/server/runtime/locations.ts';
import { CHROMIUM_ARGS } from '../../tests/helpers/chromium-args.ts';
import { startServerProcess, waitUntilHealthy } from '../../tests/helpers/server-process.ts';
import {
  appFiles,
  landingFiles,
  roleAreaFiles,
  roleModulesIn,
  type BuildInfo,
} from '../../tests/helpers/web-chunks.ts';

/**
 * What the landing page costs, on the build `npm start` serves (dist/web, built first if outdated):
 *
 * 1. Bytes before it is usable: its prerendered HTML (dist/web/pages/start.html) and the JS and
 *    CSS it names (the colour-scheme script, the public pages' script with its static imports, their
 *    style sheet). Raw, gzip 9 and brotli 11, as the server sends the files precompressed. Fails at
 *    40 KB brotli or more, or when any of these files holds role or chart code.
 * 2. What the app costs after (loaded on intent or when the browser is idle), and each signed-in
 *    area on top.
 * 3. First contentful paint in Chromium (`performance.getEntriesByType('paint')`), cold cache (a new
 *    context per load), against the bundle server: `/` (prerendered) and, paired and alternating,
 *    `/?spa` (the same landing page drawn by the app from its empty page, as every page was before).
 *    Median and spread of RUNS loads each. Fails when the prerendered median is 0.5 s or more.
 *
 * Run: `./node_modules/.bin/node --import tsx bench/web-bundle/index.ts` (RUNS=15 by default).
 */
const BUDGET_BYTES = 40_000;
const FCP_BUDGET_MS = 500;
const RUNS = Number(process.env.RUNS ?? 15);

await ensureBuilt();
const read = (file: string) => readFileSync(join(WEB_DIST, file));
const info: BuildInfo = {
  html: read('pages/start.html').toString('utf8'),
  manifest: JSON.parse(read('.vite/manifest.json').toString('utf8')),
  chunkModules: JSON.parse(read('.vite/chunk-modules.json').toString('utf8')),
};
const sizes = (file: string) => {
  const bytes = read(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const table = (files: readonly string[]) => {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  console.log('| File | Raw | gzip | brotli |\n| ---- | --: | ---: | -----: |');
  for (const file of files) {
    const size = sizes(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
    console.log(`| ${file} | ${kb(size.raw)} | ${kb(size.gzip)} | ${kb(size.brotli)} |`);
  }
  console.log(`| **total** | **${kb(total.raw)}** | **${kb(total.gzip)}** | **${kb(total.brotli)}** |`);
  return total;
};

const landing = ['pages/start.html', ...landingFiles(info)];
console.log('### Landing page before it is usable (HTML + CSS + JS)\n');
const total = table(landing);
console.log(`\nBudget ${kb(BUDGET_BYTES)} brotli.`);

const app = appFiles(info);
console.log('\n### The app, loaded after (intent or idle)\n');
table(app);

console.log('\n### Each role area on top of the landing page and the app (brotli)\n');
console.log('| Area | Chunks | Raw | brotli |\n| ---- | -----: | --: | -----: |');
for (const [area, files] of Object.entries(roleAreaFiles(info))) {
  const extra = files.filter((f) => !landing.includes(f) && !app.includes(f));
  const raw = extra.reduce((sum, f) => sum + sizes(f).raw, 0);
  const brotli = extra.reduce((sum, f) => sum + sizes(f).brotli, 0);
  console.log(`| ${area} | ${extra.length} | ${kb(raw)} | ${kb(brotli)} |`);
}

const leaked = roleModulesIn(info, [...landing, ...app]);
if (leaked.length > 0) {
  console.log(`\nRole or chart code on the landing page:\n${leaked.join('\n')}`);
  process.exitCode = 1;
} else
  console.log('\nNo admin, customer, employee or tenant module and no chart library on the landing page.');
if (total.brotli >= BUDGET_BYTES) {
  console.log(`Landing page over budget: ${kb(total.brotli)} ≥ ${kb(BUDGET_BYTES)}`);
  process.exitCode = 1;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const summary = (values: number[]) =>
  `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

const dataDir = mkdtempSync(join(tmpdir(), 'web-bundle-'));
const server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench-Passwort1' }, 'bundle');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  await waitUntilHealthy(server, 120_000);
  const firstContentfulPaint = async (path: string): Promise<number> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      const handle = await page.waitForFunction(
        () =>
          performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')
            ?.startTime,
      );
      return (await handle.jsonValue()) as number;
    } finally {
      await context.close();
    }
  };
  // One load of each first, not counted: the server's file cache and Chromium's start.
  await firstContentfulPaint('/');
  await firstContentfulPaint('/?spa');
  const prerendered: number[] = [];
  const spa: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    prerendered.push(await firstContentfulPaint('/'));
    spa.push(await firstContentfulPaint('/?spa'));
  }
  console.log(`\n### First contentful paint, cold cache, ${RUNS} paired loads each\n`);
  console.log('| Page | median (min–max) |\n| ---- | ---------------: |');
  console.log(`| \`/\` prerendered | ${summary(prerendered)} |`);
  console.log(`| \`/?spa\` drawn by the app | ${summary(spa)} |`);
  if (median(prerendered) >= FCP_BUDGET_MS) {
    console.log(
      `First contentful paint over budget: ${median(prerendered).toFixed(0)} ms ≥ ${FCP_BUDGET_MS} ms`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
