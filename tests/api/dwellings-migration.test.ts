import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/runtime/locations.ts';
import { freshDatabaseUrl } from '../helpers/database.ts';

/**
 * Existing data meets the dwellings: a database at the state before them (migration 0014) with
 * tenancy chains of every kind, then every migration up to today. Each chain becomes a dwelling,
 * tenancies and meters point at it, and a finalized year's frozen result and PDFs stay
 * byte for byte as they were.
 */

type Rows = Array<Record<string, unknown>>;
interface Handle {
  run(text: string): Promise<Rows>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

let dir = '';
let handle: Handle;
let dropDatabase: () => Promise<void> = async () => {};

/** A copy of the migrations whose journal stops after `lastIdx`, as drizzle's migrator reads it. */
function migrationsUpTo(lastIdx: number): string {
  dir = mkdtempSync(join(tmpdir(), 'nk-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** The test's database: embedded PGlite, or a fresh PostgreSQL database in the api-postgres project. */
async function openDatabase(): Promise<Handle> {
  const database = await freshDatabaseUrl();
  dropDatabase = () => database.drop();
  if (database.url) {
    const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const db = drizzle(pool);
    return {
      run: async (text) => (await db.execute(sql.raw(text))).rows as Rows,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite();
  const db = drizzle(client);
  return {
    run: async (text) => (await db.execute(sql.raw(text))).rows as Rows,
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

const one = async (text: string) => (await handle.run(text))[0]!;
const idOf = async (text: string) => Number((await one(`${text} returning id`)).id);

/** Tenancy ids by their last name, and the finalized year's fingerprint before the migration. */
const ids: Record<string, number> = {};
let frozenBefore: Rows = [];
const FROZEN = `
  select d.id, d.tenant_id, md5(d.pdf) as pdf_md5, length(d.pdf) as pdf_length, d.balance_cents,
         b.result::text as result, b.closed_at
  from statement_documents d join billing_years b on b.property_id = d.property_id and b.year = d.year
  order by d.id`;

async function tenancy(propertyId: number, lastName: string, fields: string) {
  const columns = ['property_id', 'last_name', ...fields.split(';').map((f) => f.split('=')[0]!.trim())];
  const values = [
    String(propertyId),
    `'${lastName}'`,
    ...fields.split(';').map((f) => f.split('=')[1]!.trim()),
  ];
  ids[lastName] = await idOf(`insert into tenants (${columns.join(', ')}) values (${values.join(', ')})`);
  return ids[lastName]!;
}

beforeAll(async () => {
  handle = await openDatabase();
  await handle.migrate(migrationsUpTo(14));
  const customer = await idOf(`insert into customers (last_name) values ('Altbestand')`);
  const house = await idOf(
    `insert into properties (customer_id, address) values (${customer}, 'Altweg 1, 10115 Berlin, Deutschland')`,
  );
  const other = await idOf(
    `insert into properties (customer_id, address) values (${customer}, 'Altweg 2, 10115 Berlin, Deutschland')`,
  );
  // A chain: Alt moved out on 30 June, Neu followed; the latest area is Neu's.
  const alt = await tenancy(
    house,
    'Alt',
    `floor='EG links'; area_m2=60; mea=100; move_in='2020-01-01'; move_out='2023-06-30'; sort_index=0`,
  );
  await tenancy(
    house,
    'Neu',
    `floor='EG links'; area_m2=62.5; move_in='2023-07-01'; sort_index=1; predecessor_id=${alt}`,
  );
  // The same floor typed for an unrelated tenancy, a tenancy without floor, and a vacancy chain.
  await tenancy(house, 'Doppelt', `floor='eg links'; area_m2=55; sort_index=2`);
  await tenancy(house, 'Ohne', `floor=null; area_m2=40; sort_index=3`);
  const vacancy = await tenancy(house, 'Leerstand', `floor=' 1. OG '; move_out='2023-03-31'; sort_index=4`);
  await tenancy(house, 'Später', `floor=''; move_in='2023-04-01'; sort_index=5; predecessor_id=${vacancy}`);
  await tenancy(other, 'Anderswo', `floor=null; sort_index=0`);

  await handle.run(`insert into meters (property_id, meter_type, meter_number, unit, source_type, tenant_id)
    values (${house}, 'Wasserzähler', 'WZ-ALT', 'm³', 'manual', ${alt}),
           (${house}, 'Heizkostenverteiler', 'HKV-OHNE', 'Einheiten', 'manual', ${ids.Ohne}),
           (${house}, 'Stromzähler', 'S-HAUS', 'kWh', 'manual', null)`);
  await handle.run(`update meters set assignment_label = 'Allgemeinstrom' where meter_number = 'S-HAUS'`);

  // A finalized 2023: its frozen result and PDFs (every byte value, so no encoding may touch them).
  await handle.run(`insert into billing_years (property_id, year, closed_at, result)
    values (${house}, 2023, '2024-02-01T10:00:00Z', '{"units":[{"id":"${alt}","balance_cents":-1234}],"total":{"cents":98765}}')`);
  await handle.run(`insert into statement_documents
      (property_id, year, tenant_id, kind, name, file_name, period_from, period_to, balance_cents, pdf)
    values (${house}, 2023, ${alt}, 'tenant', 'Alt', 'alt.pdf', '2023-01-01', '2023-06-30', -1234,
            decode(repeat('255044462d312e370a00ff80', 40) || (select string_agg(lpad(to_hex(g), 2, '0'), '') from generate_series(0, 255) g), 'hex')),
           (${house}, 2023, null, 'summary', 'Übersicht', 'summary.pdf', '2023-01-01', '2023-12-31', 0,
            decode('255044462d312e340a', 'hex'))`);
  frozenBefore = await handle.run(FROZEN);
  await handle.migrate(MIGRATIONS_DIR);
});

afterAll(async () => {
  await handle?.close();
  await dropDatabase();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const dwellingOf = async (lastName: string) =>
  one(`select d.* from tenants t join dwellings d on d.id = t.dwelling_id where t.id = ${ids[lastName]}`);

describe('migrating existing tenancies onto dwellings', () => {
  it('makes each predecessor chain one dwelling, labelled by its latest floor', async () => {
    const chain = await dwellingOf('Alt');
    expect(await dwellingOf('Neu')).toEqual(chain);
    expect(chain).toMatchObject({ label: 'EG links', area_m2: '62.50', mea: '100.000', persons: null });
    expect(await dwellingOf('Leerstand')).toEqual(await dwellingOf('Später'));
    expect((await dwellingOf('Später')).label).toBe('1. OG');
  });

  it('keeps labels unique: a repeated floor gets a number, a missing one "Wohnung <n>"', async () => {
    expect((await dwellingOf('Doppelt')).label).toBe('eg links (2)');
    expect((await dwellingOf('Ohne')).label).toBe('Wohnung 3');
    expect((await dwellingOf('Anderswo')).label).toBe('Wohnung 1');
    const labels = await handle.run(
      `select property_id, label from dwellings order by property_id, sort_index, id`,
    );
    expect(labels.map((r) => r.label)).toEqual([
      'EG links',
      'eg links (2)',
      'Wohnung 3',
      '1. OG',
      'Wohnung 1',
    ]);
    expect(await one(`select count(*)::int as n from tenants where dwelling_id is null`)).toEqual({ n: 0 });
  });

  it('gives each meter its tenant’s dwelling and leaves the building’s meters without one', async () => {
    const meters = await handle.run(
      `select m.meter_number, d.label from meters m left join dwellings d on d.id = m.dwelling_id order by m.id`,
    );
    expect(meters).toEqual([
      { meter_number: 'WZ-ALT', label: 'EG links' },
      { meter_number: 'HKV-OHNE', label: 'Wohnung 3' },
      { meter_number: 'S-HAUS', label: null },
    ]);
  });

  it('leaves the finalized year’s frozen result and PDFs byte for byte as they were', async () => {
    expect(frozenBefore).toHaveLength(2);
    expect(await handle.run(FROZEN)).toEqual(frozenBefore);
  });

  it('adds the usual persons of a dwelling, refusing counts outside 0 to 99', async () => {
    const id = (await dwellingOf('Alt')).id;
    await handle.run(`update dwellings set persons = 3 where id = ${id}`);
    await expect(handle.run(`update dwellings set persons = 100 where id = ${id}`)).rejects.toThrow();
    expect((await dwellingOf('Alt')).persons).toBe(3);
  });
});
