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
  /** The landing page as the build rendered it (dist/web/pages/start.html). */
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

/** The template of the prerendered public pages, as the manifest names it. */
const PUBLIC_ENTRY = 'public.html';

/**
 * JS and CSS files the landing page loads before it is usable: what its HTML names (scripts, module
 * preloads, style sheets; the colour-scheme script from public/ included) and the static imports of
 * its script. The app follows later (`appFiles`).
 */
export function landingFiles(info: BuildInfo): string[] {
  const files = new Set<string>();
  for (const match of info.html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/([^"]+\.(?:js|css))"/g))
    files.add(match[1]!);
  closure(info, PUBLIC_ENTRY, files);
  return [...files].sort();
}

/** The module that takes a prerendered page over, loaded by the public pages' script when wanted. */
export const TAKE_OVER = 'app/take-over.tsx';

/**
 * What the landing page loads on top once the visitor shows intent or the browser is idle: the app
 * (the take-over module and its static imports) and the landing screen's chunk.
 */
export function appFiles(info: BuildInfo): string[] {
  const before = new Set(landingFiles(info));
  const files = closure(info, TAKE_OVER, new Set());
  closure(info, LANDING_SCREEN, files);
  return [...files].filter((file) => !before.has(file)).sort();
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
