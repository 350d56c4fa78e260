import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

/**
 * Row count and MD5 of the whole content of every table in the public schema, so a test can
 * prove that a request changed nothing at all — not just the tables it thought of. Rows are
 * compared as `to_jsonb`: every value exactly, a `json` document as its value (a restored backup
 * spells it as jsonb does).
 */
export async function tableDigests(db: Db, exclude: readonly string[] = []): Promise<Record<string, string>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    if (exclude.includes(name)) continue;
    const table = sql.identifier(name);
    const result = await db.execute<{ n: number; digest: string }>(
      sql`select count(*)::int as n,
                 md5(coalesce(string_agg(to_jsonb(t)::text, E'\n' order by to_jsonb(t)::text), '')) as digest
          from ${table} t`,
    );
    const row = result.rows[0]!;
    digests[name] = `${row.n} rows, ${row.digest}`;
  }
  return digests;
}
