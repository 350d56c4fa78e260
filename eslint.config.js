import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A feature reaches another only through that feature's public index.ts. */
const featureZones = features.flatMap((target) =>
  features
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./src/web/features/${target}`,
      from: `./src/web/features/${from}`,
      except: ['./index.ts'],
      message: `Andere Features nur über ihre index.ts importieren (features/${from}/index.ts).`,
    })),
);

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-alert': 'error',
    },
  },
  {
    // The architecture, enforced: domain at the bottom, server and web on it and never on each
    // other, a feature reached only through its public index.ts, and no import cycles anywhere.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/server', './src/web'],
              message: 'Die Domäne importiert weder Server noch Web.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'Der Server importiert nichts aus dem Web.',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'Das Web importiert nichts aus dem Server.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // The shared zod schemas probe for eval when they run; the web app's CSP forbids eval, so the
    // browser bundle may take their types only (the server validates every request anyway).
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/schemas/*'],
              allowTypeImports: true,
              message: 'Im Web-Bundle nur Typen aus den zod-Schemas importieren (CSP ohne eval).',
            },
          ],
        },
      ],
    },
  },
  {
    // Thin routes: a route validates, takes the actor and calls a use case (writes) or a read file
    // (reads); the SQL stays behind those in the repository.
    files: ['src/server/**/routes.ts', 'src/server/**/*-routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repository.ts', '**/*-repository.ts'],
              message:
                'Routen lesen und schreiben über Use-Case- oder Lesedateien, nicht über das Repository.',
            },
          ],
        },
      ],
    },
  },
);
