import { copyFileSync, cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The file PostgreSQL writes last into a data directory it initialised, and reads first at start. */
const VERSION_FILE = 'PG_VERSION';

/** Whether `dir` holds an initialised PostgreSQL data directory. */
export const holdsCluster = (dir: string) => existsSync(join(dir, VERSION_FILE));

/**
 * Writes an empty, initialised PGlite data directory to `dir`: what PGlite's first start makes
 * with PostgreSQL's initdb, before any migration. The build writes it once (scripts/build.ts), on
 * a machine with the memory for it: initdb runs a second WebAssembly PostgreSQL beside the first
 * and peaks at about 620 MB in a bare process (docs/performance.md).
 */
export async function writePgliteTemplate(dir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  rmSync(dir, { recursive: true, force: true });
  const client = new PGlite(dir);
  await client.waitReady;
  await client.close();
}

/**
 * Gives an empty data directory the template's files, so that the first start opens an existing
 * database as every later start does (about 320 MB at most instead of 620 MB). `PG_VERSION` is
 * copied last: a copy that stops halfway leaves a directory without it, which the next start copies
 * into again. Returns whether it copied; a directory that holds a database, or no template, is left
 * to PGlite as before.
 */
export function startFromTemplate(dataDir: string, template: string | undefined): boolean {
  if (!template || holdsCluster(dataDir) || !holdsCluster(template)) return false;
  for (const entry of readdirSync(template)) {
    if (entry !== VERSION_FILE)
      cpSync(join(template, entry), join(dataDir, entry), { recursive: true, force: true });
  }
  copyFileSync(join(template, VERSION_FILE), join(dataDir, VERSION_FILE));
  return true;
}
