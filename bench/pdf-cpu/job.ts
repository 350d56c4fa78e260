import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config/config.ts';
import type { AppContext } from '../../src/server/context/app-context.ts';
import { findProperty } from '../../src/server/properties/repository.ts';
import { createServer } from '../../src/server/server.ts';
import { openYearDocuments } from '../../src/server/statements/open-year-documents.ts';
import type { YearJob } from '../../src/server/workers/pdf-pool.ts';
import { fillBuilding } from '../statements/building.ts';

export const YEAR = 2025;

/**
 * The PDF job of the 1,000-dwelling building of bench/statements (1,100 statements), exactly as the ZIP
 * and finalizing hand it to the PDF worker: filled into a temporary PGlite, then taken from
 * `openYearDocuments` where it would go to the worker pool. The landlord gets a receiving account, so
 * every back-payment carries its GiroCode. Written with v8.serialize to `file`.
 */
export async function writeJob(file: string): Promise<{ statements: number }> {
  const work = mkdtempSync(join(tmpdir(), 'bench-pdf-cpu-'));
  const server = await createServer(
    loadConfig({ SEED_DEMO: '0', ADMIN_PASSWORD: 'Bench-Passwort1', DATA_DIR: join(work, 'data') }),
    { serveWeb: false, now: () => new Date('2026-03-02T10:00:00Z') },
  );
  try {
    const db = server.ctx.db;
    const propertyId = await fillBuilding(db, 1000, YEAR);
    await db.execute(sql`
      update customers set iban = 'DE02120300000000202051', bic = 'BYLADEM1001', account_holder = 'Vera Vermieter',
                           phone_number = '+49 30 1234567'`);
    const property = await findProperty(db, { kind: 'all' }, propertyId);
    if (!property) throw new Error('property missing');
    let job: YearJob | undefined;
    const capture: AppContext = {
      ...server.ctx,
      pdfs: {
        ...server.ctx.pdfs,
        year: (j) => {
          job = j;
          return Promise.reject(new Error('captured'));
        },
      },
    };
    await openYearDocuments(capture, property, YEAR, { summary: false, answer: null }).catch(
      (error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'captured') throw error;
      },
    );
    if (!job) throw new Error('no job');
    writeFileSync(file, serialize(job));
    return { statements: job.tenants.length };
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}
