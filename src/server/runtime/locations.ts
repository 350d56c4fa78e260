import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server finds its files. It runs either from the TypeScript sources (tests, benchmarks,
 * `npm run dev`: this file is src/server/runtime/locations.ts) or from the bundle `npm start`
 * runs, whose files all lie flat in dist/server (see scripts/build.ts).
 */
export const BUNDLED = !import.meta.url.endsWith('.ts');

export const PROJECT_ROOT = fileURLToPath(new URL(BUNDLED ? '../..' : '../../..', import.meta.url));

/** The built web app (scripts/build.ts, or the browser tests' global setup). */
export const WEB_DIST = join(PROJECT_ROOT, 'dist/web');

/** The SQL migrations; the build copies them next to the bundle. */
export const MIGRATIONS_DIR = join(
  PROJECT_ROOT,
  BUNDLED ? 'dist/server/migrations' : 'src/server/db/migrations',
);

/**
 * An empty, initialised PGlite data directory that the build writes beside the bundle
 * (scripts/build.ts): a first start on an empty data directory copies it instead of running
 * PostgreSQL's initdb (`db/pglite-template.ts`). From the sources there is none.
 */
export const PGLITE_TEMPLATE_DIR = BUNDLED ? join(PROJECT_ROOT, 'dist/server/pgdata-template') : undefined;

/**
 * Entry of the billing worker threads. Worker threads do not inherit the TypeScript loader of the
 * thread that starts them, so from the sources an .mjs entry registers tsx first; the bundle has
 * the compiled worker beside it.
 */
export const WORKER_ENTRY = BUNDLED
  ? new URL('./billing-worker.js', import.meta.url)
  : new URL('../workers/billing-worker.mjs', import.meta.url);

/** Entry of the PDF worker threads (see WORKER_ENTRY). */
export const PDF_WORKER_ENTRY = BUNDLED
  ? new URL('./pdf-worker.js', import.meta.url)
  : new URL('../workers/pdf-worker.mjs', import.meta.url);

/** Entry of the invoice reading threads (see WORKER_ENTRY). */
export const INVOICE_WORKER_ENTRY = BUNDLED
  ? new URL('./invoice-worker.js', import.meta.url)
  : new URL('../invoices/reading/reading-worker.mjs', import.meta.url);

/** Entry of the bank statement reading threads (see WORKER_ENTRY). */
export const BANK_STATEMENT_WORKER_ENTRY = BUNDLED
  ? new URL('./bank-statement-worker.js', import.meta.url)
  : new URL('../bank-statements/reading/reading-worker.mjs', import.meta.url);
