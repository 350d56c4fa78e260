import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

/**
 * Drizzle's queries on the embedded database drop their own type parsers once a statement's
 * result is known to need none; results must stay exactly as Drizzle's parsers make them.
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

describe('embedded database through Drizzle', () => {
  it('keeps dates, timestamps and intervals as text on every run of a statement', async () => {
    const query = sql`select date '2026-02-28' as d, timestamptz '2026-02-28 13:14:15.123456+00' as t,
      interval '1 day' as i, ${'x'}::text as s`;
    for (let run = 0; run < 3; run++) {
      const { rows } = await database.db.execute(query);
      expect(rows).toEqual([{ d: '2026-02-28', t: '2026-02-28 13:14:15.123456+00', i: '1 day', s: 'x' }]);
    }
  });

  it('answers a statement without such columns the same on later runs', async () => {
    const query = (n: number) => sql`select ${n}::int as n, 'ä'::text as s, 1.50::numeric as m`;
    for (let run = 0; run < 3; run++) {
      expect((await database.db.execute(query(run))).rows).toEqual([{ n: run, s: 'ä', m: '1.50' }]);
    }
  });

  it('stores and returns bytes unchanged, from a view into a larger buffer too', async () => {
    const all = Uint8Array.from({ length: 256 + 7 }, (_, i) => i % 256);
    const bytes = all.subarray(7);
    const { rows } = await database.db.execute(
      sql`select ${bytes}::bytea as b, octet_length(${bytes}::bytea) as n, ''::bytea as empty`,
    );
    const row = rows[0] as { b: Uint8Array; n: number; empty: Uint8Array };
    expect(row.n).toBe(256);
    expect([...row.b]).toEqual([...bytes]);
    expect(row.empty.byteLength).toBe(0);
  });
});
