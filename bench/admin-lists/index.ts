import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config/config.ts';
import { createServer } from '../../src/server/server.ts';

/**
 * The admin's lists at the scale of a large operator: 10,000 customers with one login each,
 * 10,000 properties, 10,000 tenants, 10,000 meters with 100 readings each (1,000,000 readings).
 * Every list page, search and detail call of the admin area is asked 200 times over real HTTP,
 * one after another; p50 and p99 in milliseconds. Embedded PGlite in memory, or PostgreSQL with
 * BENCH_DATABASE_URL (a fresh database: the tables are filled here).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const server = await createServer(
  loadConfig({
    SEED_DEMO: '0',
    ADMIN_PASSWORD: 'Bench-Passwort1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }),
  { inMemory: true, serveWeb: false },
);
const db = server.ctx.db;

const fillStart = performance.now();
// generate_series keeps the fill in the database: the same statements on PGlite and PostgreSQL.
await db.execute(sql`
  insert into users (username, email, role, password_hash)
  select 'kunde' || i, 'kunde' || i || '@example.de', 'customer', 'x' from generate_series(1, 10000) i`);
await db.execute(sql`
  insert into customers (user_id, first_name, last_name, email, company_name)
  select u.id, 'Vorname' || i, 'Muster' || i, 'kunde' || i || '@example.de',
         case when i % 3 = 0 then 'Hausverwaltung ' || i end
  from generate_series(1, 10000) i join users u on u.username = 'kunde' || i`);
await db.execute(sql`
  insert into properties (customer_id, address, status, ended_at)
  select c.id, 'Teststraße ' || c.id || ', ' || (10000 + c.id % 89999) || ' Berlin, Deutschland',
         case when c.id % 10 = 0 then 'ended' when c.id % 25 = 0 then 'archived' else 'active' end,
         case when c.id % 10 = 0 or c.id % 25 = 0 then date '2025-12-31' end
  from customers c`);
await db.execute(sql`
  insert into tenants (property_id, last_name, first_name, email, area_m2, sort_index)
  select p.id, 'Mieter' || p.id, 'Anna', 'mieter' || p.id || '@example.de', 65.40, 0 from properties p`);
await db.execute(sql`
  insert into meters (property_id, tenant_id, meter_type, meter_number, unit, source_type, auto_sync)
  select t.property_id, t.id, 'Wärmemengenzähler', 'W-' || t.id, 'kWh', 'manual', false from tenants t`);
await db.execute(sql`
  insert into meter_readings (meter_id, reading_date, reading_value, unit)
  select m.id, date '2018-01-31' + (n * 30), 1000 + n * 150.125, 'kWh'
  from meters m cross join generate_series(0, 99) n`);
await db.execute(sql`analyze`);
const fillSeconds = (performance.now() - fillStart) / 1000;

await server.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'Bench-Passwort1' }),
});
const token = ((await login.json()) as { token: string }).token;

const one = async (table: string) =>
  Number(
    ((await db.execute(sql.raw(`select min(id) + 4999 as id from ${table}`))).rows[0] as { id: number }).id,
  );
const [customerId, propertyId, tenantId, meterId] = await Promise.all(
  ['customers', 'properties', 'tenants', 'meters'].map(one),
);

const calls: Array<[string, string]> = [
  ['Kunden, Seite 1', '/api/customers?limit=20'],
  ['Kunden, Seite 250, nach Name absteigend', '/api/customers?limit=20&offset=4980&sort=-last_name'],
  ['Kunden, Suche', '/api/customers?limit=20&q=muster4711'],
  ['Kunde', `/api/customers/${customerId}`],
  ['Liegenschaften eines Kunden', `/api/customers/${customerId}/properties`],
  ['Liegenschaften aktiv, Seite 1', '/api/properties?status=active&limit=20'],
  ['Liegenschaften, Suche (Adresse oder Kunde)', '/api/properties?limit=20&q=hausverwaltung%20471'],
  ['Liegenschaften, nach Kunde sortiert', '/api/properties?limit=20&sort=customer'],
  ['Liegenschaft', `/api/properties/${propertyId}`],
  ['Mieter, Seite 1', '/api/tenants?limit=20'],
  ['Mieter, Suche', '/api/tenants?limit=20&q=mieter4711'],
  ['Mieter, nach Vermieter sortiert', '/api/tenants?limit=20&sort=landlord'],
  ['Mieter', `/api/tenants/${tenantId}`],
  ['Mieter einer Liegenschaft', `/api/properties/${propertyId}/tenants`],
  ['Logins, Seite 1', '/api/users?limit=20'],
  ['Logins, Suche', '/api/users?limit=20&q=kunde4711'],
  ['Zähler einer Liegenschaft', `/api/meters?property_id=${propertyId}`],
  ['Zähler', `/api/meters/${meterId}`],
  ['Zählerstände, neueste 50', `/api/meters/${meterId}/readings?sort=-reading_date&limit=50`],
  ['Jahresverbrauch eines Zählers (alle Jahre)', `/api/meters/${meterId}/consumption`],
  ['Jahresverbrauch einer Liegenschaft', `/api/properties/${propertyId}/meter_consumption?year=2020`],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

console.log(
  `Fill: 10,000 customers, logins, properties, tenants and meters, 1,000,000 readings in ${fillSeconds.toFixed(0)} s on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ${RUNS} calls each.\n`,
);
console.log('| Call | Rows | p50 | p99 |');
console.log('| --- | ---: | ---: | ---: |');
for (const [label, path] of calls) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS + 10; i++) {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body: unknown = await res.json();
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    rows = Array.isArray(body) ? body.length : 1;
    if (i >= 10) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${label} | ${rows} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.99).toFixed(1)} ms |`,
  );
}
await server.close();
