import { describe, expect, it } from 'vitest';
import { BackupFileError, headerLine, readBackup, RowChecksum, tableLine, trailerLine } from './format.ts';
import { knownMigrations, splitMigrations } from './migrations.ts';

const ROWS = ['{"id": 1, "name": "Anna"}', '{"id": 2, "name": "Bernd"}'];

function backup({
  rows = ROWS,
  announced = rows.length,
  sha = '',
}: { rows?: string[]; announced?: number; sha?: string } = {}): string[] {
  const checksum = new RowChecksum();
  for (const row of rows) checksum.add(row);
  return [
    headerLine({
      format: 'nebenkostenplus-backup',
      version: 1,
      created_at: '2026-11-28T10:00:00.000Z',
      source: 'pglite',
      migrations: ['0000_init'],
    }),
    tableLine({ table: 'users', columns: ['id', 'name'], rows: announced }),
    ...rows,
    trailerLine({
      end: true,
      tables: [{ name: 'users', rows: rows.length, sha256: sha || checksum.digest() }],
      sequences: [{ name: 'users_id_seq', value: '2', isCalled: true }],
    }),
  ];
}

async function* linesOf(lines: string[]) {
  for (const line of lines) yield line;
}

const read = (lines: string[]) => readBackup('sicherung.gz', linesOf(lines));

describe('readBackup', () => {
  it('hands over each table with its rows and returns header and trailer', async () => {
    const seen: string[] = [];
    const { header, trailer } = await readBackup('s', linesOf(backup()), {
      table: (t) => void seen.push(`table ${t.table}`),
      rows: (_t, rows) => void seen.push(...rows),
    });
    expect(header.migrations).toEqual(['0000_init']);
    expect(trailer.tables[0]!.rows).toBe(2);
    expect(seen).toEqual(['table users', ...ROWS]);
  });

  it.each([
    ['a changed row', backup().map((l) => l.replace('Anna', 'Anne')), /Prüfsumme stimmt nicht/],
    ['a missing trailer', backup().slice(0, -1), /unvollständig/],
    ['a missing row', backup({ announced: 3 }), /Zeile 5 steht an falscher Stelle|unvollständig/],
    ['data after the trailer', [...backup(), '{}'], /nach dem Abschluss/],
    ['a line that is not JSON', ['{"format": '], /Zeile 1 ist kein gültiges JSON/],
    ['another format', ['{"format":"other"}'], /Format „nebenkostenplus-backup“/],
    ['an empty file', [], /unvollständig/],
  ])('refuses %s in German', async (_name, lines, message) => {
    const error = await read(lines).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupFileError);
    expect((error as Error).message).toMatch(
      /^Die Datei sicherung\.gz ist keine gültige NebenkostenPlus-Sicherung: /,
    );
    expect((error as Error).message).toMatch(message);
  });
});

describe('splitMigrations', () => {
  const known = knownMigrations();
  const tags = known.map((m) => m.tag);

  it('splits an older backup into its migrations and those that follow', () => {
    const { applied, later } = splitMigrations(tags.slice(0, 3), known);
    expect(applied.map((m) => m.tag)).toEqual(tags.slice(0, 3));
    expect(later.map((m) => m.tag)).toEqual(tags.slice(3));
  });

  it('refuses a migration this version does not know, and migrations out of order', () => {
    expect(() => splitMigrations([...tags, '9999_future'], known)).toThrow(/neueren Version .*9999_future/);
    expect(() => splitMigrations([tags[1]!], known)).toThrow(/passen nicht/);
  });
});
