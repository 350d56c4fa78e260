import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.ts';
import { holdsCluster, startFromTemplate, writePgliteTemplate } from './pglite-template.ts';

/**
 * A first start on an empty data directory copies the build's initialised database instead of
 * running initdb; from then on the directory is a database like any other.
 */
const root = mkdtempSync(join(tmpdir(), 'nk-template-'));
const template = join(root, 'template');

beforeAll(async () => {
  await writePgliteTemplate(template);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the PGlite template', () => {
  it('is an initialised, empty database directory', () => {
    expect(holdsCluster(template)).toBe(true);
    expect(readdirSync(template)).toEqual(expect.arrayContaining(['base', 'global', 'pg_wal']));
  });

  it('starts an empty data directory, which then keeps its data like any other', async () => {
    const dataDir = join(root, 'data');
    const first = await openDatabase({ dataDir, pgliteTemplate: template });
    try {
      await first.migrate();
      await first.db.execute(
        sql`insert into users (username, role, password_hash) values ('vorlage', 'admin', 'x')`,
      );
    } finally {
      await first.close();
    }
    expect(holdsCluster(dataDir)).toBe(true);
    // A later start finds the database and copies nothing over it.
    expect(startFromTemplate(dataDir, template)).toBe(false);
    const again = await openDatabase({ dataDir, pgliteTemplate: template });
    try {
      const rows = await again.db.execute(sql`select username from users where username = 'vorlage'`);
      expect(rows.rows).toEqual([{ username: 'vorlage' }]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('completes a copy that stopped before PG_VERSION, and copies nothing without a template', () => {
    const halfway = join(root, 'halfway');
    mkdirSync(halfway);
    cpSync(join(template, 'base'), join(halfway, 'base'), { recursive: true });
    writeFileSync(join(halfway, 'postgresql.conf'), '# halb kopiert\n');
    expect(startFromTemplate(halfway, undefined)).toBe(false);
    expect(startFromTemplate(halfway, join(root, 'keine-vorlage'))).toBe(false);
    expect(holdsCluster(halfway)).toBe(false);
    expect(startFromTemplate(halfway, template)).toBe(true);
    expect(holdsCluster(halfway)).toBe(true);
    expect(readdirSync(halfway).sort()).toEqual(readdirSync(template).sort());
    expect(existsSync(join(halfway, 'pg_wal'))).toBe(true);
  });
});
