import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import {
  landingFiles,
  roleAreaFiles,
  roleModulesIn,
  type BuildInfo,
} from '../../tests/helpers/web-chunks.ts';

/**
 * What the landing page downloads: the production build of the web app (vite.config.ts) into a
 * temporary folder, then index.html's script and styles, their static imports (which the browser
 * preloads) and the landing screen's chunk with its imports. Sizes raw, gzip and brotli at quality
 * 11, as the server sends the files precompressed. Fails when the landing page needs 200 KB or more
 * compressed, or when any of its chunks holds a module of the admin, customer, employee or tenant
 * areas or of the chart libraries. Run: `npx tsx bench/web-bundle/index.ts`.
 */
const BUDGET_BYTES = 200_000;
const outDir = mkdtempSync(join(tmpdir(), 'web-bundle-'));
try {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const info: BuildInfo = {
    html: readFileSync(join(outDir, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')),
    chunkModules: JSON.parse(readFileSync(join(outDir, '.vite/chunk-modules.json'), 'utf8')),
  };
  const sizes = (file: string) => {
    const bytes = readFileSync(join(outDir, file));
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

  const landing = landingFiles(info);
  console.log('### Landing page (JS + CSS)\n');
  const total = table(landing);
  const js = landing.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizes(f).brotli, 0);
  console.log(`\nJS ${kb(js)}, CSS ${kb(total.brotli - js)} brotli; budget ${kb(BUDGET_BYTES)}.`);

  console.log('\n### Each role area on top of the landing page (brotli)\n');
  console.log('| Area | Chunks | Raw | brotli |\n| ---- | -----: | --: | -----: |');
  for (const [area, files] of Object.entries(roleAreaFiles(info))) {
    const extra = files.filter((f) => !landing.includes(f));
    const raw = extra.reduce((sum, f) => sum + sizes(f).raw, 0);
    const brotli = extra.reduce((sum, f) => sum + sizes(f).brotli, 0);
    console.log(`| ${area} | ${extra.length} | ${kb(raw)} | ${kb(brotli)} |`);
  }

  const leaked = roleModulesIn(info, landing);
  if (leaked.length > 0) {
    console.log(`\nRole or chart code on the landing page:\n${leaked.join('\n')}`);
    process.exitCode = 1;
  } else
    console.log(
      '\nNo admin, customer, employee or tenant module and no chart library in the landing chunks.',
    );
  if (total.brotli >= BUDGET_BYTES) {
    console.log(`Landing page over budget: ${kb(total.brotli)} ≥ ${kb(BUDGET_BYTES)}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
