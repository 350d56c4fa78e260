import type { Session } from './session.ts';

/**
 * The catalogue queries of backup and restore. Only schema `public` is data: pg-boss's schema
 * holds jobs the server recreates from rows at start, drizzle's holds the migrations (named in the
 * backup's header instead).
 */

export interface TableInfo {
  name: string;
  /** Stored columns in their order; generated columns are computed again and left out. */
  columns: string[];
  /** The ORDER BY of the primary key (text keys by byte order, the same on every server). */
  orderBy: string;
  /** Whether rows hold files (bytea: PDFs, invoices): read in smaller pages. */
  large: boolean;
}

export interface ForeignKey {
  name: string;
  table: string;
  references: string;
  definition: string;
}

export interface SequenceState {
  name: string;
  /** bigint as text, exact. */
  value: string;
  isCalled: boolean;
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (table: string) => `public.${ident(table)}`;

/**
 * Session settings that decide how values print as JSON: the same text on every server, so that
 * a row's checksum on the embedded database equals the one on PostgreSQL.
 */
export async function fixOutputSettings(tx: Session): Promise<void> {
  await tx.query(
    `select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true),
            set_config('IntervalStyle', 'postgres', true), set_config('extra_float_digits', '1', true),
            set_config('bytea_output', 'hex', true)`,
  );
}

export async function listTables(tx: Session): Promise<TableInfo[]> {
  const rows = await tx.query<{ name: string; columns: string[]; keys: string[] | null; large: boolean }>(
    `select c.relname as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns,
            (select array_agg(quote_ident(a.attname) || case when a.attcollation <> 0 then ' collate "C"' else '' end
                              order by k.ord)
             from pg_constraint p
             cross join lateral unnest(p.conkey) with ordinality as k(attnum, ord)
             join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
             where p.conrelid = c.oid and p.contype = 'p') as keys,
            exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                      and a.atttypid = 'bytea'::regtype) as large
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`,
  );
  return rows.map((row) => ({
    name: row.name,
    columns: row.columns,
    // Without a primary key the whole row orders the rows (its JSON text is the same on every server).
    orderBy: row.keys?.join(', ') ?? 'to_jsonb(t)::text collate "C"',
    large: row.large,
  }));
}

export async function listForeignKeys(tx: Session): Promise<ForeignKey[]> {
  return tx.query<ForeignKey>(
    `select con.conname as name, child.relname as "table", parent.relname as "references",
            pg_get_constraintdef(con.oid) as definition
     from pg_constraint con
     join pg_class child on child.oid = con.conrelid
     join pg_namespace n on n.oid = child.relnamespace
     join pg_class parent on parent.oid = con.confrelid
     where con.contype = 'f' and n.nspname = 'public'
     order by child.relname, con.conname`,
  );
}

export async function listSequences(tx: Session): Promise<SequenceState[]> {
  return tx.query<SequenceState>(
    `select sequencename as name, coalesce(last_value, start_value)::text as value,
            last_value is not null as "isCalled"
     from pg_sequences where schemaname = 'public' order by sequencename`,
  );
}

/** Sequences of serial and identity columns, with the highest value their column holds. */
export async function ownedSequences(
  tx: Session,
): Promise<{ name: string; table: string; column: string }[]> {
  return tx.query(
    `select s.relname as name, t.relname as "table", a.attname as "column"
     from pg_class s
     join pg_namespace n on n.oid = s.relnamespace
     join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
                      and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and n.nspname = 'public'`,
  );
}

export async function setSequence(
  tx: Session,
  sequence: string,
  value: string,
  isCalled: boolean,
  owner?: { table: string; column: string },
): Promise<void> {
  // Never below the highest id stored: the next insert must not collide with a restored row.
  const highest = owner
    ? `(select max(${ident(owner.column)})::bigint from ${qualified(owner.table)})`
    : 'null';
  await tx.query(
    `select case when ${highest} is not null and ${highest} >= $2::bigint
                 then setval($1::regclass, ${highest}, true)
                 else setval($1::regclass, $2::bigint, $3) end`,
    [qualified(sequence), value, isCalled],
  );
}

export async function countRows(tx: Session, table: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(`select count(*)::int as n from ${qualified(table)}`);
  return row!.n;
}

export const rowsAsJson = (table: TableInfo) =>
  `select to_jsonb(t)::text as r from ${qualified(table.name)} t order by ${table.orderBy}`;

/** Declares a cursor over the table's rows as JSON text, in key order; inside a transaction. */
export async function declareRowCursor(tx: Session, cursor: string, table: TableInfo): Promise<void> {
  await tx.query(`declare ${ident(cursor)} no scroll cursor for ${rowsAsJson(table)}`);
}

export async function fetchRows(tx: Session, cursor: string, count: number): Promise<string[]> {
  return (await tx.query<{ r: string }>(`fetch ${count} from ${ident(cursor)}`)).map((row) => row.r);
}

export async function closeCursor(tx: Session, cursor: string): Promise<void> {
  await tx.query(`close ${ident(cursor)}`);
}

/** Copies the table's rows as JSON text, numbered in key order, into a temporary table. */
export async function copyRowsAside(tx: Session, copy: string, table: TableInfo): Promise<number> {
  await tx.query(
    `create temporary table ${ident(copy)} as
     select row_number() over (order by ${table.orderBy}) as n, to_jsonb(t)::text as r
     from ${qualified(table.name)} t`,
  );
  await tx.query(`alter table ${ident(copy)} add primary key (n)`);
  const [row] = await tx.query<{ n: number }>(`select count(*)::int as n from ${ident(copy)}`);
  return row!.n;
}

export async function rowsAside(tx: Session, copy: string, after: number, count: number): Promise<string[]> {
  return (
    await tx.query<{ r: string }>(`select r from ${ident(copy)} where n > $1 order by n limit ${count}`, [
      after,
    ])
  ).map((row) => row.r);
}

export async function dropCopy(tx: Session, copy: string): Promise<void> {
  await tx.query(`drop table if exists ${ident(copy)}`);
}

/**
 * Inserts rows given as a JSON array of objects; the server converts each value from its JSON
 * text to the column's type (bytea, numeric, timestamptz, arrays, jsonb round-trip exactly).
 */
export async function insertRows(tx: Session, table: string, columns: string[], json: string): Promise<void> {
  const list = columns.map(ident).join(', ');
  await tx.query(
    `insert into ${qualified(table)} (${list}) overriding system value
     select ${list} from jsonb_populate_recordset(null::${qualified(table)}, $1::jsonb)`,
    [json],
  );
}

export async function dropForeignKey(tx: Session, fk: ForeignKey): Promise<void> {
  await tx.query(`alter table ${qualified(fk.table)} drop constraint ${ident(fk.name)}`);
}

/** Adding the constraint again checks every row against it. */
export async function addForeignKey(tx: Session, fk: ForeignKey): Promise<void> {
  await tx.query(`alter table ${qualified(fk.table)} add constraint ${ident(fk.name)} ${fk.definition}`);
}

/** Relations outside the system schemas: a database with any is not empty. */
export async function countUserRelations(tx: Session): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp\\_%'`,
  );
  return row!.n;
}

/** The server's start-up lock (db/client.ts): no server migrates or seeds while a restore runs. */
export async function takeStartupLock(tx: Session, key: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [key]);
}

/** Applied migrations as drizzle records them (created_at is the journal's `when`). */
export async function appliedMigrationTimes(tx: Session): Promise<string[]> {
  const [exists] = await tx.query<{ ok: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists!.ok) return [];
  const rows = await tx.query<{ t: string }>(
    'select created_at::text as t from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((row) => row.t);
}

/** The statements drizzle's migrator runs, in the caller's transaction. */
export async function recordMigrationTable(tx: Session): Promise<void> {
  await tx.query('create schema if not exists "drizzle"');
  await tx.query(
    `create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`,
  );
}

export async function recordMigration(tx: Session, hash: string, createdAt: number): Promise<void> {
  await tx.query('insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)', [
    hash,
    createdAt,
  ]);
}

export async function runStatement(tx: Session, statement: string): Promise<void> {
  await tx.query(statement);
}
