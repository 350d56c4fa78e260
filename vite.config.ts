import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Libraries in long-lived chunks of their own, which change less often than the app's code:
 * - react: React, its DOM renderer and the router, which every page needs;
 * - mantine: Mantine's core (provider, styles system, hooks, floating elements), which every page
 *   needs; its components are left to Rollup, so each travels with the screens that use it and the
 *   landing page downloads only its own (a group of all of them put 70 KB compressed of
 *   admin-only widgets on it);
 * - query: TanStack Query;
 * - charts: recharts and its helpers, which only the tenant portal draws.
 * Rollup moves every library a group imports into that group unless it sits in another one: react-is
 * and clsx are imported by Mantine as well as by recharts and therefore belong to react and mantine,
 * or the landing page would load the chart chunk for them.
 */
const vendorGroups: readonly (readonly [chunk: string, packages: RegExp])[] = [
  ['react', /\/node_modules\/(react|react-dom|react-is|scheduler|react-router)\//],
  ['mantine', /\/node_modules\/(@mantine\/core\/esm\/core|@mantine\/hooks|@floating-ui|clsx)\//],
  ['query', /\/node_modules\/@tanstack\//],
  [
    'charts',
    /\/node_modules\/(recharts|victory-vendor|d3-[^/]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store)\//,
  ],
];

/**
 * The app's own style modules of what the prerendered public pages show (shell, public screens,
 * cookie banner), in a chunk of their own that the pages' script imports (app/public-styles.ts), so
 * the build links their CSS into the pages. Left to Rollup they sit in the app's chunk, and the pages
 * were drawn without their layout until the app arrived, or for good without JavaScript.
 */
const PRERENDERED_PAGE_STYLES =
  /\/src\/web\/(app\/shell\/shell|features\/public\/public|components\/cookie-banner)\.module\.css/;

/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: which source modules (paths from the
 * project root) each chunk holds. The manifest names only a chunk's entry module; this lets the
 * bundle benchmark and the browser test check that no admin, customer or tenant module rides along
 * in a chunk the landing page loads.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => relative(projectRoot, id.split('?')[0]!));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [react(), chunkModules()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The manifest maps every source module to its chunk: the bundle benchmark and the browser test
    // that keeps role code off the landing page read it.
    manifest: true,
    rollupOptions: {
      // The app's page for every path, and the template of the public pages the build renders to
      // HTML (scripts/build.ts), whose script loads the app only when wanted.
      input: {
        index: `${projectRoot}src/web/index.html`,
        public: `${projectRoot}src/web/public.html`,
      },
      // The text catalogue is plain data: a screen's texts travel with that screen only.
      treeshake: { moduleSideEffects: (id) => !id.includes('/src/domain/texts/') },
      output: {
        manualChunks(id) {
          if (PRERENDERED_PAGE_STYLES.test(id)) return 'page-styles';
          return vendorGroups.find(([, packages]) => packages.test(id))?.[0];
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
