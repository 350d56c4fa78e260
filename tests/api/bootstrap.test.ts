import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config/config.ts';
import { createServer } from '../../src/server/server.ts';
import { billingDrafts, meterReadings, properties, tenants, users } from '../../src/server/db/schema.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';
import { todayIso } from '../../src/domain/dates.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'nk-bootstrap-'));
const database = await freshDatabaseUrl();
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database.drop();
});

const config = (env: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });

async function counts(server: Awaited<ReturnType<typeof createServer>>) {
  const db = server.ctx.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [p] = await db.select({ n: count() }).from(properties);
  const [t] = await db.select({ n: count() }).from(tenants);
  return { users: u!.n, properties: p!.n, tenants: t!.n };
}

describe('first and second start', () => {
  it('creates admin and demo data once, keeps data over a restart and never seeds twice', async () => {
    const first = await createServer(config(), { serveWeb: false });
    expect(first.seeded).toBe(true);
    expect(first.generatedAdminPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: first.generatedAdminPassword },
    });
    expect(login.statusCode).toBe(200);
    const before = await counts(first);
    expect(before).toEqual({ users: 3, properties: 2, tenants: 8 });
    // A change made by a user must survive the restart untouched by the seed.
    await first.ctx.db
      .update(tenants)
      .set({ floor: 'EG links (geändert)' })
      .where(eq(tenants.floor, 'EG links'));
    await first.close();

    const second = await createServer(config({ ADMIN_PASSWORD: 'Anderes-Passwort1' }), { serveWeb: false });
    expect(second.seeded).toBe(false);
    expect(second.generatedAdminPassword).toBeUndefined();
    expect(await counts(second)).toEqual(before);
    const changed = await second.ctx.db
      .select()
      .from(tenants)
      .where(eq(tenants.floor, 'EG links (geändert)'));
    expect(changed).toHaveLength(1);
    // The admin keeps the first password; ADMIN_PASSWORD only applies when the admin is created.
    const again = await second.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: first.generatedAdminPassword },
    });
    expect(again.statusCode).toBe(200);
    await second.close();
  });
});

describe('demo data', () => {
  it('has a year of readings, a vacancy, a move-out with successor and a draft for last year', async () => {
    const server = await createServer(config(), { serveWeb: false });
    const db = server.ctx.db;
    const lastYear = Number(todayIso().slice(0, 4)) - 1;
    const all = await db.select().from(tenants);
    expect(all.filter((t) => t.lastName.toLowerCase() === 'leerstand')).toHaveLength(1);
    const becker = all.find((t) => t.lastName === 'Becker')!;
    const wagner = all.find((t) => t.lastName === 'Wagner')!;
    expect(becker.moveOut).toBe(`${lastYear}-06-30`);
    expect(wagner.moveIn).toBe(`${lastYear}-07-01`);
    const [drafts] = await db
      .select({ n: count() })
      .from(billingDrafts)
      .where(eq(billingDrafts.year, lastYear));
    expect(drafts!.n).toBe(1);
    const [readings] = await db.select({ n: count() }).from(meterReadings);
    // Berlin: 2 house meters + 2 per flat (5 flats), Leipzig: 2 + 2 per flat (2 flats); each has a
    // start reading and month-end readings from January of the year before last up to the last
    // complete month (the year before last is the demo's delivered year).
    const monthsThisYear = Number(todayIso().slice(5, 7)) - 1;
    expect(readings!.n).toBe((2 + 10 + 2 + 4) * (25 + monthsThisYear));
    await server.close();
  });
});
