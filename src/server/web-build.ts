import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const stamp = join(root, 'dist/web/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const m = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (m > newest) newest = m;
  }
  return newest;
}

/** Builds the web app when dist/web is missing or older than its sources (src/web, src/domain). */
export async function ensureWebBuild(): Promise<void> {
  if (existsSync(stamp)) {
    const built = statSync(stamp).mtimeMs;
    const sources = Math.max(newestMtime(join(root, 'src/web')), newestMtime(join(root, 'src/domain')));
    if (built >= sources) return;
  }
  console.log('Web-Oberfläche wird gebaut …');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}
