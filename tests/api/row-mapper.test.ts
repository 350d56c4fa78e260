import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as drizzle from 'drizzle-orm';
import { and, asc, eq, sql } from 'drizzle-orm';
import { activeSessionTable, sessionFieldsOf } from '../../src/server/auth/repository.ts';
import { hashToken } from '../../src/server/auth/tokens.ts';
import { customers, dwellings, properties, tenants, users } from '../../src/server/db/schema.ts';
import { compileRowMapper } from '../../src/server/db/row-mapper.ts';
import { subqueryFields } from '../../src/server/db/subquery-fields.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The compiled row mapper must give exactly what Drizzle's own `mapResultRow` gives, on rows of
 * the database: columns of every kind (numbers, numeric, dates, timestamps, json, booleans),
 * SQL with `mapWith`, a common table expression's nested object, a left-joined table that is
 * missing, and a lateral subquery's nested object that is missing or present.
 */
type Prepared = {
  fields: Array<{ path: string[]; field: unknown }>;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
};
const mapResultRow = (drizzle as unknown as { mapResultRow: (...args: unknown[]) => unknown }).mapResultRow;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.loginRoles()).customer;
});
afterAll(async () => {
  await t.close();
});

/** The statement's raw rows, mapped by Drizzle and by the compiled mapper. */
async function bothMappings(statement: unknown, values: Record<string, unknown> = {}) {
  const query = statement as Prepared;
  query.customResultMapper = (rows) => rows;
  const raw = (await query.execute(values)) as unknown[][];
  expect(raw.length).toBeGreaterThan(0);
  return {
    drizzle: raw.map((row) => mapResultRow(query.fields, row, query.joinsNotNullableMap)),
    compiled: compileRowMapper(query.fields, query.joinsNotNullableMap)(raw),
  };
}

describe('compiled row mapper', () => {
  it('maps every column kind of a table as Drizzle does', async () => {
    const db = t.ctx.db;
    for (const table of [tenants, properties, customers, users]) {
      const { drizzle: expected, compiled } = await bothMappings(
        db.select().from(table).prepare(`rm_${Math.random()}`),
      );
      expect(compiled).toEqual(expected);
    }
  });

  it('maps a session with a left join whose rows are partly missing, and SQL with mapWith', async () => {
    const db = t.ctx.db;
    const session = activeSessionTable(db);
    const statement = db
      .with(session)
      .select({
        session: sessionFieldsOf(session),
        propertyId: properties.id,
        tenant: { id: tenants.id, moveIn: tenants.moveIn, area: tenants.areaM2, erasedAt: tenants.erasedAt },
        dwelling: { id: dwellings.id, label: dwellings.label },
        doubled: sql<number>`${tenants.sortIndex} * 2`.mapWith(Number),
      })
      .from(session)
      .innerJoin(customers, eq(customers.userId, session.userId))
      .innerJoin(properties, eq(properties.customerId, customers.id))
      .leftJoin(tenants, eq(tenants.propertyId, properties.id))
      .leftJoin(dwellings, and(eq(dwellings.id, tenants.dwellingId), sql`${tenants.id} % 2 = 0`))
      .orderBy(asc(properties.id), asc(tenants.id))
      .prepare('rm_session_join');
    const { drizzle: expected, compiled } = await bothMappings(statement, {
      tokenHash: hashToken(token),
      now: new Date().toISOString(),
    });
    expect(compiled).toEqual(expected);
    const rows = compiled as Array<{ dwelling: unknown; session: unknown }>;
    expect(rows.some((r) => r.dwelling === null)).toBe(true);
    expect(rows.every((r) => r.session !== null)).toBe(true);
  });

  it('maps a lateral subquery’s nested object, missing and present', async () => {
    const db = t.ctx.db;
    for (const [name, address] of [
      ['rm_lateral_found', '%'],
      ['rm_lateral_missing', 'keine-solche-Adresse'],
    ]) {
      const columns = {
        id: properties.id,
        address: properties.address,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      };
      const page = db
        .select(columns)
        .from(properties)
        .where(sql`${properties.address} like ${address}`)
        .as('page');
      const statement = db
        .select({ user: { id: users.id, role: users.role }, page: subqueryFields(page, columns) })
        .from(users)
        .leftJoinLateral(page, sql`true`)
        .prepare(name!);
      const { drizzle: expected, compiled } = await bothMappings(statement);
      expect(compiled).toEqual(expected);
      const pages = (compiled as Array<{ page: unknown }>).map((r) => r.page);
      expect(pages.every((p) => (address === '%' ? p !== null : p === null))).toBe(true);
    }
  });
});
