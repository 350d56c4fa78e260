import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  headerLine,
  RowChecksum,
  tableLine,
  trailerLine,
  type TableSummary,
} from './format.ts';
import { foreignKeyOrder } from './fk-order.ts';
import { appliedMigrationTags } from './migrations.ts';
import * as repo from './repository.ts';
import { pgliteConnection, type Connection, type Session } from './session.ts';

/** A consistent view of the database: its migrations, tables, sequences and each table's rows. */
export interface Snapshot {
  migrations: string[];
  tables: { info: repo.TableInfo; rows: number }[];
  sequences: repo.SequenceState[];
  /** The table's rows as JSON text in key order, page by page. */
  pages(table: repo.TableInfo): AsyncIterable<string[]>;
}

export type SnapshotSource = <T>(work: (snapshot: Snapshot) => Promise<T>) => Promise<T>;

/** Rows per page: a page of documents (bytea) holds a few PDFs, other pages many small rows. */
const pageSize = (table: repo.TableInfo) => (table.large ? 8 : 500);

async function readMeta(tx: Session) {
  await repo.fixOutputSettings(tx);
  const tables = new Map((await repo.listTables(tx)).map((t) => [t.name, t]));
  // In foreign-key order, so that a restore inserts each table after the ones it references.
  const order = foreignKeyOrder([...tables.keys()], await repo.listForeignKeys(tx));
  return {
    migrations: await appliedMigrationTags(tx),
    tables: order.map((name) => tables.get(name)!),
    sequences: await repo.listSequences(tx),
  };
}

/**
 * PostgreSQL: one REPEATABLE READ READ ONLY transaction on its own connection, each table read
 * through a cursor. The server keeps running; the backup sees the database as at its start.
 */
export function postgresSnapshot(connection: Connection): SnapshotSource {
  return (work) =>
    connection.transaction(
      async (tx) => {
        const meta = await readMeta(tx);
        const tables = [];
        for (const info of meta.tables) tables.push({ info, rows: await repo.countRows(tx, info.name) });
        return work({
          ...meta,
          tables,
          async *pages(table) {
            await repo.declareRowCursor(tx, 'nkp_backup', table);
            try {
              for (;;) {
                const rows = await repo.fetchRows(tx, 'nkp_backup', pageSize(table));
                if (rows.length === 0) return;
                yield rows;
              }
            } finally {
              await repo.closeCursor(tx, 'nkp_backup');
            }
          },
        });
      },
      { snapshot: true },
    );
}

let copies = 0;

/**
 * The embedded database has one connection, which the running server shares: a transaction held
 * for the whole backup would make every request wait for it. So one short transaction copies
 * each table's rows (as JSON text, numbered in key order) into temporary tables, a consistent
 * snapshot; the pages are then read from the copies one statement at a time, and requests run
 * between them. The cost: the copy's time, during which requests wait, and its size again on disk
 * until the backup ends.
 */
export function pgliteSnapshot(client: PGlite): SnapshotSource {
  const connection = pgliteConnection(client);
  return async (work) => {
    const prefix = `nkp_backup_${process.pid}_${++copies}_`;
    const copyOf = new Map<string, string>();
    try {
      const snapshot = await connection.transaction(
        async (tx) => {
          const meta = await readMeta(tx);
          const tables = [];
          for (const [i, info] of meta.tables.entries()) {
            const copy = `${prefix}${i}`;
            copyOf.set(info.name, copy);
            tables.push({ info, rows: await repo.copyRowsAside(tx, copy, info) });
          }
          return { ...meta, tables };
        },
        { snapshot: true },
      );
      return await work({
        ...snapshot,
        async *pages(table) {
          const copy = copyOf.get(table.name)!;
          for (let after = 0; ;) {
            const rows = await repo.rowsAside(connection, copy, after, pageSize(table));
            if (rows.length === 0) return;
            after += rows.length;
            yield rows;
          }
        },
      });
    } finally {
      for (const copy of copyOf.values()) await repo.dropCopy(connection, copy).catch(() => undefined);
    }
  };
}

export interface BackupSummary {
  tables: TableSummary[];
  rows: number;
}

/**
 * Writes the backup of `source` to `out` as gzip'd JSON lines (format.ts) and ends `out`. The
 * gzip stream's buffer bounds memory: the next page is read only when the last one is written.
 */
export async function writeBackup(
  source: SnapshotSource,
  driver: 'pglite' | 'postgres',
  out: Writable,
  now: Date = new Date(),
): Promise<BackupSummary> {
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  // A failing destination ends the writing at the next wait instead of leaving it waiting for room.
  done.catch(() => undefined);
  const write = async (text: string) => {
    if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), done]);
  };
  try {
    const summary = await source(async (snapshot) => {
      await write(
        headerLine({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          created_at: now.toISOString(),
          source: driver,
          migrations: snapshot.migrations,
        }) + '\n',
      );
      const tables: TableSummary[] = [];
      for (const { info, rows } of snapshot.tables) {
        await write(tableLine({ table: info.name, columns: info.columns, rows }) + '\n');
        const checksum = new RowChecksum();
        for await (const page of snapshot.pages(info)) {
          for (const row of page) checksum.add(row);
          await write(page.join('\n') + '\n');
        }
        // The count comes from the same snapshot as the rows, so they agree.
        tables.push({ name: info.name, rows: checksum.rows, sha256: checksum.digest() });
      }
      await write(trailerLine({ end: true, tables, sequences: snapshot.sequences }) + '\n');
      return { tables, rows: tables.reduce((sum, t) => sum + t.rows, 0) };
    });
    gzip.end();
    await done;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
}
