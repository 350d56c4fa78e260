import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/helpers/sequencer.ts';

const postgres = process.env.TEST_DATABASE_URL;

/**
 * How long `expect.poll` waits for a page or a background job to get somewhere: Vitest's default of
 * one second is shorter than a save, a reload or a queued job can take on a loaded 2-core CI
 * machine; Playwright's own waits allow thirty. A bound on waiting, not a measurement.
 */
const POLL = { timeout: 10_000 };

/**
 * unit: pure code beside the sources. api: the real server through app.inject on a fresh
 * database per file, once on embedded PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
 * delivery: how the server delivers the built web app, and the bundle `npm start` runs.
 * browser: Chromium against the real server (its own server and browser per file).
 * The last two serve what `npm start` builds; their global setup builds it when missing or stale.
 * Timeouts bound a hang; they measure nothing (speed is measured in bench/), so they leave room
 * for a loaded 2-core CI machine: the walkers over every route take tens of seconds there.
 */
const API_TESTS = ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'];
/** The landlord's way from the cost summary to delivered statements, and the tenant finding them. */
const STATEMENT_BROWSER_TESTS = [
  'tests/browser/statements.test.ts',
  'tests/browser/tenant-statements.test.ts',
];

const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: API_TESTS,
    env: { TEST_DB: db },
    testTimeout: 120_000,
    // Starting an app (migrations, demo seed, password hashes) beside Chromiums took over a minute.
    hookTimeout: 180_000,
    expect: { poll: POLL },
  },
});

const browserProject = (name: string, include: string[], env: Record<string, string> = {}) => ({
  test: {
    name,
    include,
    env,
    globalSetup: ['tests/helpers/build.ts'],
    // A browser flow signs in, opens several screens and waits for saves and jobs: on a loaded 2-core
    // machine, beside API files and other Chromiums, one took over a minute. A bound on a hang.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    expect: { poll: POLL },
  },
});

export default defineConfig({
  test: {
    // Test files mostly wait (databases, HTTP, Chromium), so more run at once than there are cores;
    // Vitest's default on a 2-core machine would be one at a time.
    maxWorkers: 4,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          environment: 'node',
          // Unit files run beside the API and browser files: an embedded database that migrates, a
          // worker pool or a long loop can take several times Vitest's defaults (5 s, 10 s for hooks)
          // on a loaded 2-core machine. Bounds on a hang, not measurements.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      apiProject('pglite'),
      ...(postgres ? [apiProject('postgres')] : []),
      {
        test: {
          name: 'delivery',
          include: ['tests/delivery/**/*.test.ts'],
          globalSetup: ['tests/helpers/build.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // Several server processes (two web, workers) on one PostgreSQL database: only with one.
      ...(postgres
        ? [
            {
              test: {
                name: 'operations',
                include: ['tests/operations/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                globalSetup: ['tests/helpers/build.ts'],
                testTimeout: 180_000,
                hookTimeout: 180_000,
                expect: { poll: POLL },
              },
            },
          ]
        : []),
      browserProject('browser', ['tests/browser/**/*.test.ts']),
      // The statements flow also on PostgreSQL; the other screens read and write through the same
      // repositories that the api-postgres project covers.
      ...(postgres
        ? [browserProject('browser-postgres', STATEMENT_BROWSER_TESTS, { TEST_DB: 'postgres' })]
        : []),
    ],
  },
});
