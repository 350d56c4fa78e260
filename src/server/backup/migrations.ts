import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { backupTexts } from '../../domain/texts/backup.ts';
import { MIGRATIONS_DIR } from '../runtime/locations.ts';
import { BackupRefusal } from './format.ts';
import * as repo from './repository.ts';
import type { Session } from './session.ts';

export interface Migration {
  tag: string;
  /** The journal's `when`, which drizzle stores as `created_at`. */
  when: number;
  hash: string;
  statements: string[];
}

/** This version's migrations in order: the same files and hashes as drizzle's migrator reads. */
export function knownMigrations(folder = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((file, i) => ({
    tag: journal.entries[i]!.tag,
    when: file.folderMillis,
    hash: file.hash,
    statements: file.sql,
  }));
}

/** Tags of the migrations applied to the database; one this version does not know is refused. */
export async function appliedMigrationTags(tx: Session, known = knownMigrations()): Promise<string[]> {
  const byWhen = new Map(known.map((m) => [String(m.when), m.tag]));
  return (await repo.appliedMigrationTimes(tx)).map((when) => {
    const tag = byWhen.get(when);
    if (!tag)
      throw new BackupRefusal(backupTexts.unknownSourceMigration(new Date(Number(when)).toISOString()));
    return tag;
  });
}

/**
 * Splits this version's migrations at a backup's: those it names (which must be this version's
 * first ones, in order) and those that follow. A backup of an older version is restored into its
 * own schema and then migrated like an installation being updated.
 */
export function splitMigrations(
  tags: string[],
  known = knownMigrations(),
): { applied: Migration[]; later: Migration[] } {
  const knownTags = new Set(known.map((m) => m.tag));
  const unknown = tags.find((tag) => !knownTags.has(tag));
  if (unknown) throw new BackupRefusal(backupTexts.unknownMigration(unknown));
  if (tags.some((tag, i) => known[i]!.tag !== tag)) throw new BackupRefusal(backupTexts.migrationsNotPrefix);
  return { applied: known.slice(0, tags.length), later: known.slice(tags.length) };
}

/**
 * Runs migrations as drizzle's migrator does (its schema, table, hashes and `created_at`), but in
 * the caller's transaction: a failed restore leaves no half-migrated database behind, and the
 * server's own migrator later finds them applied.
 */
export async function applyMigrations(tx: Session, migrations: Migration[]): Promise<void> {
  await repo.recordMigrationTable(tx);
  for (const migration of migrations) {
    for (const statement of migration.statements) await repo.runStatement(tx, statement);
    await repo.recordMigration(tx, migration.hash, migration.when);
  }
}
