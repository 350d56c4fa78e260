import { createWriteStream, cpSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import pg from 'pg';
import { backupTexts } from '../../domain/texts/backup.ts';
import { loadConfig, type Config } from '../config/config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../db/data-dir-lock.ts';
import { checkBackupFile } from './backup-file.ts';
import { BACKUP_SOCKET, requestServerBackup } from './backup-socket.ts';
import { BackupFileError, BackupRefusal, type TableSummary } from './format.ts';
import { restoreBackup, tableChecksums } from './restore.ts';
import { postgresConnection } from './session.ts';
import { pgliteSnapshot, postgresSnapshot, writeBackup } from './write-backup.ts';

/**
 * The operator's commands (scripts/backup.ts, restore.ts, move-to-postgres.ts): German output,
 * exit code 0 on success and 1 with a German reason otherwise.
 */
type Print = (line: string) => void;
export interface CommandIo {
  out: Print;
  err: Print;
  env?: NodeJS.ProcessEnv;
}

const defaultIo: CommandIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

/** npm runs scripts in the project folder; a relative file name means the operator's folder. */
const operatorPath = (file: string, env: NodeJS.ProcessEnv) => resolve(env.INIT_CWD ?? process.cwd(), file);

async function run(io: CommandIo, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (
      error instanceof BackupRefusal ||
      error instanceof BackupFileError ||
      error instanceof DataDirLockedError
    )
      io.err(error.message);
    else if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      io.err(backupTexts.fileMissing((error as NodeJS.ErrnoException).path ?? ''));
    else io.err(backupTexts.databaseError(error instanceof Error ? error.message : String(error)));
    return 1;
  }
}

/**
 * A backup holds every person's data and the logins' password hashes: readable by its owner only
 * (mode 0600 from the moment it exists, whatever the umask).
 */
const privateFile = (file: string) => createWriteStream(file, { mode: 0o600 });

/** Writes a backup of the configured database to `file` and checks it by reading it back. */
export async function backupTo(
  config: Config,
  file: string,
  io: CommandIo,
): Promise<{ tables: TableSummary[]; rows: number; bytes: number }> {
  if (existsSync(file)) throw new BackupRefusal(backupTexts.fileExists(file));
  // Written beside the target and renamed once checked: a cut-off backup never carries the name.
  const partial = join(resolve(file, '..'), `.${basename(file)}.${process.pid}.partial`);
  try {
    if (config.databaseUrl) await backupPostgres(config.databaseUrl, partial);
    else await backupDataDir(config.dataDir, partial, io);
    const { trailer } = await checkBackupFile(partial).catch((error: unknown) => {
      throw error instanceof BackupFileError
        ? new BackupRefusal(backupTexts.serverBackupFailed(error.message))
        : error;
    });
    renameSync(partial, file);
    return {
      tables: trailer.tables,
      rows: trailer.tables.reduce((sum, t) => sum + t.rows, 0),
      bytes: statSync(file).size,
    };
  } finally {
    rmSync(partial, { force: true });
  }
}

async function backupPostgres(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await writeBackup(postgresSnapshot(postgresConnection(client)), 'postgres', privateFile(file));
  } finally {
    await client.end();
  }
}

/**
 * The embedded database: through the running server when one holds the directory, else opened
 * here (which takes the directory's lock, so no server starts meanwhile).
 */
async function backupDataDir(
  dataDir: string,
  file: string,
  io: CommandIo,
  { copy = false } = {},
): Promise<void> {
  if (await requestServerBackup(dataDir, () => privateFile(file))) {
    io.out(backupTexts.viaServer);
    return;
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupRefusal(backupTexts.noDataDir(dataDir));
  const database = copy ? await openCopy(dataDir) : await openOwn(dataDir);
  try {
    if (database.raw.driver !== 'pglite') throw new Error('embedded database expected');
    await writeBackup(pgliteSnapshot(database.raw.client), 'pglite', privateFile(file));
  } finally {
    await database.close();
  }
}

async function openOwn(dataDir: string): Promise<Database> {
  try {
    return await openDatabase({ dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new BackupRefusal(backupTexts.lockedWithoutSocket(dataDir));
    throw error;
  }
}

/**
 * Opening the embedded database writes to its directory (recovery, checkpoint at close). A move
 * leaves the directory as it was: under its lock it is copied, and the copy is read.
 */
async function openCopy(dataDir: string): Promise<Database & { close(): Promise<void> }> {
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new BackupRefusal(backupTexts.lockedWithoutSocket(dataDir));
    throw error;
  }
  const copy = mkdtempSync(join(tmpdir(), 'nebenkostenplus-umzug-'));
  try {
    cpSync(dataDir, copy, {
      recursive: true,
      filter: (source) => ![LOCK_FILE, BACKUP_SOCKET].includes(basename(source)),
    });
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
  try {
    const database = await openDatabase({ dataDir: copy });
    return {
      ...database,
      async close() {
        await database.close();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

export function backupCommand(args: string[], io: CommandIo = defaultIo): Promise<number> {
  const env = io.env ?? process.env;
  return run(io, async () => {
    if (args.length !== 1) throw new BackupRefusal(backupTexts.usage('backup', '<Datei>'));
    const file = operatorPath(args[0]!, env);
    const result = await backupTo(loadConfig(env), file, io);
    io.out(backupTexts.written(file, result.tables.length, result.rows, result.bytes));
  });
}

export function restoreCommand(args: string[], io: CommandIo = defaultIo): Promise<number> {
  const env = io.env ?? process.env;
  return run(io, async () => {
    if (args.length !== 1) throw new BackupRefusal(backupTexts.usage('restore', '<Datei>'));
    const file = operatorPath(args[0]!, env);
    if (!existsSync(file)) throw new BackupRefusal(backupTexts.fileMissing(file));
    const config = loadConfig(env);
    const target = config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
    const summary = await restoreBackup(file, target);
    io.out(
      backupTexts.restored(
        config.databaseUrl ? backupTexts.targetPostgres : backupTexts.targetDataDir(config.dataDir),
        summary.tables.length,
        summary.rows,
      ),
    );
  });
}

/**
 * Moves the embedded database to PostgreSQL: a backup of DATA_DIR (from the running server, or
 * from a copy of the directory), restored into the empty database at `url`, then every table's
 * count and checksum compared between the two. The data directory is only read.
 */
export function moveToPostgresCommand(args: string[], io: CommandIo = defaultIo): Promise<number> {
  const env = io.env ?? process.env;
  return run(io, async () => {
    if (args.length !== 1 || !/^postgres(ql)?:\/\//.test(args[0]!))
      throw new BackupRefusal(backupTexts.moveNeedsUrl);
    const url = args[0]!;
    // The source is always the embedded database of DATA_DIR, whatever DATABASE_URL says.
    const config = loadConfig({ ...env, DATABASE_URL: '' });
    const folder = mkdtempSync(join(tmpdir(), 'nebenkostenplus-umzug-'));
    try {
      const file = join(folder, 'sicherung.jsonl.gz');
      await backupDataDir(config.dataDir, file, io, { copy: true });
      const { trailer } = await checkBackupFile(file);
      await restoreBackup(file, { url });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const target = await postgresConnection(client)
        .transaction((tx) => tableChecksums(tx), { snapshot: true })
        .finally(() => client.end());
      io.out(backupTexts.moveHeading);
      const different: string[] = [];
      for (const source of [...trailer.tables].sort((a, b) => a.name.localeCompare(b.name))) {
        const moved = target.find((t) => t.name === source.name);
        const same = moved?.rows === source.rows && moved.sha256 === source.sha256;
        if (!same) different.push(source.name);
        io.out(backupTexts.moveRow(source.name, source.rows, moved?.rows ?? 0, same));
      }
      if (different.length > 0) throw new BackupRefusal(backupTexts.moveDifferent(different));
      io.out(
        backupTexts.moveDone(
          trailer.tables.length,
          trailer.tables.reduce((sum, t) => sum + t.rows, 0),
        ),
      );
      io.out(backupTexts.moveNext);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
}
