/**
 * The build `npm start` runs first (`prestart`): the web app with Vite into dist/web, its public
 * pages rendered to HTML (dist/web/pages), every text file of it also brotli- and gzip-compressed beside it, and the server bundled with esbuild into
 * dist/server, with an empty initialised PGlite database beside it for a first start. Each part is skipped while its output is newer than its sources, so a second start
 * builds nothing. The running server then needs neither Vite nor tsx.
 *
 *   node scripts/build.ts          build what is outdated
 *   node scripts/build.ts --force  build both parts
 *
 * Node runs this file as TypeScript by itself (type stripping): it uses no syntax beyond types.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const WEB_OUT = join(root, 'dist/web');
const SERVER_OUT = join(root, 'dist/server');
/** The page renderer, built for Node and run once by the web build; removed after. */
const PRERENDER_OUT = join(root, 'dist/prerender');
/** Written by the prerendering; the server reads `site.json` (see src/server/site/prerendered-pages.ts). */
const PAGES_OUT = join(WEB_OUT, 'pages');
/** Written last: a build that stopped halfway leaves no stamp and runs again. */
const STAMP = '.built';

/** Inputs of both parts besides their own folders: the installed packages and this script. */
const COMMON_SOURCES = ['package-lock.json', 'scripts/build.ts'];
const WEB_SOURCES = [
  'src/web',
  'src/domain',
  'src/server/site/site-info.ts',
  'src/server/config',
  'scripts/prerender-site.ts',
  'vite.config.ts',
  ...COMMON_SOURCES,
];
const SERVER_SOURCES = ['src/server', 'src/domain', ...COMMON_SOURCES];

/** Files worth compressing: text. Images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function upToDate(outDir: string, sources: readonly string[]): boolean {
  const stamp = join(outDir, STAMP);
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return sources.every((source) => newestMtime(join(root, source)) <= built);
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `.br` and `.gz` beside every text file, at the strongest settings: done once here, the server
 * only picks the file (`preCompressed`), where compressing per request would cost CPU every
 * time. A variant no smaller than the file is left out; the server then sends the file itself.
 */
async function precompress(dir: string): Promise<void> {
  const files = filesBelow(dir).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/**
 * What the prerendered pages depend on besides their sources: the environment the operator details
 * are read from (legal and contact pages) and the year (the footer's copyright line), so a change
 * of either renders them again.
 */
function siteEnvironment(): string {
  const keys = Object.keys(process.env)
    .filter((key) => /^(?:OPERATOR_|MANAGING_DIRECTOR$|SUPPORT_EMAIL$|SUPPORT_WHATSAPP$)/.test(key))
    .sort();
  return JSON.stringify({
    year: new Date().getFullYear(),
    environment: keys.map((key) => [key, process.env[key]]),
  });
}

/** Beside Vite's manifest: a dot folder, which the server does not serve. */
const SITE_ENVIRONMENT = join(WEB_OUT, '.vite', 'prerender-inputs.json');

function pagesUpToDate(): boolean {
  return existsSync(SITE_ENVIRONMENT) && readFileSync(SITE_ENVIRONMENT, 'utf8') === siteEnvironment();
}

interface PrerenderedPage {
  path: string;
  file: string;
  site: boolean;
}

/** Keeps the data block's JSON from ending the script element early. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Links the style sheet of the app's own style modules the pages show (the `page-styles` chunk,
 * vite.config.ts) into the pages' template: Vite links only the CSS of what the pages' script
 * imports, and the shell's, public screens' and cookie banner's styles come with the app.
 */
function withPageStyles(template: string): string {
  const manifest = JSON.parse(readFileSync(join(WEB_OUT, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { name?: string; css?: string[] }
  >;
  const sheets = Object.values(manifest).find((chunk) => chunk.name === 'page-styles')?.css;
  if (!sheets?.length) throw new Error('Vite manifest: no style sheet of the page-styles chunk');
  const links = sheets.map((sheet) => `<link rel="stylesheet" href="/${sheet}">`).join('');
  return template.replace('</head>', () => `${links}</head>`);
}

/**
 * The public pages as HTML, readable without JavaScript: Vite's server build of the page renderer
 * (the app's own components), run for each page, its markup put into the template the client build
 * made of public.html (the pages' styles and the script that loads the app when wanted). The pages
 * that show the operator details carry them as JSON, for the app to take the page over with.
 */
async function prerender(): Promise<void> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    configFile: false,
    root: join(root, 'src/web'),
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: true,
      outDir: PRERENDER_OUT,
      emptyOutDir: true,
      rollupOptions: {
        input: {
          'render-page': join(root, 'src/web/prerender/render-page.tsx'),
          'prerender-site': join(root, 'scripts/prerender-site.ts'),
        },
      },
    },
  });
  const load = (name: string) => import(pathToFileURL(join(PRERENDER_OUT, `${name}.js`)).href);
  const { renderPage } = await load('render-page');
  const { currentSiteInfo } = await load('prerender-site');
  const { PRERENDERED_PAGES } = (await import('../src/domain/site-paths.ts')) as {
    PRERENDERED_PAGES: readonly PrerenderedPage[];
  };
  const { SITE_INFO_ELEMENT_ID } = (await import('../src/web/components/prerendered-page.ts')) as {
    SITE_INFO_ELEMENT_ID: string;
  };
  const site: unknown = currentSiteInfo();
  const template = withPageStyles(readFileSync(join(WEB_OUT, 'public.html'), 'utf8'));
  mkdirSync(PAGES_OUT, { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const { title, html } = (await renderPage(page.path, site)) as { title: string; html: string };
    const data = page.site
      ? `<script type="application/json" id="${SITE_INFO_ELEMENT_ID}">${jsonInHtml(site)}</script>`
      : '';
    writeFileSync(
      join(PAGES_OUT, `${page.file}.html`),
      template
        .replace('<!--page-title-->', () => htmlText(title))
        .replace('<!--page-html-->', () => html)
        .replace('<!--page-data-->', () => data),
    );
  }
  writeFileSync(join(PAGES_OUT, 'site.json'), JSON.stringify(site));
  writeFileSync(SITE_ENVIRONMENT, siteEnvironment());
  rmSync(join(WEB_OUT, 'public.html'));
  rmSync(PRERENDER_OUT, { recursive: true, force: true });
}

export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  await prerender();
  await precompress(WEB_OUT);
  writeFileSync(join(WEB_OUT, STAMP), `${new Date().toISOString()}\n`);
}

/**
 * Packages left out of the server bundle, loaded from node_modules as they are: they read files
 * of their own beside their code (PGlite's WebAssembly and data, pdfkit's fonts, Swagger UI's
 * pages), are native (argon2), start worker threads from a file of their own (piscina, tesseract.js),
 * load their PDF engine from a file of their own (unpdf), or are
 * loaded only when configured (nodemailer, mqtt; pg-native is an optional part of pg).
 */
export const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  'argon2',
  'mqtt',
  'nodemailer',
  'pdfkit',
  'pg-native',
  'piscina',
  'tesseract.js',
  'unpdf',
];

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What `npm start` runs: the bundle, with Node's compile cache on. A start then takes the
 * compiled code of the bundle from the cache instead of compiling it again (about 60 ms of CPU);
 * the cache lives in dist/server and goes with the next build.
 */
const START = `// Written by scripts/build.ts.
import { enableCompileCache } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

enableCompileCache(fileURLToPath(new URL('./.compile-cache', import.meta.url)));
await import('./server.js');
`;

/**
 * The server as ES modules: `server.js` (run by `start.js`), the worker threads'
 * `billing-worker.js`, `pdf-worker.js`, `invoice-worker.js` and `bank-statement-worker.js`, and chunks they share or load later (`import()` stays lazy: PDF rendering,
 * mail, MQTT, the database driver not in use). Every file lies flat in dist/server, which `src/server/runtime/locations.ts` relies on.
 *
 * Packages are bundled too, but those of EXTERNAL_PACKAGES. Loaded from node_modules, Node 24
 * spent about a second and 130 MB on drizzle-orm alone (its package.json reader runs for each of
 * the 200 modules, and that package.json is 180 kB), bundled 20 ms and 5 MB; the other packages
 * cost a start another 150–200 ms of CPU.
 * Bundled CommonJS packages get `require` from the banner. The two bundled packages that look
 * for files beside themselves do so only where the server does not go (pino's transports) or
 * fall back when absent (@fastify/swagger's own package.json).
 */
export async function buildServer(): Promise<void> {
  const { build } = await import('esbuild');
  rmSync(SERVER_OUT, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'src/server/start.ts',
      'billing-worker': 'src/server/workers/worker.ts',
      'pdf-worker': 'src/server/workers/pdf-worker.ts',
      'invoice-worker': 'src/server/invoices/reading/reading-worker.ts',
      'bank-statement-worker': 'src/server/bank-statements/reading/reading-worker.ts',
    },
    outdir: SERVER_OUT,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'external-packages',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            args.kind !== 'entry-point' && EXTERNAL_PACKAGES.includes(packageName(args.path))
              ? { path: args.path, external: true }
              : undefined,
          );
        },
      },
    ],
  });
  writeFileSync(join(SERVER_OUT, 'start.js'), START);
  cpSync(join(root, 'src/server/db/migrations'), join(SERVER_OUT, 'migrations'), { recursive: true });
  // The empty database a first start copies instead of running initdb, which alone peaks at about
  // 620 MB: the build runs it once, here (src/server/db/pglite-template.ts).
  const { writePgliteTemplate } = await import('../src/server/db/pglite-template.ts');
  await writePgliteTemplate(join(SERVER_OUT, 'pgdata-template'));
  writeFileSync(join(SERVER_OUT, STAMP), `${new Date().toISOString()}\n`);
}

/** Builds each part whose output is missing or older than its sources (both with `force`). */
export async function ensureBuilt(options: { force?: boolean; log?: boolean } = {}): Promise<void> {
  const say = options.log ? (line: string) => console.log(line) : () => undefined;
  if (options.force || !upToDate(WEB_OUT, WEB_SOURCES) || !pagesUpToDate()) {
    say('Web-Oberfläche wird gebaut …');
    await buildWeb();
  }
  if (options.force || !upToDate(SERVER_OUT, SERVER_SOURCES)) {
    say('Server wird gebaut …');
    await buildServer();
  }
}

if (import.meta.main) {
  await ensureBuilt({ force: process.argv.includes('--force'), log: true });
}
