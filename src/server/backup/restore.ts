import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import { backupTexts } from '../../domain/texts/backup.ts';
import { openDatabase, STARTUP_LOCK_KEY } from '../db/client.ts';
import { checkBackupFile, readHeaderOf } from './backup-file.ts';
import { BackupRefusal, RowChecksum, type TableLine, type TableSummary, type Trailer } from './format.ts';
import { applyMigrations, splitMigrations } from './migrations.ts';
import * as repo from './repository.ts';
import { pgliteConnection, postgresConnection, type Connection, type Session } from './session.ts';

export type RestoreTarget = { dataDir: string } | { url: string };

export interface RestoreSummary {
  tables: TableSummary[];
  rows: number;
}

/**
 * Restores a backup into an empty target: an embedded data directory without files (created
 * when absent) or a PostgreSQL database without tables. Everything happens in one transaction —
 * migrations, rows, sequences, the check of every table against the trailer — so a refused or
 * failed restore leaves the target as it was (an embedded directory is emptied again).
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  const header = await readHeaderOf(file);
  const migrations = splitMigrations(header.migrations);
  // The whole file is checked before the target is touched: a damaged file changes nothing, not
  // even an absent data directory. The load reads it again (gunzip costs little beside inserts).
  await checkBackupFile(file);
  const load = (tx: Session) => loadBackup(tx, file, migrations);
  if ('url' in target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return await postgresConnection(client).transaction(async (tx) => {
        // A server starting now waits; it then finds the database migrated and seeded.
        await repo.takeStartupLock(tx, STARTUP_LOCK_KEY);
        if ((await repo.countUserRelations(tx)) > 0) throw new BackupRefusal(backupTexts.targetDbNotEmpty);
        return load(tx);
      });
    } finally {
      await client.end();
    }
  }
  const { dataDir } = target;
  const existed = existsSync(dataDir);
  if (existed && readdirSync(dataDir).length > 0)
    throw new BackupRefusal(backupTexts.targetDirNotEmpty(dataDir));
  let database;
  try {
    mkdirSync(dataDir, { recursive: true });
    database = await openDatabase({ dataDir });
    if (database.raw.driver !== 'pglite') throw new Error('embedded database expected');
    const connection: Connection = pgliteConnection(database.raw.client);
    const summary = await connection.transaction(load);
    await database.close();
    return summary;
  } catch (error) {
    await database?.close().catch(() => undefined);
    // It was empty (or absent) before: what the failed attempt wrote goes again.
    if (existed)
      for (const entry of readdirSync(dataDir))
        rmSync(`${dataDir}/${entry}`, { recursive: true, force: true });
    else rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function loadBackup(
  tx: Session,
  file: string,
  migrations: ReturnType<typeof splitMigrations>,
): Promise<RestoreSummary> {
  // The backup's own schema first: its rows fit it exactly.
  await applyMigrations(tx, migrations.applied);
  await repo.fixOutputSettings(tx);
  const tables = new Map((await repo.listTables(tx)).map((t) => [t.name, t]));
  const foreignKeys = await repo.listForeignKeys(tx);
  const loaded = new Set<string>();
  const dropped: repo.ForeignKey[] = [];

  const { trailer } = await checkBackupFile(file, {
    async table(line: TableLine) {
      const table = tables.get(line.table);
      if (!table || !sameColumns(table.columns, line.columns))
        throw new BackupRefusal(backupTexts.schemaMismatch(line.table));
      // Tables come in foreign-key order; a reference to its own table (a tenant's predecessor,
      // an invoice's duplicate) or to a table still to come is checked once all rows are in.
      for (const fk of foreignKeys) {
        if (fk.table !== line.table || (fk.references !== fk.table && loaded.has(fk.references))) continue;
        await repo.dropForeignKey(tx, fk);
        dropped.push(fk);
      }
      loaded.add(line.table);
    },
    async rows(line, rows) {
      await repo.insertRows(tx, line.table, line.columns, `[${rows.join(',')}]`);
    },
  });
  for (const name of tables.keys())
    if (!loaded.has(name)) throw new BackupRefusal(backupTexts.tableMissing(name));
  for (const fk of dropped) await repo.addForeignKey(tx, fk);
  await restoreSequences(tx, trailer);
  const summaries = await tableChecksums(tx, [...tables.values()]);
  for (const expected of trailer.tables) {
    const actual = summaries.find((s) => s.name === expected.name);
    if (actual?.rows !== expected.rows || actual.sha256 !== expected.sha256)
      throw new BackupRefusal(backupTexts.targetMismatch(expected.name));
  }
  // An older version's backup is brought up to this version as an update would.
  await applyMigrations(tx, migrations.later);
  return { tables: summaries, rows: summaries.reduce((sum, t) => sum + t.rows, 0) };
}

const sameColumns = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\0') === [...b].sort().join('\0');

async function restoreSequences(tx: Session, trailer: Trailer): Promise<void> {
  const owners = new Map((await repo.ownedSequences(tx)).map((s) => [s.name, s]));
  const saved = new Map(trailer.sequences.map((s) => [s.name, s]));
  for (const sequence of await repo.listSequences(tx)) {
    const state = saved.get(sequence.name) ?? sequence;
    await repo.setSequence(tx, sequence.name, state.value, state.isCalled, owners.get(sequence.name));
  }
}

/**
 * Row count and SHA-256 of every table, its rows read as in a backup (JSON text in key order):
 * equal sums mean equal content, on either engine. Runs inside a transaction (cursors).
 */
export async function tableChecksums(tx: Session, tables?: repo.TableInfo[]): Promise<TableSummary[]> {
  await repo.fixOutputSettings(tx);
  const summaries: TableSummary[] = [];
  for (const table of tables ?? (await repo.listTables(tx))) {
    const checksum = new RowChecksum();
    await repo.declareRowCursor(tx, 'nkp_checksum', table);
    for (;;) {
      const rows = await repo.fetchRows(tx, 'nkp_checksum', table.large ? 8 : 500);
      if (rows.length === 0) break;
      for (const row of rows) checksum.add(row);
    }
    await repo.closeCursor(tx, 'nkp_checksum');
    summaries.push({ name: table.name, rows: checksum.rows, sha256: checksum.digest() });
  }
  return summaries;
}
