import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../src/server/config/config.ts';
import { createServer } from '../../src/server/server.ts';
import { customers, properties, tenants, users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';

/**
 * Read endpoints with 10,000 tenancies in 200 properties of 20 landlords (embedded PGlite,
 * in memory): the lists the admin and a landlord open most.
 */
const server = await createServer(loadConfig({ SEED_DEMO: '0', ADMIN_PASSWORD: 'Bench-Passwort1' }), {
  inMemory: true,
  serveWeb: false,
});
const db = server.ctx.db;
const hash = await hashPassword('Bench-Passwort1');
const logins = await db
  .insert(users)
  .values(
    Array.from({ length: 20 }, (_, i) => ({
      username: `vermieter${i}`,
      role: 'customer',
      passwordHash: hash,
    })),
  )
  .returning();
const custs = await db
  .insert(customers)
  .values(logins.map((l, i) => ({ userId: l.id, lastName: `Vermieter ${i}` })))
  .returning();
const props = await db
  .insert(properties)
  .values(
    Array.from({ length: 200 }, (_, i) => ({
      customerId: custs[i % 20]!.id,
      address: `Teststraße ${i}, 10115 Berlin, Deutschland`,
    })),
  )
  .returning();
for (const p of props) {
  await db.insert(tenants).values(
    Array.from({ length: 50 }, (_, j) => ({
      propertyId: p.id,
      lastName: `Mieter ${j}`,
      areaM2: '65.40',
      sortIndex: j,
    })),
  );
}

async function token(username: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'Bench-Passwort1' },
  });
  return res.json().token as string;
}
const admin = await token('admin');
const landlord = await token('vermieter0');

async function measure(label: string, url: string, bearer: string, runs = 20) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs + 3; i++) {
    const start = performance.now();
    const res = await server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${bearer}` },
    });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    rows = res.json().length;
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  console.log(`| ${label} | ${rows} | ${median.toFixed(1)} ms | ${p95.toFixed(1)} ms |`);
}

console.log('| Request | Rows | Median | p95 |');
console.log('|---|---|---|---|');
await measure('GET /api/tenants (admin, all)', '/api/tenants', admin);
await measure('GET /api/tenants (landlord, own 10 properties)', '/api/tenants', landlord);
await measure('GET /api/properties (admin)', '/api/properties', admin);
await measure(
  `GET /api/properties/${props[0]!.id}/tenants (landlord)`,
  `/api/properties/${props[0]!.id}/tenants`,
  landlord,
);
await server.close();
