import { createHash, type Hash } from 'node:crypto';
import { backupTexts } from '../../domain/texts/backup.ts';
import type { Driver } from '../db/client.ts';

/**
 * The backup file: gzip'd JSON lines, the same for both engines.
 *
 *   {"format":"nebenkostenplus-backup","version":1,"created_at":…,"source":"pglite"|"postgres","migrations":[tags]}
 *   {"table":"users","columns":["id",…],"rows":3}     then exactly 3 lines, each a row as to_jsonb(row)::text
 *   … one such block per table of schema public …
 *   {"end":true,"tables":[{"name":"users","rows":3,"sha256":"…"}],"sequences":[{"name":…,"value":"…","isCalled":true}]}
 *
 * A table's SHA-256 is taken over its row lines, each with its line feed.
 */
export const BACKUP_FORMAT = 'nebenkostenplus-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  source: Driver;
  migrations: string[];
}

export interface TableLine {
  table: string;
  columns: string[];
  rows: number;
}

export interface TableSummary {
  name: string;
  rows: number;
  sha256: string;
}

export interface Trailer {
  end: true;
  tables: TableSummary[];
  sequences: { name: string; value: string; isCalled: boolean }[];
}

/** A file that is not a whole backup of this format; the message is German and names the file. */
export class BackupFileError extends Error {
  constructor(file: string, reason: string) {
    super(backupTexts.invalidFile(file, reason));
    this.name = 'BackupFileError';
  }
}

/** A refusal the operator reads (German), ending the command with exit code 1. */
export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusal';
  }
}

/** SHA-256 over row lines, each with its line feed: the checksum of one table. */
export class RowChecksum {
  private readonly hash: Hash = createHash('sha256');
  rows = 0;
  add(row: string): void {
    this.hash.update(row);
    this.hash.update('\n');
    this.rows++;
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

export interface BackupHandler {
  header?(header: BackupHeader): Promise<void> | void;
  table?(table: TableLine): Promise<void> | void;
  /** A batch of row lines of the current table, as JSON text. */
  rows?(table: TableLine, rows: string[]): Promise<void> | void;
}

/** Rows handed over at once: bounded in number and in characters (documents are large). */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function parseHeader(file: string, line: string | undefined): BackupHeader {
  if (line === undefined) throw new BackupFileError(file, backupTexts.truncated);
  const value = parseLine(file, line, 1);
  if (!isObject(value) || value.format !== BACKUP_FORMAT)
    throw new BackupFileError(file, backupTexts.wrongFormat);
  if (value.version !== BACKUP_VERSION)
    throw new BackupFileError(file, backupTexts.wrongVersion(value.version));
  if (
    typeof value.created_at !== 'string' ||
    (value.source !== 'pglite' && value.source !== 'postgres') ||
    !isStringArray(value.migrations)
  )
    throw new BackupFileError(file, backupTexts.unexpectedLine(1));
  return value as unknown as BackupHeader;
}

function parseLine(file: string, line: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupFileError(file, backupTexts.notJson(number));
  }
}

function parseTableLine(file: string, value: unknown, number: number): TableLine {
  if (
    !isObject(value) ||
    typeof value.table !== 'string' ||
    !isStringArray(value.columns) ||
    !Number.isSafeInteger(value.rows) ||
    (value.rows as number) < 0
  )
    throw new BackupFileError(file, backupTexts.unexpectedLine(number));
  return { table: value.table, columns: value.columns, rows: value.rows as number };
}

function parseTrailer(file: string, value: unknown, number: number): Trailer {
  const tables = isObject(value) ? value.tables : undefined;
  const sequences = isObject(value) ? value.sequences : undefined;
  const validTables =
    Array.isArray(tables) &&
    tables.every(
      (t) =>
        isObject(t) &&
        typeof t.name === 'string' &&
        Number.isSafeInteger(t.rows) &&
        typeof t.sha256 === 'string',
    );
  const validSequences =
    Array.isArray(sequences) &&
    sequences.every(
      (s) =>
        isObject(s) &&
        typeof s.name === 'string' &&
        typeof s.value === 'string' &&
        /^-?\d+$/.test(s.value) &&
        typeof s.isCalled === 'boolean',
    );
  if (!validTables || !validSequences) throw new BackupFileError(file, backupTexts.unexpectedLine(number));
  return value as unknown as Trailer;
}

/**
 * Reads a whole backup line by line and checks it: the header, each table's announced number of
 * rows, the trailer's counts and SHA-256 against the rows read, nothing after the trailer. The
 * handler sees the parts as they come; a caller that writes them commits only after this
 * returns, since a bad checksum shows only at the end.
 */
export async function readBackup(
  file: string,
  lines: AsyncIterable<string>,
  handler: BackupHandler = {},
): Promise<{ header: BackupHeader; trailer: Trailer }> {
  const iterator = lines[Symbol.asyncIterator]();
  let number = 0;
  const next = async (): Promise<string | undefined> => {
    const result = await iterator.next();
    if (result.done) return undefined;
    number++;
    return result.value;
  };
  const header = parseHeader(file, await next());
  await handler.header?.(header);
  const seen: TableSummary[] = [];
  const names = new Set<string>();
  for (;;) {
    const line = await next();
    if (line === undefined) throw new BackupFileError(file, backupTexts.truncated);
    const value = parseLine(file, line, number);
    if (isObject(value) && value.end === true) {
      const trailer = parseTrailer(file, value, number);
      if ((await next()) !== undefined) throw new BackupFileError(file, backupTexts.trailingData);
      checkTrailer(file, trailer, seen);
      return { header, trailer };
    }
    const table = parseTableLine(file, value, number);
    if (names.has(table.table)) throw new BackupFileError(file, backupTexts.unexpectedLine(number));
    names.add(table.table);
    await handler.table?.(table);
    const checksum = new RowChecksum();
    let batch: string[] = [];
    let chars = 0;
    for (let i = 0; i < table.rows; i++) {
      const row = await next();
      if (row === undefined) throw new BackupFileError(file, backupTexts.truncated);
      // A row is one JSON object; the database parses it, so only its shape is checked here.
      if (!row.startsWith('{') || !row.endsWith('}'))
        throw new BackupFileError(file, backupTexts.unexpectedLine(number));
      checksum.add(row);
      batch.push(row);
      chars += row.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
        await handler.rows?.(table, batch);
        batch = [];
        chars = 0;
      }
    }
    if (batch.length > 0) await handler.rows?.(table, batch);
    seen.push({ name: table.table, rows: checksum.rows, sha256: checksum.digest() });
  }
}

function checkTrailer(file: string, trailer: Trailer, seen: TableSummary[]): void {
  const announced = new Map(trailer.tables.map((t) => [t.name, t]));
  if (announced.size !== seen.length) throw new BackupFileError(file, backupTexts.tablesMismatch);
  for (const table of seen) {
    const expected = announced.get(table.name);
    if (!expected) throw new BackupFileError(file, backupTexts.countMismatch(table.name, 0, table.rows));
    if (expected.rows !== table.rows)
      throw new BackupFileError(file, backupTexts.countMismatch(table.name, expected.rows, table.rows));
    if (expected.sha256 !== table.sha256)
      throw new BackupFileError(file, backupTexts.checksumMismatch(table.name));
  }
}

export const headerLine = (header: BackupHeader) => JSON.stringify(header);
export const tableLine = (table: TableLine) => JSON.stringify(table);
export const trailerLine = (trailer: Trailer) => JSON.stringify(trailer);
