/**
 * Reading the web build's chunk graph: Vite's manifest (which chunk is the entry or a lazily loaded
 * screen, and what it imports) and `.vite/chunk-modules.json` (which source modules each chunk
 * holds, written by the plugin in vite.config.ts). Used by the bundle benchmark and the browser test
 * that keeps role code off the landing page.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface BuildInfo {
  /** The built index.html. */
  html: string;
  /** `.vite/manifest.json`: keys are source paths from src/web, or `_name-hash.js` for shared chunks. */
  manifest: Record<string, ManifestChunk>;
  /** `.vite/chunk-modules.json`: chunk file → source modules, paths from the project root. */
  chunkModules: Record<string, string[]>;
}

/** The landing screen, as the router loads it. */
export const LANDING_SCREEN = 'features/public/landing-page.tsx';

/** The lazily loaded entry of each signed-in area, as the router names it. */
export const ROLE_AREAS = {
  Admin: 'features/admin/index.ts',
  Kunde: 'features/customer/index.ts',
  'Kunde, Abrechnung': 'features/customer/statement/index.ts',
  'Kunde, Briefe': 'features/customer/letter-screens.ts',
  Mitarbeiter: 'features/employee/index.ts',
  Mieter: 'features/tenant/index.ts',
} as const;

/** Source modules that belong to a signed-in role and must never reach a visitor of the landing page. */
export const ROLE_MODULE = /^src\/web\/features\/(admin|customer|employee|tenant)\//;

/** A chunk, its CSS and everything it imports statically (what the browser needs before it runs). */
function closure(info: BuildInfo, key: string, files: Set<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = info.manifest[key];
  if (!chunk) throw new Error(`Chunk ${key} fehlt im Manifest`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(info, imported, files, seen);
  return files;
}

/**
 * JS and CSS files the landing page loads: what index.html names (scripts, module preloads, style
 * sheets; the colour-scheme script from public/ included), the entry's static imports, and the landing
 * screen's chunk with its imports.
 */
export function landingFiles(info: BuildInfo): string[] {
  const files = new Set<string>();
  for (const match of info.html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/([^"]+\.(?:js|css))"/g))
    files.add(match[1]!);
  const entry = Object.keys(info.manifest).find((key) => info.manifest[key]!.isEntry);
  if (!entry) throw new Error('Das Manifest hat keinen Einstieg');
  closure(info, entry, files);
  closure(info, LANDING_SCREEN, files);
  return [...files].sort();
}

/** Each signed-in area's JS and CSS files, from its lazily loaded entry. */
export function roleAreaFiles(info: BuildInfo): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(ROLE_AREAS).map(([area, key]) => [area, [...closure(info, key, new Set())].sort()]),
  );
}

/** The chart libraries: only the tenant portal draws charts. */
export const CHART_MODULE = /\/node_modules\/(recharts|@mantine\/charts)\//;

/** Role modules and chart libraries inside the given chunk files, as `chunk: module`. */
export function roleModulesIn(info: BuildInfo, files: readonly string[]): string[] {
  return files.flatMap((file) =>
    (info.chunkModules[file] ?? [])
      .filter((id) => ROLE_MODULE.test(id) || CHART_MODULE.test(id))
      .map((id) => `${file}: ${id}`),
  );
}
