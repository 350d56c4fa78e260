import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
);
